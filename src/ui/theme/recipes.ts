import type { RecipeConfig } from '@pandacss/dev';

/** Single-part recipes (button, badge, ...), registered in panda.config.ts. */
export const recipes: Record<string, RecipeConfig> = {};
