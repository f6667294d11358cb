// Step 5: everything chosen, readable, before it is sent.
import { DataList, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { toConfig } from '../../rules/domain-body';
import { protocolLabels, scopeLabels, typeLabels } from '../domain-labels';
import type { StepProps } from './step-props';

export function PreviewStep({ form }: StepProps) {
  const { t, i18n } = useLingui();
  const values = useWatch({ control: form.control }) as Parameters<typeof toConfig>[0];
  const c = toConfig(values);
  const named = (labels: Record<string, { id: string }>, v: string | undefined) =>
    v && labels[v] ? i18n._(labels[v]) : (v ?? '');
  const rows: [string, string][] = [
    [t`Domain name`, c.name ?? ''],
    [t`Type`, named(typeLabels, values.type)],
    [t`Scope`, named(scopeLabels, c.scope)],
    [t`ICP number`, c.icp ?? ''],
    [t`Origins`, (c.origins ?? []).map((o) => `${o.address}:${o.port} (${o.priority}, ${o.weight})`).join('; ')],
    [t`Back host`, c.backhost ?? ''],
    [t`Back protocol`, named(protocolLabels, c.protocol)],
    [t`Back directory`, c.backDirectory ?? ''],
    [t`Test URL`, c.testUrl ?? ''],
    [t`Cache rules`, (c.cacheStrategies ?? []).map((r) => `${r.matchType} ${r.path} ${r.time} ${r.unit}`).join('; ')],
    [t`Ignore URL parameters when caching`, c.ignoreParams ? t`Yes` : t`No`],
    [t`Response headers`, (c.headers ?? []).map((h) => `${h.name}: ${h.value}`).join('; ') || '—'],
    [t`Referer list`, `${c.refererType}: ${(c.refererList ?? []).join(', ')}`],
    [t`IP list`, `${c.ipType}: ${(c.ipList ?? []).join(', ')}`],
    [t`User-Agent list`, `${c.uaType}: ${(c.uaList ?? []).join(', ')}`],
    [t`URL authentication`, c.urlAuth?.enabled ? `${c.urlAuth.type} · ${c.urlAuth.validSeconds}s` : t`Off`],
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
