import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';
import { CATALOGUES_ATTRIBUTE } from '../../server/http/inline-scripts.ts';
import {
  compileCatalogue,
  type PseudoLocale,
  pseudoCatalogue,
  pseudoLocales,
} from '../lib/i18n/compile-catalogue.ts';

const root = path.resolve(import.meta.dirname, '../..');
const catalogueDir = path.join(root, 'i18n/catalogue');
const parserEntry = '@formatjs/icu-messageformat-parser';

/** `import { catalogueLoaders } from 'virtual:catalogues'`: one lazy loader per locale. */
export const CATALOGUES_ID = 'virtual:catalogues';
const CATALOGUE_PREFIX = 'virtual:catalogue/';

/** Where a locale's compiled catalogue seems to live (it is made in memory by `load`). */
const compiledId = (locale: string) => path.join(catalogueDir, `${locale}.compiled.js`);
const compiledPattern = /\/i18n\/catalogue\/([\w-]+)\.compiled\.js$/;
const localeOfCompiledId = (id: string) => compiledPattern.exec(id)?.[1] ?? null;

const catalogueLocales = () =>
  readdirSync(catalogueDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

/** The mail's and the exports' own words (`mail.*`, `export.*`) are the server's alone: no browser chunk. */
const inBrowser = (id: string) => !id.startsWith('mail.') && !id.startsWith('export.');

function readMessages(locale: string): Record<string, string> {
  const all: Record<string, string> = JSON.parse(
    readFileSync(path.join(catalogueDir, `${locale}.json`), 'utf8'),
  );
  return Object.fromEntries(Object.entries(all).filter(([id]) => inBrowser(id)));
}

function compiledModule(locale: string): string {
  const isPseudo = (pseudoLocales as readonly string[]).includes(locale);
  const english = compileCatalogue(readMessages(isPseudo ? 'en' : locale));
  const compiled = isPseudo ? pseudoCatalogue(english, locale as PseudoLocale) : english;
  // JSON.parse of a string literal is faster to start than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
}

/** Generated code with a map of itself, so its chunk has a map file like every other. */
function withMap(code: string, id: string) {
  return { code, map: new MagicString(code).generateMap({ source: id, includeContent: true }) };
}

/**
 * The message catalogues (docs/i18n.md): `virtual:catalogues` lists a loader per locale of
 * i18n/catalogue/ (plus the pseudo-locales on the development server and in tests), each locale
 * its own chunk (`catalogue-<locale>`), compiled to ICU syntax trees at build time. Browser builds
 * then leave out the ICU parser.
 */
function catalogues(): Plugin {
  let serving = false;
  // Pseudo-locales in development and tests; never in production builds (nor their prerender).
  let withPseudo = false;
  return {
    name: 'herd:message-catalogues',
    enforce: 'pre',
    config(_config, env) {
      serving = env.command === 'serve';
      withPseudo = env.mode !== 'production';
      if (env.command !== 'build' || env.isSsrBuild) return;
      const noParser = path.join(
        root,
        'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
      );
      return {
        resolve: { alias: [{ find: new RegExp(`^${parserEntry}$`), replacement: noParser }] },
      };
    },
    buildStart() {
      if (serving) return;
      for (const locale of catalogueLocales()) {
        this.emitFile({
          type: 'chunk',
          id: `${CATALOGUE_PREFIX}${locale}`,
          name: `catalogue-${locale}`,
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files: Record<string, string> = {};
        for (const chunk of Object.values(context.bundle)) {
          const locale = chunk.type === 'chunk' ? /^catalogue-(.+)$/.exec(chunk.name)?.[1] : null;
          if (locale && !(pseudoLocales as readonly string[]).includes(locale)) {
            files[locale] = `/${chunk.fileName}`;
          }
        }
        // The page's inline script picks the language and preloads its catalogue from this list.
        const list = JSON.stringify(files).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
        return html.replace(/<html\b/, `<html ${CATALOGUES_ATTRIBUTE}='${list}'`);
      },
    },
    resolveId(id) {
      if (id === CATALOGUES_ID) return `\0${id}`;
      // A file-like id (no such file exists): its chunk then gets a source map like every other.
      if (id.startsWith(CATALOGUE_PREFIX)) return compiledId(id.slice(CATALOGUE_PREFIX.length));
      return null;
    },
    load(id) {
      if (id === `\0${CATALOGUES_ID}`) {
        const locales = [...catalogueLocales(), ...(withPseudo ? pseudoLocales : [])];
        const loaders = locales.map(
          (locale) =>
            `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(`${CATALOGUE_PREFIX}${locale}`)}).then((m) => m.default),`,
        );
        return withMap(`export const catalogueLoaders = {\n${loaders.join('\n')}\n};\n`, id);
      }
      const locale = localeOfCompiledId(id);
      if (locale !== null) {
        this.addWatchFile(
          path.join(
            catalogueDir,
            `${(pseudoLocales as readonly string[]).includes(locale) ? 'en' : locale}.json`,
          ),
        );
        return withMap(compiledModule(locale), id);
      }
      return null;
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function keyName(property: Node): string | null {
  if (property.type !== 'Property' || property.computed) return null;
  const key = property.key as Node & { name?: string; value?: unknown };
  if (key.type === 'Identifier') return key.name ?? null;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** In an object with `id` and `defaultMessage`: its `defaultMessage` and `description`. */
function collectEnglish(node: Node, found: Node[]): void {
  if (node.type === 'ObjectExpression') {
    const properties = (node.properties as Node[]).filter(isNode);
    const names = properties.map(keyName);
    if (names.includes('id') && names.includes('defaultMessage')) {
      for (const property of properties) {
        const name = keyName(property);
        if (name === 'defaultMessage' || name === 'description') found.push(property);
      }
    }
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child) isNode(item) && collectEnglish(item, found);
    else if (isNode(child)) collectEnglish(child, found);
  }
}

/**
 * Message declarations carry their English text for the extraction, the tests and the server;
 * the browser gets its text from the catalogue of the patient's language, so browser builds drop
 * `defaultMessage` and `description` from every declaration (a Spanish reader downloads no
 * English).
 */
export function stripEnglishFromMessages(): Plugin {
  let ssr = false;
  return {
    name: 'herd:strip-english-messages',
    apply: 'build',
    enforce: 'post',
    config(_config, env) {
      ssr = Boolean(env.isSsrBuild);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (ssr || file.includes('/node_modules/') || !code.includes('defaultMessage')) return null;
      if (!/\.(m?[jt]sx?)$/.test(file)) return null;
      const found: Node[] = [];
      collectEnglish(parseAst(code) as unknown as Node, found);
      if (found.length === 0) return null;
      const out = new MagicString(code);
      for (const property of found) {
        const trailingComma = code[property.end] === ',' ? 1 : 0;
        out.remove(property.start, property.end + trailingComma);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

export function messageCatalogues(): Plugin[] {
  return [catalogues(), stripEnglishFromMessages()];
}
