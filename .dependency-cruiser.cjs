/**
 * Imports run one way (docs/architecture.md):
 *   src/app -> src/features -> src/components -> src/ui, src/api, src/lib -> machines -> contract -> i18n
 *   server -> contract -> i18n      (i18n: the message catalogue, below everything)
 * `npm run lint` checks it with dependency-cruiser; a new upward or sideways import fails CI.
 */
const layer = (path) => `^${path}/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules cannot be understood (or tested) apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'catalogue-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'i18n/ (the message catalogue, its locales and message helpers) is the bottom layer: every layer may use it, it imports none.',
      from: { path: layer('i18n') },
      to: { path: '^(src|server|machines|contract|scripts|tests|e2e)/' },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'contract/ is shared by the browser and the server: only valibot, itself and the message catalogue (i18n/).',
      from: { path: layer('contract') },
      to: { path: '^(src|server|machines|scripts|tests|e2e)/' },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment: 'machines/ hold behaviour only: no React, router, HTTP client, app or server code.',
      from: { path: layer('machines') },
      to: {
        path: [
          '^(src|server|scripts|tests|e2e)/',
          'node_modules/(react|react-dom|react-router|react-router-dom|ky|@xstate/react)/',
        ],
      },
    },
    {
      name: 'server-uses-only-the-contract',
      severity: 'error',
      comment: 'The server shares the contract with the app, nothing else.',
      from: { path: layer('server') },
      to: { path: '^(src|machines|e2e)/' },
    },
    {
      name: 'browser-never-imports-the-server',
      severity: 'error',
      from: { path: '^(src|machines)/' },
      to: { path: layer('server') },
    },
    {
      name: 'nothing-imports-the-app-shell',
      severity: 'error',
      comment: 'src/app is the top: it wires everything; nothing below may reach up into it.',
      from: { path: '^src/(features|components|ui|api|lib)/' },
      to: { path: layer('src/app') },
    },
    {
      name: 'features-stay-apart',
      severity: 'error',
      comment: 'A feature never imports another feature: shared pieces move to src/components.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      from: { path: '^src/(components|ui|api|lib)/' },
      to: { path: layer('src/features') },
    },
    {
      name: 'design-system-stands-alone',
      severity: 'error',
      comment: 'src/ui is the design system: it knows nothing of the app, its data or machines.',
      from: { path: layer('src/ui') },
      to: { path: ['^src/(components|api|lib)/', '^(machines|contract)/'] },
    },
    {
      name: 'shared-layers-below-components',
      severity: 'error',
      from: { path: '^src/(api|lib)/' },
      to: { path: '^src/(components|ui)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(styled-system|dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
