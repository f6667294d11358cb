// What a row's cells draw besides text — operation buttons (RowActions), status badges (CellBadge) and their
// spinners — drawn as plain <button> and <span> elements and styled once, by a selector on the table's body,
// with the styles Chakra's own Button, Badge and Spinner recipes give. A Chakra element resolves its style
// props and writes its class on every draw; a long list brings fifteen new rows into view per screen
// scrolled, each with a few of these, and that work was most of what scrolling cost.
//
// Outside a table body (a component test, a part drawn elsewhere) `CellPartsScope` gives the parts the same
// styles from a box of its own.
import { Box, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const palettes = ['gray', 'green', 'blue', 'teal', 'orange', 'red', 'purple'] as const;
/** The colours a cell part is drawn in (its `data-palette`). */
export type CellPalette = (typeof palettes)[number];

const paletteRules = (selector: string) =>
  Object.fromEntries(palettes.map((palette) => [`${selector}[data-palette=${palette}]`, { colorPalette: palette }]));

/** The selectors of the cell parts, for the element that holds them (a table body). */
export function useCellPartStyles(): SystemStyleObject {
  const button = useRecipe({ key: 'button' });
  const badge = useRecipe({ key: 'badge' });
  const spinner = useRecipe({ key: 'spinner' });
  return useMemo(
    () => ({
      // RowActions: buttons as Button size="xs" variant="plain" px="1.5" in an HStack without gaps.
      '& [data-row-actions]': { display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' },
      '& [data-row-actions] > button': { ...button({ size: 'xs', variant: 'plain' }), px: '1.5', colorPalette: 'blue' },
      ...paletteRules('& [data-row-actions] > button'),
      // CellBadge: Badge variant="subtle" size="sm"; its spinner as Spinner size="xs".
      '& [data-cell-badge]': { ...badge({ variant: 'subtle', size: 'sm' }), colorPalette: 'gray' },
      ...paletteRules('& [data-cell-badge]'),
      '& [data-cell-spinner]': spinner({ size: 'xs' }),
    }),
    [button, badge, spinner],
  );
}

const StyledByTable = createContext(false);

/** Marks its content as styled by `useCellPartStyles` on an element around it. */
export function CellPartsStyled({ children }: { children: ReactNode }) {
  return <StyledByTable.Provider value={true}>{children}</StyledByTable.Provider>;
}

/** A cell part: as it is inside a table body; elsewhere in a box carrying the styles itself. */
export function CellPartsScope({ children }: { children: ReactNode }) {
  return useContext(StyledByTable) ? children : <OwnStyles>{children}</OwnStyles>;
}

function OwnStyles({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="contents" css={useCellPartStyles()}>
      {children}
    </Box>
  );
}
