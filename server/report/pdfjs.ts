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
 * pdf.js inflates every stream through the web `DecompressionStream` when the global exists: in
 * Node a web stream over asynchronous zlib for each content stream and font, ~25 % of a 30-page
 * PDF's CPU in the report worker (docs/report-extraction.md). Without it pdf.js uses its own
 * synchronous inflate, the one it already falls back to for any stream `DecompressionStream`
 * rejects: the same bytes. Thread-wide, so only for the report worker thread.
 */
export function preferSynchronousInflate(): void {
  delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
}
