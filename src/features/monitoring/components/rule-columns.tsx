// The alert rule table's columns: what is watched, the condition in the metric's unit, who is told and how,
// the state, and the operations of a row the user may do.
import { Badge } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import { channelLabels, formatMetricValue, metricLabels, operatorSymbols } from '../rules/metrics';
import type { MonitoringRule } from '../types';

export interface RuleActions {
  edit?(rule: MonitoringRule): void;
  enable?(rule: MonitoringRule): void;
  disable?(rule: MonitoringRule): void;
  remove?(rule: MonitoringRule): void;
}

export function useRuleColumns(actions: RuleActions): ColumnDef<MonitoringRule>[] {
  const { t, i18n } = useLingui();
  const operations = (rule: MonitoringRule): RowAction[] => {
    const offer = (label: string, handler?: (rule: MonitoringRule) => void, palette?: 'red' | 'orange') =>
      handler ? [{ label, run: () => handler(rule), palette }] : [];
    return [
      ...offer(t`Edit`, actions.edit),
      ...(rule.enabled ? offer(t`Disable`, actions.disable, 'orange') : offer(t`Enable`, actions.enable)),
      ...offer(t`Delete`, actions.remove, 'red'),
    ];
  };
  const condition = (rule: MonitoringRule) => {
    const metric = i18n._(metricLabels[rule.metric]);
    const value = formatMetricValue(rule.metric, rule.threshold);
    const times = rule.times ?? 1;
    return t`${metric} ${operatorSymbols[rule.operator]} ${value}, ${plural(times, { one: 'once', other: '# times in a row' })} (${rule.period} min)`;
  };
  return [
    { accessorKey: 'name', header: t`Rule name` },
    { id: 'domains', header: t`Watched domains`, accessorFn: (rule) => rule.domains.join(', ') },
    { id: 'condition', header: t`Condition`, accessorFn: condition },
    { id: 'groups', header: t`Contact groups`, accessorFn: (rule) => rule.groups.map((g) => g.name).join(', ') },
    {
      id: 'channels',
      header: t`Notify by`,
      accessorFn: (rule) => (rule.channels ?? []).map((channel) => i18n._(channelLabels[channel])).join(', '),
    },
    {
      id: 'enabled',
      header: t`Status`,
      accessorFn: (rule) => (rule.enabled ? t`Enabled` : t`Disabled`),
      cell: (c) => (
        <Badge colorPalette={c.row.original.enabled ? 'green' : 'gray'}>
          {c.row.original.enabled ? t`Enabled` : t`Disabled`}
        </Badge>
      ),
    },
    { accessorKey: 'updateTime', header: t`Updated`, cell: (c) => c.row.original.updateTime ?? '-' },
    {
      id: 'operations',
      header: t`Operations`,
      meta: { operations: true },
      cell: (c) => <RowActions actions={operations(c.row.original)} />,
    },
  ];
}
