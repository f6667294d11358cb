// The slot recipes of the widgets no first paint of a list or a form draws: the system of the first page is made
// without them and looks its slot recipes up in this object (src/app/theme.ts), which the module a widget is
// imported from (overlays, tabs, toggles…) fills while the widget's file is evaluated, before the widget first
// renders: the recipe comes with the widget's file rather than with the first page.
import type { SlotRecipeConfig } from '@chakra-ui/react';

export const laterSlotRecipes: Record<string, SlotRecipeConfig> = {};

export function addSlotRecipes(recipes: Record<string, SlotRecipeConfig>) {
  Object.assign(laterSlotRecipes, recipes);
}
