import type { SlotRecipeConfig } from '@pandacss/dev';

/** Every Ark component's slot recipe, registered in panda.config.ts. */
export const slotRecipes: Record<string, SlotRecipeConfig> = {};
