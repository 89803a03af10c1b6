/**
 * `Array.prototype.push` as the JavaScript engine defines it, captured before pdf.js loads.
 *
 * pdf.js's legacy build (the one that runs on Node 20) bundles core-js, which replaces
 * `Array.prototype.push` for the whole thread with a polyfill that differs from Node 20's own
 * only for arrays whose length is not writable. Every push then costs several calls; text
 * extraction spent ~13 % of its CPU time there (bench:extract, 30-page PDF).
 */
const nativeArrayPush = Array.prototype.push;

/** Puts the engine's push back after pdf.js (or its worker module) has replaced it. */
export function restoreNativeArrayPush(): void {
  if (Array.prototype.push !== nativeArrayPush) Array.prototype.push = nativeArrayPush;
}
