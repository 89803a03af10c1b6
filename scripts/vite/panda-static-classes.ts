import { fileURLToPath, pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';
import { type AstNode, childNodes, NOT_STATIC, staticValue } from './static-value.ts';

type StyleFunction = (...args: unknown[]) => unknown;
type Runtime = Record<string, StyleFunction>;

const styledSystem = fileURLToPath(new URL('../../styled-system/', import.meta.url));
const ourSource = /\/src\/.+\.[cm]?[jt]sx?$/;
const recipeModule = /\/styled-system\/recipes\/(?!index\.mjs$|create-recipe\.mjs$)[^/]+\.mjs$/;
const createRecipeModule = /\/styled-system\/recipes\/create-recipe\.mjs$/;

const lightRecipe = fileURLToPath(new URL('./panda-light-recipe.ts', import.meta.url));
const createRecipeStart = 'export const createRecipe = ';
const createRecipeEnd = 'export const mergeRecipes = ';

const helpersImport = "from '../helpers.mjs';";

/**
 * Recipes import a few small helpers (`memo`, `splitProps`) from Panda's helpers module, whose
 * style engine the lazy pages use. A module the first page imports lands in its chunk whole, with
 * every export a lazy chunk uses; so recipes import their own copy of the module (a query makes it
 * another module), which keeps only what recipes use.
 */
function ownHelpers(code: string, id: string): string {
  if (!code.includes(helpersImport))
    throw new Error(`${id}: no longer imports Panda's helpers; update panda-static-classes.ts`);
  return code.replaceAll(helpersImport, "from '../helpers.mjs?recipes';");
}

/** Panda's own runtime, loaded in Node: what each call would return in the browser. */
async function loadRuntime(): Promise<Runtime> {
  const load = (path: string) => import(pathToFileURL(`${styledSystem}${path}`).href);
  const [{ css }, recipes] = await Promise.all([load('css/index.mjs'), load('recipes/index.mjs')]);
  return { css, ...recipes };
}

/** Local names of `css` and of the recipes, as this module imports them from Panda. */
function styleImports(program: AstNode, runtime: Runtime): Map<string, StyleFunction> {
  const bindings = new Map<string, StyleFunction>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value: string }).value;
    if (source !== 'styled-system/css' && source !== 'styled-system/recipes') continue;
    for (const specifier of statement.specifiers as AstNode[]) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = (specifier.imported as { name: string }).name;
      const local = (specifier.local as { name: string }).name;
      const fn = runtime[imported];
      if (source === 'styled-system/css' ? imported === 'css' : typeof fn === 'function')
        bindings.set(local, fn as StyleFunction);
    }
  }
  return bindings;
}

function patternNames(pattern: AstNode | null | undefined, names: Set<string>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') names.add(pattern.name as string);
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as AstNode[])
      patternNames(
        (property.type === 'RestElement' ? property.argument : property.value) as AstNode,
        names,
      );
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as (AstNode | null)[]) patternNames(element, names);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument as AstNode, names);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left as AstNode, names);
}

/** Names the module declares besides its imports: a local `field` is not the `field` recipe. */
function declaredNames(node: AstNode, names: Set<string>): Set<string> {
  if (node.type === 'VariableDeclarator') patternNames(node.id as AstNode, names);
  if (node.type === 'CatchClause') patternNames(node.param as AstNode | null, names);
  if (/Function|Class/.test(node.type)) {
    patternNames(node.id as AstNode | null, names);
    for (const param of (node.params as AstNode[] | undefined) ?? []) patternNames(param, names);
  }
  for (const child of childNodes(node)) declaredNames(child, names);
  return names;
}

interface StaticCall {
  node: AstNode;
  fn: StyleFunction;
  args: unknown[];
}

function staticCalls(
  node: AstNode,
  bindings: Map<string, StyleFunction>,
  found: StaticCall[],
): void {
  if (node.type === 'CallExpression') {
    const callee = node.callee as AstNode & { name?: string };
    const fn = callee.type === 'Identifier' ? bindings.get(callee.name ?? '') : undefined;
    const args = (node.arguments as AstNode[]).map(staticValue);
    if (fn && !args.includes(NOT_STATIC)) {
      found.push({ node, fn, args });
      return;
    }
  }
  for (const child of childNodes(node)) staticCalls(child, bindings, found);
}

/** Throws when a generated recipe has compound variants: `createRecipe` below would drop them. */
function assertNoCompoundVariants(code: string, id: string): void {
  const declared = [...code.matchAll(/CompoundVariants = (\[[^\]]*\])/g)].map((m) => m[1]);
  const calls = code.split("createRecipe('").length - 1;
  const passed = [...code.matchAll(/createRecipe\('[^']+', \{[^}]*\}, (\[[^\]]*\])\)/g)].map(
    (m) => m[1],
  );
  const lists = [...declared, ...passed];
  if (
    calls !== passed.length ||
    lists.length === 0 ||
    lists.some((list) => list?.replace(/\s/g, '') !== '[]')
  )
    throw new Error(
      `${id}: a recipe with compound variants (or one this plugin cannot read); ` +
        "scripts/vite/panda-static-classes.ts would drop them. Keep Panda's createRecipe for it.",
    );
}

/**
 * Panda resolves `css({...})` and recipe calls to class names in the browser, with a runtime that
 * was a fifth of the sign-in page's own first-load JavaScript (its utility map alone 8 KB
 * minified). Every call whose arguments are literals is resolved here instead, by Panda's own
 * runtime run in Node, so the class names are the ones the browser would compute; a call with a
 * value known only at run time keeps its runtime form; for those, recipes (which have no compound
 * variants: checked below) run `./panda-light-recipe.ts` in place of Panda's `createRecipe`.
 * Build only: the dev server and the tests run Panda's runtime as generated. Panda 2 does this itself (`@pandacss/vite`,
 * `transform: true`, in beta): docs/decisions.md.
 */
export function pandaStaticClasses(): Plugin {
  let runtime: Runtime = {};
  return {
    name: 'herd:panda-static-classes',
    apply: 'build',
    async buildStart() {
      runtime = await loadRuntime();
    },
    transform(code, rawId) {
      const id = rawId.split('?')[0] ?? rawId;
      if (recipeModule.test(id)) {
        assertNoCompoundVariants(code, id);
        return { code: ownHelpers(code, id), map: null };
      }
      if (createRecipeModule.test(id)) {
        const start = code.indexOf(createRecipeStart);
        const end = code.indexOf(createRecipeEnd);
        if (start < 0 || end < start)
          throw new Error(`${id}: Panda's createRecipe changed; update panda-static-classes.ts`);
        const light = `export { createRecipe } from ${JSON.stringify(lightRecipe)};\n`;
        // Only mergeRecipes is left of Panda's module: the imports createRecipe alone used go too.
        const imports = code
          .slice(0, start)
          .split('\n')
          .filter((line) => !/css\.mjs|cva\.mjs|conditions\.mjs/.test(line));
        return { code: ownHelpers(imports.join('\n') + light + code.slice(end), id), map: null };
      }
      if (!ourSource.test(id) || id.includes('/node_modules/') || !code.includes('styled-system/'))
        return null;
      const program = parseAst(code) as unknown as AstNode;
      const bindings = styleImports(program, runtime);
      for (const name of declaredNames(program, new Set())) bindings.delete(name);
      if (bindings.size === 0) return null;
      const found: StaticCall[] = [];
      staticCalls(program, bindings, found);
      if (found.length === 0) return null;
      const out = new MagicString(code);
      for (const { node, fn, args } of found)
        out.overwrite(node.start, node.end, `(${JSON.stringify(fn(...args))})`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
