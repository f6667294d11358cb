// The proposed order, before it is saved: which rules move and where, with save (confirmed) and undo.
import { Alert, Button, HStack, List } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PositionChange } from '../rules/rule-order';

interface Props {
  changes: readonly PositionChange[];
  nameOf(id: number): string;
  canUndo: boolean;
  onSave?(): void;
  onUndo(): void;
  onDiscard(): void;
}

export function OrderBar({ changes, nameOf, canUndo, onSave, onUndo, onDiscard }: Props) {
  const { t } = useLingui();
  if (changes.length === 0 && !canUndo) return null;
  return (
    <Alert.Root status="warning" data-testid="order-bar">
      <Alert.Content>
        <Alert.Title>{t`New order not saved yet`}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {changes.map((change) => (
              <List.Item key={change.id}>{t`${nameOf(change.id)}: position ${change.from} → ${change.to}`}</List.Item>
            ))}
          </List.Root>
          <HStack mt="2" gap="2">
            {onSave && (
              <Button size="xs" colorPalette="blue" disabled={changes.length === 0} onClick={onSave}>
                {t`Save order`}
              </Button>
            )}
            <Button size="xs" variant="outline" disabled={!canUndo} onClick={onUndo}>
              {t`Undo`}
            </Button>
            <Button size="xs" variant="ghost" onClick={onDiscard}>
              {t`Discard changes`}
            </Button>
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
