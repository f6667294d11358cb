// Chakra's figure (Stat), with its recipe, which the system of the first page is made without
// (src/app/theme.ts): it comes with the dashboards and figures that draw it. Import Stat from here, not from
// '@chakra-ui/react' (src/app/theme.test.ts checks it).
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat';
import { addSlotRecipes } from './later-recipes';

addSlotRecipes({ stat: statSlotRecipe });

export { Stat } from '@chakra-ui/react';
