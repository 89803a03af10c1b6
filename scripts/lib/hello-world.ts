import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A bare React 19 + ReactDOM "hello world" built by the project's own Vite config (same target,
 * plugins and precompression): the floor every first-load measure is compared with.
 * Returns the folder of the build; the caller removes `dir`.
 */
export async function buildHelloWorld(): Promise<{ dir: string; outDir: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-hello-'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Hello</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello, world</h1>);\n",
  );
  const outDir = path.join(dir, 'dist');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root: dir,
    logLevel: 'error',
    resolve: {
      alias: {
        react: path.join(root, 'node_modules/react'),
        'react-dom': path.join(root, 'node_modules/react-dom'),
      },
    },
    build: { outDir, emptyOutDir: true },
  });
  return { dir, outDir };
}
