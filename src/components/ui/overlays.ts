// Chakra's dialogs, drawers, menus and popovers, with their recipes: the system of the first page is made
// without them (src/app/theme.ts), and this module adds them when the first overlay's file is evaluated. Import
// these widgets from here, not from '@chakra-ui/react' (src/app/theme.test.ts checks it).
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { popoverSlotRecipe } from '@chakra-ui/react/theme/recipes/popover';
import { addSlotRecipes } from './later-recipes';

addSlotRecipes({
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  popover: popoverSlotRecipe,
});

export { Dialog, Drawer, Menu, Popover } from '@chakra-ui/react';
