import { NativeDecompressionStream } from './native-inflate.ts';
import { restoreNativeArrayPush } from './text/native-array-push.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded on first use and by a dynamic import on purpose: the server bundle keeps
 * packages external, and an external static import is evaluated before any code of the bundle,
 * so native-array-push would capture pdf.js's polyfilled push instead of the engine's own.
 */
export function loadPdfjs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    restoreNativeArrayPush();
    return pdfjs;
  });
  return loading;
}

/**
 * pdf.js inflates every FlateDecode stream through the global `DecompressionStream` when it
 * exists, else with its own JavaScript decoder. In the report worker that global becomes one
 * synchronous native inflate per stream (`native-inflate.ts`): same bytes, less CPU and garbage
 * (docs/report-extraction.md). Thread-wide, so only for the report worker thread.
 */
export function installNativeInflate(): void {
  (globalThis as { DecompressionStream?: unknown }).DecompressionStream = NativeDecompressionStream;
}
