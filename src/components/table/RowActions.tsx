// A row's operations on one line. An operation the row's state does not allow stays visible but disabled,
// with the reason as its tooltip and accessible description, so the user learns why rather than hunting.
// Operations that do not fit go into a "More" menu (row-action-split.ts), reached by keyboard and screen
// readers like any menu; the table keeps the operations column in view (DataTable).
import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { splitRowActions } from './row-action-split';

export interface RowAction {
  label: string;
  run(): void;
  palette?: 'blue' | 'red' | 'green' | 'orange';
  /** Why the operation is unavailable for this row; absent when it is available. */
  unavailable?: string;
}

export function RowActions({ actions, children }: { actions: readonly RowAction[]; children?: ReactNode }) {
  const { inline, more } = splitRowActions(actions);
  return (
    <HStack gap="0" whiteSpace="nowrap" data-row-actions="">
      {inline.map((action) => (
        <Button
          key={action.label}
          size="xs"
          variant="plain"
          px="1.5"
          colorPalette={action.palette ?? 'blue'}
          disabled={action.unavailable !== undefined}
          title={action.unavailable}
          aria-description={action.unavailable}
          onClick={action.run}
        >
          {action.label}
        </Button>
      ))}
      {more.length > 0 && <MoreActions actions={more} />}
      {children}
    </HStack>
  );
}

function MoreActions({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useLingui();
  const chosen = useRef<RowAction>(undefined);
  return (
    // Mounted only while open: a long list would otherwise carry a hidden menu per row.
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        chosen.current = actions.find((action) => action.label === value);
      }}
      // The operation runs once the menu has closed and given the focus back to its button: a dialog it
      // opens would otherwise see that focus move outside itself and close at once.
      onExitComplete={() => {
        const action = chosen.current;
        chosen.current = undefined;
        action?.run();
      }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="plain" px="1.5" colorPalette="blue">
          {t`More`}
          <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item
                key={action.label}
                value={action.label}
                color={action.palette === 'red' ? 'fg.error' : undefined}
                disabled={action.unavailable !== undefined}
                title={action.unavailable}
                aria-description={action.unavailable}
                // A click chooses too, whether or not the pointer's hover highlighted the item first.
                onClick={() => {
                  if (action.unavailable === undefined) chosen.current = action;
                }}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
