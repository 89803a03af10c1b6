import type { SlotRecipeConfig } from '@pandacss/dev';
import { alertRecipe } from './slot-recipes/alert';
import { cardRecipe } from './slot-recipes/card';
import { fieldRecipe } from './slot-recipes/field';
import { tabsRecipe } from './slot-recipes/tabs';

/** Every Ark component's slot recipe, registered in panda.config.ts. */
export const slotRecipes: Record<string, SlotRecipeConfig> = {
  alert: alertRecipe,
  card: cardRecipe,
  field: fieldRecipe,
  tabs: tabsRecipe,
};
