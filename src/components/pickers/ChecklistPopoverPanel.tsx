// The popover of ChecklistPopover: a search box and a list of checkboxes. Loaded when the picker's button is
// first wanted (src/components/overlay-on-demand.tsx).
import { Box, chakra, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Popover } from '@/components/ui/overlays';
import type { OnDemandOverlayProps } from '../overlay-on-demand';
import type { ChecklistProps, ChecklistRow } from './ChecklistPopover';

// A native checkbox per row: a list redraws up to a few hundred rows at each keystroke, and a native input
// costs a fraction of a full checkbox component while screen readers get the same checkbox (and "mixed").
const RowLabel = chakra('label', {
  base: { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer', py: '0.5' },
});
const RowInput = chakra('input', {
  base: { accentColor: 'colorPalette.solid', width: '4', height: '4', flexShrink: 0 },
});

function Row({ row, onToggle }: { row: ChecklistRow; onToggle: ChecklistProps['onToggle'] }) {
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

export function ChecklistPopoverPanel({ trigger, defaultOpen, ...props }: ChecklistProps & OnDemandOverlayProps) {
  return (
    <Popover.Root defaultOpen={defaultOpen} lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
