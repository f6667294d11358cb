// The deliberate changes to rules, confirmed with what they change: enabling or disabling one rule,
// deleting it, or saving a new order of execution.
import { List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { describeError, messages } from '@/api/error-messages';
import { useDeleteRule, useSaveRuleOrder, useToggleRule } from '../api/website-mutations';
import { prioritiesOf, type PositionChange } from '../rules/rule-order';
import type { WebsiteRule } from '../types';
import { DeleteConfirmation } from '@/components/DeleteConfirmation';

export type RuleChange =
  | { kind: 'toggle' | 'delete'; rule: WebsiteRule }
  | { kind: 'order'; policyId: number; ids: number[]; changes: PositionChange[]; nameOf(id: number): string };

export function RuleConfirmDialog({
  change,
  onClose,
  onDone,
}: {
  change: RuleChange;
  onClose(): void;
  onDone(): void;
}) {
  const { t, i18n } = useLingui();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const order = useSaveRuleOrder();
  const done = { onSuccess: onDone };
  if (change.kind === 'order') {
    return (
      <ConfirmDialog
        open
        title={t`Save the new order?`}
        body={
          <Stack gap="2">
            <Text>{t`Rules run from top to bottom; the first that matches a request decides. After saving:`}</Text>
            <List.Root ps="4">
              {change.changes.map((c) => (
                <List.Item key={c.id}>{t`${change.nameOf(c.id)} runs at position ${c.to} (was ${c.from})`}</List.Item>
              ))}
            </List.Root>
            {order.error && (
              <Text color="fg.error" role="alert">
                {describeError(i18n, order.error)}
              </Text>
            )}
          </Stack>
        }
        confirmLabel={t`Save order`}
        pending={order.isPending}
        onClose={onClose}
        onConfirm={() => order.mutate({ body: prioritiesOf(change.policyId, change.ids) }, done)}
      />
    );
  }
  const { rule } = change;
  if (change.kind === 'delete')
    return (
      <DeleteConfirmation
        title={t`Delete ${rule.name}?`}
        body={
          <Stack gap="1">
            <Text>{t`The rule stops applying to requests at once.`}</Text>
            <Text>{i18n._(messages.cannotBeRetrieved)}</Text>
          </Stack>
        }
        pending={remove.isPending}
        onClose={onClose}
        onConfirm={() => remove.mutate({ body: { id: rule.id } }, done)}
      />
    );
  const { id, policyId, name, actionType, priority, filter, actionConfig } = rule;
  return (
    <ConfirmDialog
      open
      title={rule.enabled ? t`Disable ${name}?` : t`Enable ${name}?`}
      body={
        rule.enabled
          ? t`Requests matching ${filter} will no longer get this rule's action; the rules after it decide instead.`
          : t`Requests matching ${filter} will get this rule's action, at position ${priority} of the order.`
      }
      confirmLabel={rule.enabled ? t`Disable` : t`Enable`}
      pending={toggle.isPending}
      onClose={onClose}
      onConfirm={() =>
        toggle.mutate(
          { body: { id, policyId, name, actionType, priority, filter, actionConfig, enabled: !rule.enabled } },
          done,
        )
      }
    />
  );
}
