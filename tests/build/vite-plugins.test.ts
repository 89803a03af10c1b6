import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { pandaStaticClasses } from '../../scripts/vite/panda-static-classes';
import { reactIntlTreeShaking } from '../../scripts/vite/react-intl-tree-shaking';
import { reactRouterTreeShaking } from '../../scripts/vite/react-router-tree-shaking';
import { stripStateDescriptions } from '../../scripts/vite/strip-state-descriptions';

type TransformResult = { code: string } | null;

function transform(plugin: Plugin, code: string, id: string): TransformResult {
  const hook = plugin.transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error(`${plugin.name} has no transform hook`);
  return handler.call({} as never, code, id) as TransformResult;
}

describe('stripStateDescriptions', () => {
  const plugin = stripStateDescriptions();
  const machine = [
    "export const m = createMachine({ id: 'x', description: 'The whole app.',",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a machine module
    '  states: { a: { description: `Step ${"one"}`, meta: { path: "/" } },',
    "    b: { description: 'Waits.', on: { go: { target: 'a', description: 'Go back.' } } } } });",
  ].join('\n');

  it('removes plain-string descriptions from machine modules and keeps everything else', () => {
    const result = transform(plugin, machine, '/repo/machines/app/app.machine.ts');
    expect(result?.code).not.toContain("'The whole app.'");
    expect(result?.code).not.toContain("'Waits.'");
    expect(result?.code).not.toContain("'Go back.'");
    expect(result?.code).toContain("id: 'x'");
    expect(result?.code).toContain('meta: { path: "/" }');
    expect(result?.code).toContain("target: 'a'");
    // A template with an expression is code, not prose: it stays.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a machine module
    expect(result?.code).toContain('description: `Step ${"one"}`');
  });

  it('leaves modules outside machines/ alone', () => {
    expect(transform(plugin, machine, '/repo/src/app/app.tsx')).toBeNull();
  });

  it('runs in builds only, so the dev server and the inspector keep the prose', () => {
    expect(plugin.apply).toBe('build');
  });
});

describe('reactRouterTreeShaking', () => {
  const plugin = reactRouterTreeShaking();
  const id = '/repo/node_modules/react-router/dist/development/chunk-ABC.mjs';
  const source = [
    'var LocationContext = React3.createContext(null);',
    'LocationContext.displayName = "Location";',
    'var Link = React10.forwardRef(function LinkWithRef() {});',
    'Link.displayName = "Link";',
    'function useLocation() { return React3.useContext(LocationContext); }',
  ].join('\n');

  it('marks component and context factories pure and drops displayName writes', () => {
    const code = transform(plugin, source, id)?.code ?? '';
    expect(code).toContain('= /* @__PURE__ */ React3.createContext(null)');
    expect(code).toContain('= /* @__PURE__ */ React10.forwardRef(');
    expect(code).not.toContain('displayName');
    expect(code).toContain('React3.useContext(LocationContext)');
    expect(code.split('\n')).toHaveLength(5);
  });

  it('moves a contextType write into its class as a static field, lines kept', () => {
    const boundary = [
      'var RSCRouterContext = React.createContext(false);',
      'var RenderErrorBoundary = class extends React2.Component {',
      '  render() { return this.context ? null : this.props.children; }',
      '};',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
    ].join('\n');
    const code = transform(plugin, boundary, id)?.code ?? '';
    expect(code).toContain(
      'var RenderErrorBoundary = class extends React2.Component { static contextType = RSCRouterContext;',
    );
    expect(code).not.toContain('RenderErrorBoundary.contextType');
    expect(code.split('\n')).toHaveLength(5);
    // The class still works: React reads the static field.
    const React2 = { Component: class {} };
    const React = { createContext: (value: boolean) => ({ value }) };
    const Boundary = new Function('React', 'React2', `${code}\nreturn RenderErrorBoundary;`)(
      React,
      React2,
    ) as { contextType: { value: boolean } };
    expect(Boundary.contextType).toEqual({ value: false });
  });

  it('touches nothing but react-router', () => {
    expect(transform(plugin, source, '/repo/node_modules/other/index.mjs')).toBeNull();
  });
});

describe('reactIntlTreeShaking', () => {
  const plugin = reactIntlTreeShaking();
  const id = '/repo/node_modules/react-intl/index.js';
  const source = [
    'const IntlContext = React.createContext(null);',
    'FormattedPlural.displayName = "FormattedPlural";',
    'const MemoizedFormattedMessage = React.memo(FormattedMessage, areEqual);',
    'const FormattedDate = createFormattedComponent("formatDate");',
    'const FormattedDateParts = createFormattedDateTimePartsComponent("formatDate");',
    'function useIntl() { return React.useContext(IntlContext); }',
  ].join('\n');

  it('marks the <Formatted*> factories pure and drops displayName writes', () => {
    const code = transform(plugin, source, id)?.code ?? '';
    expect(code).toContain('= /* @__PURE__ */ React.createContext(null)');
    expect(code).toContain('= /* @__PURE__ */ React.memo(FormattedMessage, areEqual)');
    expect(code).toContain('= /* @__PURE__ */ createFormattedComponent("formatDate")');
    expect(code).toContain('= /* @__PURE__ */ createFormattedDateTimePartsComponent("formatDate")');
    expect(code).not.toContain('displayName');
    expect(code).toContain('React.useContext(IntlContext)');
    expect(code.split('\n')).toHaveLength(6);
  });

  it('touches nothing but react-intl', () => {
    expect(transform(plugin, source, '/repo/node_modules/other/index.js')).toBeNull();
  });
});

describe('pandaStaticClasses', () => {
  const plugin = pandaStaticClasses();
  const id = '/repo/src/features/x.tsx';
  const run = async (code: string, file = id) => {
    const start = plugin.buildStart;
    await (typeof start === 'function' ? start : start?.handler)?.call({} as never, {} as never);
    return transform(plugin, code, file)?.code ?? null;
  };
  const imports = [
    "import { css, cx } from 'styled-system/css';",
    "import { button, field } from 'styled-system/recipes';",
  ];

  it("writes a literal call's classes in its place, as Panda's runtime computes them", async () => {
    const code = await run(
      [
        ...imports,
        "export const a = css({ display: 'flex', _rtl: { transform: 'scaleX(-1)' } }, { color: `red.300` });",
        "export const b = button({ variant: 'ghost', block: true });",
        'export const c = field();',
      ].join('\n'),
    );
    const expected = (value: unknown) => `(${JSON.stringify(value)})`;
    expect(code).toContain(
      `a = ${expected(css({ display: 'flex', _rtl: { transform: 'scaleX(-1)' } }, { color: 'red.300' }))};`,
    );
    expect(code).toContain(`b = ${expected(button({ variant: 'ghost', block: true }))};`);
    expect(code).toContain(`c = ${expected(field())};`);
    expect(code).toContain('rtl:trf_scaleX(-1)');
  });

  it('leaves a call with a value known only at run time, and cx', async () => {
    const source = [
      ...imports,
      "export const a = (on) => css({ color: on ? 'red' : 'blue' });",
      'export const b = (variant) => button({ variant });',
      "export const c = (more) => css({ display: 'flex', ...more });",
      "export const d = cx('a', 'b');",
    ].join('\n');
    expect(await run(source)).toBeNull();
  });

  it('leaves a name the module declares again (a local `field` is not the recipe)', async () => {
    const source = [
      ...imports,
      'export const a = field();',
      'export function f(field) { return field(); }',
      "export const b = css({ display: 'grid' });",
    ].join('\n');
    const code = await run(source);
    expect(code).toContain('a = field();');
    expect(code).toContain('return field();');
    expect(code).toContain(`b = (${JSON.stringify(css({ display: 'grid' }))});`);
  });

  it('touches only our own sources', async () => {
    const source = `${imports.join('\n')}\nexport const a = css({ display: 'flex' });`;
    expect(await run(source, '/repo/node_modules/x/index.js')).toBeNull();
    expect(await run(source, '/repo/machines/app/app.machine.ts')).toBeNull();
  });

  it('refuses a recipe with compound variants, whose classes the light createRecipe would drop', async () => {
    const recipe = (compound: string) =>
      [
        "import { memo, splitProps } from '../helpers.mjs';",
        "import { createRecipe, mergeRecipes } from './create-recipe.mjs';",
        `const buttonFn = /* @__PURE__ */ createRecipe('button', {\n  "size": "md"\n}, ${compound})`,
      ].join('\n');
    const file = '/repo/styled-system/recipes/button.mjs';
    expect(await run(recipe('[]'), file)).toContain("from '../helpers.mjs?recipes';");
    await expect(run(recipe('[{ size: "sm", css: { color: "red" } }]'), file)).rejects.toThrow(
      /compound variants/,
    );
  });

  it("swaps Panda's createRecipe for the light one and keeps mergeRecipes", async () => {
    const source = [
      "import { css } from '../css/css.mjs';",
      "import { cx } from '../css/cx.mjs';",
      "import { compact, createCss, splitProps, uniq, withoutSpace } from '../helpers.mjs';",
      'export const createRecipe = (name) => css({ name })',
      'export const mergeRecipes = (a, b) => cx(a, b)',
    ].join('\n');
    const code = (await run(source, '/repo/styled-system/recipes/create-recipe.mjs')) ?? '';
    expect(code).not.toContain('css.mjs');
    expect(code).toMatch(
      /export \{ createRecipe \} from ".*\/scripts\/vite\/panda-light-recipe\.ts"/,
    );
    expect(code).toContain('export const mergeRecipes = (a, b) => cx(a, b)');
    await expect(
      run(
        source.replace('export const createRecipe', 'export function createRecipe'),
        '/repo/styled-system/recipes/create-recipe.mjs',
      ),
    ).rejects.toThrow(/createRecipe changed/);
  });

  it('runs in builds only: the dev server and the tests run Panda as generated', () => {
    expect(plugin.apply).toBe('build');
  });
});
