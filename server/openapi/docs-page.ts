import { operations } from './operations.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain, dependency-free API reference (no CDN: the CSP and offline use forbid it). */
export function renderDocsPage(openApiJson: string): string {
  const rows = operations
    .map((op) => {
      const statuses = Object.entries(op.responses)
        .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
        .join('');
      return `<section><h2><code>${op.method.toUpperCase()} ${escapeHtml(op.path)}</code></h2>
<p>${escapeHtml(op.summary)}${op.authenticated ? ' <strong>(bearer token)</strong>' : ''}</p>
<ul>${statuses}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>herd Health API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem">
<h1>herd Health API reference</h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Errors are <code>{"detail": "..."}</code>.</p>
${rows}
<h2>OpenAPI document</h2>
<pre style="white-space: pre-wrap; background: #f4f4f5; padding: 1rem">${escapeHtml(openApiJson)}</pre>
</body></html>`;
}
