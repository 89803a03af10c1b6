import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

const machineModule = /\/machines\/.+\.machine\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `description: 'prose'`: a plain string, or a template literal without `${}`. */
function isDescription(node: Node): boolean {
  if (node.type !== 'Property' || node.computed) return false;
  const key = node.key as Node & { name?: string };
  const value = node.value as Node & { value?: unknown; expressions?: unknown[] };
  if (key.type !== 'Identifier' || key.name !== 'description') return false;
  if (value.type === 'Literal') return typeof value.value === 'string';
  return value.type === 'TemplateLiteral' && value.expressions?.length === 0;
}

function collectDescriptions(node: Node, found: Node[]): void {
  if (isDescription(node)) {
    found.push(node);
    return;
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child))
      for (const item of child) isNode(item) && collectDescriptions(item, found);
    else if (isNode(child)) collectDescriptions(child, found);
  }
}

/**
 * State and transition `description`s are prose for the statechart diagrams, docs/machines and
 * the inspector; the running app never reads them. Production builds leave them out (about 2 KB
 * gzip on the first page). Sources, tests, `npm run machines:docs` and the dev server keep them.
 */
export function stripStateDescriptions(): Plugin {
  return {
    name: 'herd:strip-state-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!machineModule.test(id.split('?')[0] ?? '')) return null;
      const found: Node[] = [];
      collectDescriptions(parseAst(code) as unknown as Node, found);
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
