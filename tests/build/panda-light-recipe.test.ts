import * as recipes from 'styled-system/recipes';
import { describe, expect, it } from 'vitest';
import { createRecipe } from '../../scripts/vite/panda-light-recipe';

type Props = Record<string, unknown>;
interface PandaRecipe {
  (props?: Props): string | Record<string, string>;
  __recipe__: boolean;
  __name__: string;
  variantMap: Record<string, string[]>;
  getVariantProps: (props?: Props) => Props;
}

const all = Object.values(recipes as unknown as Record<string, PandaRecipe>).filter(
  (value) => typeof value === 'function' && typeof value.__name__ === 'string',
);

/** Every way a caller can give a variant: not at all, or each value (a boolean as a boolean too). */
function valuesOf(values: string[]): unknown[] {
  const booleans = values.flatMap((value) =>
    value === 'true' ? [true] : value === 'false' ? [false] : [],
  );
  return [undefined, ...values, ...booleans];
}

function combinations(variantMap: Record<string, string[]>): Props[] {
  return Object.entries(variantMap).reduce<Props[]>(
    (partial, [key, values]) =>
      partial.flatMap((props) => valuesOf(values).map((value) => ({ ...props, [key]: value }))),
    [{}],
  );
}

/** The class a plain recipe is named by (`dead-link` for `deadLink`): the first of its classes. */
const classNameOf = (recipe: PandaRecipe) => (recipe({}) as string).split(' ')[0] as string;

function defaultsOf(recipe: PandaRecipe): Props {
  const given = recipe.getVariantProps({});
  if (recipe.__recipe__) delete given[classNameOf(recipe)];
  return given;
}

/** What the production build computes for the recipe, through the light createRecipe. */
function lightClasses(recipe: PandaRecipe, props: Props): string | Record<string, string> {
  const defaults = defaultsOf(recipe) as Record<string, string>;
  if (recipe.__recipe__)
    return createRecipe(classNameOf(recipe), defaults).recipeFn(props as never);
  // A slot recipe: one recipe per slot, named as Panda names them (`field__label`).
  const slots = recipe({}) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(slots).map(([slot, className]) => [
      slot,
      createRecipe(className.split(' ')[0] as string, defaults).recipeFn(props as never),
    ]),
  );
}

describe('the light createRecipe of production builds', () => {
  it('finds the generated recipes, plain and slot', () => {
    expect(all.filter((recipe) => recipe.__recipe__).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((recipe) => !recipe.__recipe__).length).toBeGreaterThanOrEqual(5);
  });

  it.each(all.map((recipe) => [recipe.__name__, recipe] as const))(
    '%s: the same classes as Panda for every combination of variants',
    (_name, recipe) => {
      const cases = combinations(recipe.variantMap);
      for (const props of cases)
        expect(lightClasses(recipe, props), JSON.stringify(props)).toEqual(recipe(props));
    },
  );

  it('refuses a conditional value instead of giving the wrong class', () => {
    const { recipeFn } = createRecipe('button', { size: 'md' });
    expect(() => recipeFn({ size: { base: 'sm', md: 'lg' } } as never)).toThrow(/conditional/);
    expect(() => recipeFn({ size: 'a b' } as never)).toThrow(/spaced/);
  });
});
