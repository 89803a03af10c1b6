/** An ESTree node as Vite's `parseAst` gives it: `start` and `end` are offsets in the source. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isAstNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** A node's child nodes, for a walk over the whole tree. */
export const childNodes = (node: AstNode): AstNode[] =>
  Object.values(node).flatMap((child) =>
    Array.isArray(child) ? child.filter(isAstNode) : isAstNode(child) ? [child] : [],
  );

/** Marks an expression whose value is only known when the code runs. */
export const NOT_STATIC: unique symbol = Symbol('not static');
type Static = unknown;

function propertyKey(property: AstNode): string | typeof NOT_STATIC {
  const key = property.key as AstNode & { name?: string; value?: unknown };
  if (!property.computed && key.type === 'Identifier') return key.name ?? NOT_STATIC;
  if (key.type === 'Literal' && ['string', 'number'].includes(typeof key.value))
    return String(key.value);
  return NOT_STATIC;
}

/**
 * The value of an expression written entirely as literals (strings, numbers, booleans, null,
 * template strings without `${}`, and objects and arrays of those), or NOT_STATIC.
 */
export function staticValue(node: AstNode): Static | typeof NOT_STATIC {
  switch (node.type) {
    case 'Literal': {
      const value = (node as { value?: unknown }).value;
      return value instanceof RegExp || typeof value === 'bigint' ? NOT_STATIC : value;
    }
    case 'TemplateLiteral': {
      const { expressions, quasis } = node as unknown as {
        expressions: unknown[];
        quasis: { value: { cooked: string | null } }[];
      };
      const cooked = quasis[0]?.value.cooked;
      return expressions.length === 0 && typeof cooked === 'string' ? cooked : NOT_STATIC;
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as unknown as { operator: string; argument: AstNode };
      const value = staticValue(argument);
      return operator === '-' && typeof value === 'number' ? -value : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const values = [];
      for (const element of node.elements as (AstNode | null)[]) {
        const value = element === null ? NOT_STATIC : staticValue(element);
        if (value === NOT_STATIC) return NOT_STATIC;
        values.push(value);
      }
      return values;
    }
    case 'ObjectExpression': {
      const result: Record<string, Static> = {};
      for (const property of node.properties as AstNode[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method)
          return NOT_STATIC;
        const key = propertyKey(property);
        const value = staticValue(property.value as AstNode);
        if (key === NOT_STATIC || value === NOT_STATIC) return NOT_STATIC;
        result[key] = value;
      }
      return result;
    }
    default:
      return NOT_STATIC;
  }
}
