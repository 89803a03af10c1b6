import { nativeOcrAvailable } from './engine-native.ts';

/** The engine that reads photos and scans: `tesseract` where the machine has it, else tesseract.js. */
export function ocrEngine(): 'tesseract' | 'tesseract.js' {
  // REPORT_OCR_ENGINE=tesseract.js leaves the command out: to compare the engines, or rule one out
  return process.env.REPORT_OCR_ENGINE !== 'tesseract.js' && nativeOcrAvailable()
    ? 'tesseract'
    : 'tesseract.js';
}
