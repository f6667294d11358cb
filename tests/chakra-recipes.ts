import { defaultConfig } from '@chakra-ui/react';
import { system } from '../src/app/theme';

/**
 * Makes the portal's Chakra system throw when a component asks for one of Chakra's recipes that
 * src/app/theme.ts left out (Chakra itself falls back to no styles, silently).
 */
export function refuseMissingRecipes() {
  const chakraRecipes = new Set([
    ...Object.keys(defaultConfig.theme?.recipes ?? {}),
    ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
  ]);
  const refuse = (key: string) => {
    if (chakraRecipes.has(key) && !system.hasRecipe(key))
      throw new Error(
        `Chakra recipe "${key}" is used but not in the portal's system: add it in src/app/theme.ts, or import the widget from the src/components/ui module that adds it`,
      );
  };
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => (refuse(key), getRecipeFn(key, fallback));
  system.getSlotRecipeFn = (key, fallback) => (refuse(key), getSlotRecipeFn(key, fallback));
}
