// One row of a repeated group of fields (an origin, a cache rule): side by side from tablet width, where the
// dialog is wide enough for all of them; stacked two to a line on a phone, where side by side left the address
// 35 px wide, the selects without their value and the row's × past the edge. On a phone a line between rows
// shows which fields belong together, and the × closes its row.
import { Grid, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** The columns side by side (a grid-template-columns value), one a field and the last the ×. */
  columns: string;
  first: boolean;
  children: ReactNode;
  testId?: string;
}

export function FieldRow({ columns, first, children, testId }: Props) {
  return (
    <Grid
      data-testid={testId}
      templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: columns }}
      // A phone's lines are filled in order, a half-width field moving up beside another one (an origin's
      // priority beside its type) rather than leaving half a line empty.
      gridAutoFlow={{ base: 'row dense', md: 'row' }}
      gap="2"
      alignItems="start"
      borderTopWidth={{ base: first ? '0' : '1px', md: '0' }}
      pt={{ base: first ? '0' : '3', md: '0' }}
    >
      {children}
    </Grid>
  );
}

/** A field of the row: `wide` takes a phone's whole line (an address, a path). */
export function RowField({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return <GridItem colSpan={{ base: wide ? 2 : 1, md: 1 }}>{children}</GridItem>;
}

/** The row's remove button: at the end of the row, on a phone on a line of its own at the right. */
export function RowRemove({ children }: { children: ReactNode }) {
  return (
    <GridItem colSpan={{ base: 2, md: 1 }} justifySelf="end" mt={{ base: '0', md: '6' }}>
      {children}
    </GridItem>
  );
}
