import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
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
