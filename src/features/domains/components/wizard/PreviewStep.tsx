// Step 5: everything chosen, readable, before it is sent.
import { DataList, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { toConfig } from '@/features/domains/rules/domain-body';
import { listModeLabels, matchTypeLabels, priorityLabels, unitLabels } from '../config-labels';
import { protocolLabels, scopeLabels, scopeTitle, typeLabels } from '../domain-labels';
import type { StepProps } from './step-props';

export function PreviewStep({ form }: StepProps) {
  const { t, i18n } = useLingui();
  const values = useWatch({ control: form.control }) as Parameters<typeof toConfig>[0];
  const c = toConfig(values);
  const named = (labels: Record<string, { id: string }>, v: string | undefined) =>
    v && labels[v] ? i18n._(labels[v]) : (v ?? '');
  const origin = (o: NonNullable<typeof c.origins>[number]) =>
    `${o.address}:${o.port} (${named(priorityLabels, o.priority)}, ${t`weight ${o.weight}`})`;
  const cacheRule = (r: NonNullable<typeof c.cacheStrategies>[number]) => {
    const what =
      r.matchType === 'all' ? named(matchTypeLabels, r.matchType) : `${named(matchTypeLabels, r.matchType)} ${r.path}`;
    const time = r.time === 0 ? t`not cached` : `${r.time} ${named(unitLabels, r.unit)}`;
    return `${what} · ${time}`;
  };
  const accessList = (mode: string | undefined, entries: string[] | undefined) =>
    mode === 'none' || !entries?.length
      ? named(listModeLabels, mode ?? 'none')
      : `${named(listModeLabels, mode)}: ${entries.join(', ')}`;
  const rows: [string, string][] = [
    [t`Domain name`, c.name ?? ''],
    [t`Type`, named(typeLabels, values.type)],
    [i18n._(scopeTitle), named(scopeLabels, c.scope)],
    [t`ICP number`, c.icp || '—'],
    [t`Origins`, (c.origins ?? []).map(origin).join('; ')],
    [t`Back host`, c.backhost ?? ''],
    [t`Back protocol`, named(protocolLabels, c.protocol)],
    [t`Back directory`, c.backDirectory ?? ''],
    [t`Test URL`, c.testUrl ?? ''],
    [t`Cache rules`, (c.cacheStrategies ?? []).map(cacheRule).join('; ')],
    [t`Ignore URL parameters when caching`, c.ignoreParams ? t`Yes` : t`No`],
    [t`Response headers`, (c.headers ?? []).map((h) => `${h.name}: ${h.value}`).join('; ') || '—'],
    [t`Referer list`, accessList(c.refererType, c.refererList)],
    [t`IP list`, accessList(c.ipType, c.ipList)],
    [t`User-Agent list`, accessList(c.uaType, c.uaList)],
    [
      t`URL authentication`,
      c.urlAuth?.enabled
        ? t`Type ${c.urlAuth.type} · valid ${plural(c.urlAuth.validSeconds ?? 0, { one: '# second', other: '# seconds' })}`
        : t`Off`,
    ],
    [t`Rewrites`, (c.rewrites ?? []).map((r) => `${r.source} → ${r.target}`).join('; ') || '—'],
  ];
  return (
    <Stack>
      <Text color="fg.muted">{t`Check the configuration before it is sent.`}</Text>
      <DataList.Root orientation="horizontal" size="sm" data-testid="domain-preview">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
