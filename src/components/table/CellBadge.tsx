// A status in a table cell as a coloured label, with a spinner for a status that changes by itself: a plain
// <span> drawn like Chakra's Badge (subtle, sm) by the table body's styles (cell-part-styles.tsx).
import type { ReactNode } from 'react';
import { CellPartsScope, type CellPalette } from './cell-part-styles';

interface Props {
  palette: CellPalette;
  /** A status that changes by itself: a spinner beside the label. */
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}

export function CellBadge({ palette, busy, testId, children }: Props) {
  return (
    <CellPartsScope>
      <span data-cell-badge="" data-palette={palette} data-testid={testId}>
        {busy && <span data-cell-spinner="" aria-hidden="true" />}
        {children}
      </span>
    </CellPartsScope>
  );
}
