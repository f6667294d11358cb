// A policy's rules in the order they run. Reordering (drag, or move up / down) changes a proposal shown with
// what moves; saving it is confirmed, and undo steps back until then.
import { Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { byPriority } from '../rules/rule-order';
import type { WebsiteRule } from '../types';
import { OrderBar } from './OrderBar';
import type { RuleChange } from './RuleConfirmDialog';
import { RuleRow } from './RuleRow';
import { useRuleOrder } from './use-rule-order';

interface Props {
  policyId: number;
  policyName: string;
  rules: readonly WebsiteRule[];
  /** Absent when the user may not change rules. */
  onChange?(change: RuleChange): void;
  onAdd?(): void;
  onEdit?(rule: WebsiteRule): void;
}

export function RuleList({ policyId, policyName, rules, onChange, onAdd, onEdit }: Props) {
  const { t } = useLingui();
  const saved = byPriority(rules);
  const order = useRuleOrder(saved.map((rule) => rule.id));
  const byId = new Map(saved.map((rule) => [rule.id, rule]));
  const nameOf = (id: number) => byId.get(id)?.name ?? String(id);
  const dragged = useRef<number | undefined>(undefined);
  const moved = new Map(order.changes.map((change) => [change.id, change.from]));
  const reorder = onChange !== undefined;

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md">{t`Rules of ${policyName}`}</Heading>
        {onAdd && <Button size="sm" colorPalette="blue" onClick={onAdd}>{t`Add rule`}</Button>}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t`Rules run in the order shown, from top to bottom: the first rule that matches a request decides what happens to it.`}
      </Text>
      <OrderBar
        changes={order.changes}
        nameOf={nameOf}
        canUndo={order.canUndo}
        onSave={
          onChange && (() => onChange({ kind: 'order', policyId, ids: order.ids, changes: order.changes, nameOf }))
        }
        onUndo={order.undo}
        onDiscard={order.discard}
      />
      {saved.length === 0 && <Text>{t`No rules yet`}</Text>}
      <List.Root as="ol" listStyle="none" gap="2" aria-label={t`Rules in execution order`}>
        {order.ids.map((id, index) => {
          const rule = byId.get(id);
          if (!rule) return null;
          return (
            <RuleRow
              key={id}
              rule={rule}
              position={index + 1}
              count={order.ids.length}
              savedPosition={moved.get(id)}
              onMove={reorder ? (step) => order.moveBy(id, step) : undefined}
              onDragStart={() => (dragged.current = index)}
              onDrop={() => {
                if (dragged.current !== undefined) order.moveTo(dragged.current, index);
                dragged.current = undefined;
              }}
              onToggle={onChange && (() => onChange({ kind: 'toggle', rule }))}
              onEdit={onEdit && (() => onEdit(rule))}
              onDelete={onChange && (() => onChange({ kind: 'delete', rule }))}
            />
          );
        })}
      </List.Root>
    </Stack>
  );
}
