// The building block of the account and domain pickers: a button that names the choice and opens a popover
// with a search box and a list of checkboxes. The pickers decide what the rows are (a tree, a capped list);
// this only draws them, so both pickers look and behave alike. The popover's code loads when the button is
// first wanted (src/components/overlay-on-demand.tsx).
import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { overlayOnDemand } from '../overlay-on-demand';

export interface ChecklistRow {
  value: string;
  label: string;
  /** Indentation level: 0 for a top row, 1 for its children… */
  depth: number;
  checked: boolean | 'indeterminate';
}

export interface ChecklistProps {
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

const ChecklistPopoverPanel = overlayOnDemand(
  () => import('./ChecklistPopoverPanel').then((m) => m.ChecklistPopoverPanel),
  'dialog',
);

export function ChecklistPopover(props: ChecklistProps) {
  const labelId = useId();
  const summaryId = useId();
  return (
    <>
      <VisuallyHidden id={labelId}>{props.label}</VisuallyHidden>
      {/* Read as "Accounts, 3 accounts": what is picked, then the choice. The popover owns the button's id. */}
      <ChecklistPopoverPanel
        {...props}
        trigger={
          <Button aria-labelledby={`${labelId} ${summaryId}`} variant="outline" size="sm" maxW="64">
            <Text id={summaryId} truncate>
              {props.summary}
            </Text>
            <span aria-hidden>▾</span>
          </Button>
        }
      />
    </>
  );
}
