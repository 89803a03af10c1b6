import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { authPagePaths } from './contract/account-links.ts';
import { messageCatalogues } from './scripts/vite/message-catalogue.ts';
import { pandaStaticClasses } from './scripts/vite/panda-static-classes.ts';
import { reactIntlTreeShaking } from './scripts/vite/react-intl-tree-shaking.ts';
import { reactRouterTreeShaking } from './scripts/vite/react-router-tree-shaking.ts';
import { stripStateDescriptions } from './scripts/vite/strip-state-descriptions.ts';
import { themeInitFile } from './scripts/vite/theme-init-script.ts';
import { filesNeedingIsolation } from './tests/support/needs-isolation.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// `/auth` itself is the sign-in page; its sub-paths are API calls, except the pages the links in
// mail open (`/auth/reset-password`...), which Vite serves as the app.
const apiProxy = {
  '^/auth/.+': {
    target: apiTarget,
    changeOrigin: false,
    bypass: (request: { url?: string }) =>
      authPagePaths.includes((request.url ?? '').split(/[?#]/)[0] ?? '')
        ? '/index.html'
        : undefined,
  },
  '/api': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterTreeShaking(),
    reactIntlTreeShaking(),
    pandaStaticClasses(),
    stripStateDescriptions(),
    ...messageCatalogues(),
    themeInitFile(),
    // Brotli and gzip next to every text asset, at build time; the server negotiates them.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    alias: [
      { find: 'styled-system', replacement: new URL('./styled-system', import.meta.url).pathname },
      // One alias per top-level layer (tsconfig.json has the same): imports say which layer.
      { find: /^@\/(.*)$/, replacement: `${new URL('./src/', import.meta.url).pathname}$1` },
      {
        find: /^@contract\/(.*)$/,
        replacement: `${new URL('./contract/', import.meta.url).pathname}$1`,
      },
      {
        find: /^@machines\/(.*)$/,
        replacement: `${new URL('./machines/', import.meta.url).pathname}$1`,
      },
      { find: /^@i18n\/(.*)$/, replacement: `${new URL('./i18n/', import.meta.url).pathname}$1` },
      // @xstate/react imports the React 16/17 shims of useSyncExternalStore; React 19 has it built in.
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist/client',
    // Maps are written for debugging but not referenced from the shipped files; the server
    // serves them (with a SourceMap header) only when SERVE_SOURCE_MAPS=true.
    sourcemap: 'hidden',
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      output: {
        // Everything the entry imports statically is fetched up front anyway: one chunk instead
        // of ~45 (rolldown otherwise splits it by which lazy pages share each module), which
        // compresses better and costs fewer requests. The entry module stays its own small chunk
        // (index.html's module script), and each catalogue stays apart (only the chosen one loads).
        codeSplitting: {
          groups: [
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id: string) =>
                !id.includes('/i18n/catalogue/') &&
                !id.endsWith('.html') &&
                !id.endsWith('/src/main.tsx'),
            },
          ],
        },
      },
      // Panda's generated recipes are pure; without this hint every recipe ships on every page.
      // Panda's generated recipes and the design system's modules are pure (no CSS imports, no
      // global writes): without this hint every component reached through src/ui/index.ts ships
      // on every page that imports one of them.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/styled-system/') && !id.includes('/src/ui/'),
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most files wait on
    // servers, databases, timers and child processes more than they compute, so two overlap well.
    maxWorkers: process.env.CI ? 2 : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: filesNeedingIsolation,
          // One module cache per worker instead of one per file: the files import the server,
          // pdf.js and PGlite, which cost 100 s of CPU per run to evaluate 190 times (docs/qa.md).
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: filesNeedingIsolation.filter((file) => file.endsWith('.ts')),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: filesNeedingIsolation,
          // As the node files: React, Ark UI and the screens evaluated once per worker, and one
          // jsdom per worker (tests/support/setup-dom.ts resets the document after each test).
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          setupFiles: ['tests/support/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: filesNeedingIsolation.filter((file) => file.endsWith('.tsx')),
          setupFiles: ['tests/support/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
