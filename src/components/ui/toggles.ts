// Chakra's checkboxes, switches and fieldsets, with their recipes, which the system of the first page is made
// without (src/app/theme.ts): they come with the forms and lists that draw them. (The checkmark's recipe, which
// the checkbox's imports, stays in the first page, where Chakra's theme module imports it too.) Import these
// widgets from here, not from '@chakra-ui/react' (src/app/theme.test.ts checks it).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme/recipes/fieldset';
import { switchSlotRecipe } from '@chakra-ui/react/theme/recipes/switch';
import { addSlotRecipes } from './later-recipes';

addSlotRecipes({ checkbox: checkboxSlotRecipe, fieldset: fieldsetSlotRecipe, switch: switchSlotRecipe });

export { Checkbox, CheckboxGroup, Fieldset, Switch } from '@chakra-ui/react';
