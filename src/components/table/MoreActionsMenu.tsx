// A row's "More" menu (RowActions): the operations that did not fit on the row, reached by keyboard and
// screen readers like any menu. Loaded when a row's More is first wanted (src/components/overlay-on-demand.tsx).
import { Portal } from '@chakra-ui/react';
import { Menu } from '@/components/ui/overlays';
import { useRef } from 'react';
import type { OnDemandOverlayProps } from '../overlay-on-demand';
import type { RowAction } from './RowActions';

export function MoreActionsMenu({
  actions,
  trigger,
  defaultOpen,
}: { actions: readonly RowAction[] } & OnDemandOverlayProps) {
  const chosen = useRef<RowAction>(undefined);
  return (
    // Mounted only while open: a long list would otherwise carry a hidden menu per row.
    <Menu.Root
      defaultOpen={defaultOpen}
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
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
