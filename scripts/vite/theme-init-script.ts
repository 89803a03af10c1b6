import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { themeInitScript } from '../../server/http/inline-scripts.ts';

const FILE = 'theme-init.js';

/**
 * `/theme-init.js` from the one source of the theme script (server/http/inline-scripts.ts): the
 * development server answers it for index.html and the gallery, and the build writes it for a
 * page served without the server's shell. The built server writes the script into the page.
 */
export function themeInitFile(): Plugin {
  let publicDir = '';
  return {
    name: 'herd:theme-init-file',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(themeInitScript);
      });
    },
    generateBundle() {
      if (publicDir && existsSync(path.join(publicDir, FILE))) return;
      this.emitFile({ type: 'asset', fileName: FILE, source: themeInitScript });
    },
  };
}
