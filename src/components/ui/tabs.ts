// Chakra's tabs, with their recipe, which the system of the first page is made without (src/app/theme.ts): it
// comes with the screens that draw tabs. Import Tabs from here, not from '@chakra-ui/react'
// (src/app/theme.test.ts checks it).
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { addSlotRecipes } from './later-recipes';

addSlotRecipes({ tabs: tabsSlotRecipe });

export { Tabs } from '@chakra-ui/react';
