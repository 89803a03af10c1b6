import type { Plugin } from 'vite';

const reactIntlModule = /\/node_modules\/react-intl\/index\.js$/;
/**
 * `const FormattedDate = createFormattedComponent("formatDate");`, `React.memo(FormattedMessage)`,
 * `React.createContext(null)`: components and contexts created when the module loads.
 */
const factoryCall =
  /(=\s*)((?:createFormattedComponent|createFormattedDateTimePartsComponent|React\.memo|React\.createContext)\()/g;
/** `FormattedPlural.displayName = "FormattedPlural";`: a property write, a side effect to bundlers. */
const displayNameWrite = /^[\w$]+\.displayName = [^;\n]+;?$/gm;

/**
 * react-intl is one module that creates its `<Formatted*>` components when it loads and then names
 * them, so every page that calls `useIntl` carried all of them (and `<FormattedMessage>`'s memo
 * and prop comparison), though the app formats through `intl.formatMessage` only. Like
 * react-router's (./react-router-tree-shaking.ts), this marks the factory calls pure and drops the
 * dev-only names, so the unused components are tree-shaken. Build only; behaviour unchanged.
 */
export function reactIntlTreeShaking(): Plugin {
  return {
    name: 'herd:react-intl-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!reactIntlModule.test(id)) return null;
      const next = code.replace(factoryCall, '$1/* @__PURE__ */ $2').replace(displayNameWrite, '');
      // Lines keep their places, so the module's own source map still holds.
      return next === code ? null : { code: next, map: null };
    },
  };
}
