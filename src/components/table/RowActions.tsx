// A row's operations on one line. An operation the row's state does not allow stays visible but disabled,
// with the reason as its tooltip and accessible description, so the user learns why rather than hunting.
import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  run(): void;
  palette?: 'blue' | 'red' | 'green' | 'orange';
  /** Why the operation is unavailable for this row; absent when it is available. */
  unavailable?: string;
}

export function RowActions({ actions, children }: { actions: readonly RowAction[]; children?: ReactNode }) {
  return (
    <HStack gap="0" whiteSpace="nowrap">
      {actions.map((action) => (
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
      {children}
    </HStack>
  );
}
