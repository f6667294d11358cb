// Chakra's tag, with its recipe, which the system of the first page is made without (src/app/theme.ts): it comes
// with the one list that draws tags. Import Tag from here, not from '@chakra-ui/react' (src/app/theme.test.ts
// checks it).
import { tagSlotRecipe } from '@chakra-ui/react/theme/recipes/tag';
import { addSlotRecipes } from './later-recipes';

addSlotRecipes({ tag: tagSlotRecipe });

export { Tag } from '@chakra-ui/react';
