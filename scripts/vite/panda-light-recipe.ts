/**
 * What the production build uses for Panda's `createRecipe` (styled-system/recipes/create-recipe.mjs)
 * when a recipe is called with values known only at run time (`button({ variant })`). Panda's
 * version resolves a variant through its whole style engine (conditions, breakpoints, compound
 * variants); our recipes have no compound variants (the build checks) and are given plain values,
 * for which the class is `recipe--variant_value`. tests/build/panda-light-recipe.test.ts holds it
 * to Panda's own output for every value of every variant of every recipe.
 */
type VariantValue = string | number | boolean | null | undefined;
type Variants = Record<string, VariantValue>;

const plainValue = /^[\w.-]+$/;

export const createRecipe = (name: string, defaultVariants: Variants) => {
  const getVariantProps = (variants?: Variants): Variants => {
    const given = Object.entries(variants ?? {}).filter(([, value]) => value !== undefined);
    return { [name]: '__ignore__', ...defaultVariants, ...Object.fromEntries(given) };
  };
  const recipeFn = (variants?: Variants) => {
    const classNames = new Set<string>();
    for (const [prop, value] of Object.entries(getVariantProps(variants))) {
      if (value == null) continue;
      if (value === '__ignore__') {
        classNames.add(name);
        continue;
      }
      if (!plainValue.test(String(value)))
        throw new Error(
          `${name}: the variant ${prop} was given ${JSON.stringify(value)}; a conditional or ` +
            "spaced value needs Panda's createRecipe (scripts/vite/panda-static-classes.ts)",
        );
      classNames.add(`${name}--${prop}_${value}`);
    }
    return [...classNames].join(' ');
  };
  return { recipeFn, getVariantProps, __getCompoundVariantCss__: () => ({}) };
};
