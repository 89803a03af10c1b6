import type { SlotRecipeConfig } from '@pandacss/dev';
import { alertRecipe } from './slot-recipes/alert';
import { avatarRecipe } from './slot-recipes/avatar';
import { cardRecipe } from './slot-recipes/card';
import { chipListRecipe } from './slot-recipes/chip-list';
import { comboboxRecipe } from './slot-recipes/combobox';
import { dialogRecipe } from './slot-recipes/dialog';
import { accordionRecipe, collapsibleRecipe } from './slot-recipes/disclosure';
import { fieldRecipe } from './slot-recipes/field';
import { fileUploadRecipe } from './slot-recipes/file-upload';
import { progressRecipe } from './slot-recipes/progress';
import { radioGroupRecipe } from './slot-recipes/radio-group';
import { scrollAreaRecipe } from './slot-recipes/scroll-area';
import { selectRecipe } from './slot-recipes/select';
import { stepProgressRecipe } from './slot-recipes/step-progress';
import { tabsRecipe } from './slot-recipes/tabs';
import { themeSwitcherRecipe } from './slot-recipes/theme-switcher';
import { toasterRecipe } from './slot-recipes/toaster';

/** Every Ark component's slot recipe, registered in panda.config.ts. */
export const slotRecipes: Record<string, SlotRecipeConfig> = {
  accordion: accordionRecipe,
  alert: alertRecipe,
  avatar: avatarRecipe,
  card: cardRecipe,
  chipList: chipListRecipe,
  collapsible: collapsibleRecipe,
  combobox: comboboxRecipe,
  dialog: dialogRecipe,
  field: fieldRecipe,
  fileUpload: fileUploadRecipe,
  progress: progressRecipe,
  radioGroup: radioGroupRecipe,
  scrollArea: scrollAreaRecipe,
  select: selectRecipe,
  stepProgress: stepProgressRecipe,
  tabs: tabsRecipe,
  themeSwitcher: themeSwitcherRecipe,
  toaster: toasterRecipe,
};
