// A row's operations on one line. An operation the row's state does not allow stays visible but disabled,
// with the reason as its tooltip and accessible description, so the user learns why rather than hunting.
// Operations that do not fit go into a "More" menu (row-action-split.ts), reached by keyboard and screen
// readers like any menu; the table keeps the operations column in view (DataTable).
// The buttons are plain <button> elements drawn like Chakra's Button (xs, plain) by the table body's styles
// (cell-part-styles.tsx): a long list draws a row's operations for every row scrolled into view.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { overlayOnDemand } from '../overlay-on-demand';
import { CellPartsScope } from './cell-part-styles';
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
    <CellPartsScope>
      <span data-row-actions="">
        {inline.map((action) => (
          <button
            key={action.label}
            type="button"
            data-palette={action.palette}
            disabled={action.unavailable !== undefined}
            title={action.unavailable}
            aria-description={action.unavailable}
            onClick={action.run}
          >
            {action.label}
          </button>
        ))}
        {more.length > 0 && <MoreActions actions={more} />}
        {children}
      </span>
    </CellPartsScope>
  );
}

function MoreActions({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useLingui();
  return (
    <MoreActionsMenu
      actions={actions}
      trigger={
        <button type="button">
          {t`More`}
          <span aria-hidden="true">▾</span>
        </button>
      }
    />
  );
}
