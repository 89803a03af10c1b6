import { inlineScriptHashSources } from './inline-scripts.ts';

/**
 * Only what the SPA loads: its own scripts and styles, Ark UI's inline style attributes, images
 * from data:/blob: (file previews), the Cal.com embed (script, frame and its API calls), and the
 * page's own inline scripts by their hash (server/http/inline-scripts.ts).
 */
export function contentSecurityPolicy(calEmbedUrl: string): string {
  const cal = new URL(calEmbedUrl).origin;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashSources, cal],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', cal],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", cal],
    'frame-src': [cal],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
