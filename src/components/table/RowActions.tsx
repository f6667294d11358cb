// A row's operations on one line. An operation the row's state does not allow stays visible but disabled,
// with the reason as its tooltip and accessible description, so the user learns why rather than hunting.
// Operations that do not fit go into a "More" menu (row-action-split.ts), reached by keyboard and screen
// readers like any menu; the table keeps the operations column in view (DataTable).
import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { overlayOnDemand } from '../overlay-on-demand';
import { splitRowActions } from './row-action-split';

// The menu's code loads when a row's More is first pointed at or pressed (src/components/overlay-on-demand.tsx).
const MoreActionsMenu = overlayOnDemand(() => import('./MoreActionsMenu').then((m) => m.MoreActionsMenu), 'menu');

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
  return (
    <MoreActionsMenu
      actions={actions}
      trigger={
        <Button size="xs" variant="plain" px="1.5" colorPalette="blue">
          {t`More`}
          <span aria-hidden="true">▾</span>
        </Button>
      }
    />
  );
}
