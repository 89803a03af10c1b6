import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The English model ships in the @tesseract.js-data/eng npm package: no network at run time. */
export const MODEL_VERSION = '4.0.0_best_int';

/** The folder holding `eng.traineddata.gz`, the LSTM model both OCR engines read. */
export function modelDir(): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const dir = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const path = join(dir, MODEL_VERSION);
  if (!existsSync(join(path, 'eng.traineddata.gz'))) throw new Error('OCR model missing');
  return path;
}
