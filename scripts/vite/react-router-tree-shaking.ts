import type { Plugin } from 'vite';

const reactRouterModule = /\/node_modules\/react-router\/dist\/.+\.m?js$/;
/** `var Link = React10.forwardRef(`: a component or context created when the module loads. */
const factoryCall = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** `Link.displayName = "Link";`: a property write, which bundlers must treat as a side effect. */
const displayNameWrite = /^[\w$]+(?:\.Provider)?\.displayName = [^;\n]+;?$/gm;
/** `Boundary.contextType = Context;` after its class: a property write as well. */
const contextTypeWrite = /^([\w$]+)\.contextType = ([\w$]+);$/gm;

/**
 * Moves each `contextType` write into its class as a static field (`static contextType = ...`),
 * which React reads the same way; a class whose fields have no side effects can be tree-shaken.
 */
function contextTypesAsStaticFields(code: string): string {
  let next = code;
  for (const [write, name, context] of code.matchAll(contextTypeWrite)) {
    const opening = `var ${name} = class extends `;
    const start = next.indexOf(opening);
    const brace = start < 0 ? -1 : next.indexOf('{\n', start);
    if (brace < 0) continue;
    // On the class's first line, so the lines below keep their places (source map).
    next = `${next.slice(0, brace + 1)} static contextType = ${context};${next.slice(brace + 1)}`;
    next = next.replace(write, '');
  }
  return next;
}

/**
 * react-router 7 ships one flat module whose components and contexts are created at load time and
 * then given a `displayName`. To a bundler those writes are side effects, so every page carried
 * <Link>, <Form>, fetchers and the framework mode's prefetching, about 8 KB gzip we never use
 * (remix-run/react-router#14058, fix proposed in #15299). This marks the factory calls pure and
 * drops the dev-only names, so unused parts are tree-shaken. Build only; the code's behaviour is
 * unchanged (names appear in React DevTools only).
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'herd:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterModule.test(id)) return null;
      const next = contextTypesAsStaticFields(
        code.replace(factoryCall, '$1/* @__PURE__ */ $2').replace(displayNameWrite, ''),
      );
      // Lines keep their places, so the module's own source map still holds.
      return next === code ? null : { code: next, map: null };
    },
  };
}
