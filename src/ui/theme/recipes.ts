import type { RecipeConfig } from '@pandacss/dev';
import { badgeRecipe } from './recipes/badge';
import { buttonRecipe } from './recipes/button';
import { deadLinkRecipe, skeletonRecipe, spinnerRecipe } from './recipes/feedback';
import { inputRecipe, textareaRecipe } from './recipes/input';

/** Single-part recipes (button, badge, ...), registered in panda.config.ts. */
export const recipes: Record<string, RecipeConfig> = {
  button: buttonRecipe,
  badge: badgeRecipe,
  input: inputRecipe,
  textarea: textareaRecipe,
  spinner: spinnerRecipe,
  skeleton: skeletonRecipe,
  deadLink: deadLinkRecipe,
};
