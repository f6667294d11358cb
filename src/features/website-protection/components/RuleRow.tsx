// One rule in execution order: its position, what it matches and does, and its operations. The row can be
// dragged, and moved one place with the buttons (keyboard users tab to them).
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { DragEvent } from 'react';
import { actionLabels, actionSummary } from '../rules/rule-actions';
import type { WebsiteRule } from '../types';

interface Props {
  rule: WebsiteRule;
  position: number;
  count: number;
  /** Where the rule was in the saved order, when the proposal moves it. */
  savedPosition?: number;
  onMove?(step: -1 | 1): void;
  onDragStart?(): void;
  onDrop?(): void;
  onToggle?(): void;
  onEdit?(): void;
  onDelete?(): void;
}

export function RuleRow({
  rule,
  position,
  count,
  savedPosition,
  onMove,
  onDragStart,
  onDrop,
  onToggle,
  onEdit,
  onDelete,
}: Props) {
  const { t, i18n } = useLingui();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    onDrop?.();
  };
  return (
    <HStack
      as="li"
      data-testid={`rule-${rule.id}`}
      draggable={Boolean(onMove)}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart?.();
      }}
      onDragOver={(event) => onMove && event.preventDefault()}
      onDrop={drop}
      borderWidth="1px"
      borderRadius="md"
      borderStyle={rule.enabled ? 'solid' : 'dashed'}
      borderColor={savedPosition ? 'orange.solid' : undefined}
      p="2"
      gap="3"
      // On a phone the operations go to a line of their own, so the description keeps the row's width.
      wrap="wrap"
      cursor={onMove ? 'grab' : undefined}
    >
      <Text fontWeight="bold" minW="6" aria-label={t`Position ${position}`}>
        {position}
      </Text>
      {/* Only the description is muted on a disabled rule: its controls work, so they must not look disabled. Muted
          by colour, not by fading: faded, its texts fell under the contrast WCAG asks (2.9:1 for the filter). */}
      <Stack
        gap="0"
        flex="1 1 16rem"
        minW="0"
        color={rule.enabled ? undefined : 'fg.muted'}
        data-testid={`rule-${rule.id}-body`}
      >
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{rule.name}</Text>
          <Badge>{i18n._(actionLabels[rule.actionType])}</Badge>
          <Badge colorPalette={rule.enabled ? 'green' : 'gray'}>{rule.enabled ? t`Enabled` : t`Disabled`}</Badge>
          {savedPosition && <Badge colorPalette="orange">{t`was ${savedPosition}`}</Badge>}
        </HStack>
        <Text fontFamily="mono" fontSize="xs" color="fg.muted" truncate title={rule.filter}>
          {rule.filter}
        </Text>
        <Text fontSize="xs">{i18n._(actionSummary(rule.actionType, rule.actionConfig))}</Text>
      </Stack>
      {onMove && (
        <HStack gap="0" ms="auto">
          <Button
            size="xs"
            variant="ghost"
            disabled={position === 1}
            onClick={() => onMove(-1)}
            aria-label={t`Move ${rule.name} up`}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="ghost"
            disabled={position === count}
            onClick={() => onMove(1)}
            aria-label={t`Move ${rule.name} down`}
          >
            ↓
          </Button>
        </HStack>
      )}
      <HStack gap="0" ms={onMove ? undefined : 'auto'}>
        {onToggle && (
          <Button size="xs" variant="plain" colorPalette={rule.enabled ? 'red' : 'blue'} onClick={onToggle}>
            {rule.enabled ? t`Disable` : t`Enable`}
          </Button>
        )}
        {onEdit && <Button size="xs" variant="plain" onClick={onEdit}>{t`Edit`}</Button>}
        {onDelete && <Button size="xs" variant="plain" colorPalette="red" onClick={onDelete}>{t`Delete`}</Button>}
      </HStack>
    </HStack>
  );
}
