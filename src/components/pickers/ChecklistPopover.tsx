// The building block of the account and domain pickers: a button that names the choice and opens a popover
// with a search box and a list of checkboxes. The pickers decide what the rows are (a tree, a capped list);
// this only draws them, so both pickers look and behave alike.
import { Box, Button, chakra, HStack, Input, Popover, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface ChecklistRow {
  value: string;
  label: string;
  /** Indentation level: 0 for a top row, 1 for its children… */
  depth: number;
  checked: boolean | 'indeterminate';
}

interface Props {
  /** What is picked, for screen readers: 'Accounts', 'Domain names'. */
  label: string;
  /** What the button shows: 'All accounts', '3 domains'. */
  summary: string;
  search: string;
  onSearchChange(text: string): void;
  searchLabel: string;
  rows: readonly ChecklistRow[];
  onToggle(row: ChecklistRow, checked: boolean): void;
  /** Shown instead of the list when no row matches. */
  emptyText: string;
  /** Buttons above the list ('Select all shown', 'Clear'). */
  toolbar?: ReactNode;
  /** A note under the list ('refine your search'). */
  footer?: ReactNode;
}

// A native checkbox per row: a list redraws up to a few hundred rows at each keystroke, and a native input
// costs a fraction of a full checkbox component while screen readers get the same checkbox (and "mixed").
const RowLabel = chakra('label', {
  base: { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer', py: '0.5' },
});
const RowInput = chakra('input', {
  base: { accentColor: 'colorPalette.solid', width: '4', height: '4', flexShrink: 0 },
});

function Row({ row, onToggle }: { row: ChecklistRow; onToggle: Props['onToggle'] }) {
  return (
    <RowLabel style={{ paddingInlineStart: `${row.depth * 1.25}rem` }}>
      <RowInput
        type="checkbox"
        checked={row.checked === true}
        ref={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = row.checked === 'indeterminate';
        }}
        onChange={(e) => onToggle(row, e.target.checked)}
      />
      <Text as="span" truncate>
        {row.label}
      </Text>
    </RowLabel>
  );
}

export function ChecklistPopover(props: Props) {
  const labelId = useId();
  const summaryId = useId();
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }}>
      <VisuallyHidden id={labelId}>{props.label}</VisuallyHidden>
      {/* Read as "Accounts, 3 accounts": what is picked, then the choice. The popover owns the button's id. */}
      <Popover.Trigger asChild>
        <Button aria-labelledby={`${labelId} ${summaryId}`} variant="outline" size="sm" maxW="64">
          <Text id={summaryId} truncate>
            {props.summary}
          </Text>
          <span aria-hidden>▾</span>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" aria-label={props.label}>
            <Popover.Body p="3">
              <Stack gap="2">
                <Input
                  size="sm"
                  type="search"
                  aria-label={props.searchLabel}
                  placeholder={props.searchLabel}
                  value={props.search}
                  onChange={(e) => props.onSearchChange(e.target.value)}
                />
                {props.toolbar && <HStack gap="2">{props.toolbar}</HStack>}
                <Box role="group" aria-label={props.label} maxH="72" overflowY="auto">
                  {props.rows.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted" py="2">
                      {props.emptyText}
                    </Text>
                  ) : (
                    <Stack gap="1">
                      {props.rows.map((row) => (
                        <Row key={row.value} row={row} onToggle={props.onToggle} />
                      ))}
                    </Stack>
                  )}
                </Box>
                {props.footer}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
