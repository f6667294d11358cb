// The rule table's condition reads as a sentence in both languages: one period is "once", not "1 times".
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleData } from '@tests/page-harness';
import { renderWithProviders } from '@tests/render';
import type { Language } from '@/api/language';
import type { MonitoringRule } from '../types';
import { useRuleColumns } from './rule-columns';

function exampleRule(): MonitoringRule {
  const [rule] = exampleData('listMonitoringRules') as MonitoringRule[];
  if (!rule) throw new Error('the contract has no alert rule example');
  return rule;
}

function Condition({ rule }: { rule: MonitoringRule }) {
  const column = useRuleColumns({}).find((c) => c.id === 'condition');
  const read = column && 'accessorFn' in column ? column.accessorFn : undefined;
  return <p data-testid="condition">{String(read?.(rule, 0))}</p>;
}

async function conditionOf(times: number, language: Language) {
  await renderWithProviders(
    <Condition rule={{ ...exampleRule(), times, metric: 'bandwidth', operator: 'gt', period: 5 }} />,
    {
      language,
    },
  );
  return screen.getByTestId('condition').textContent;
}

describe('alert rule condition', () => {
  it.each([
    [1, 'en', /, once \(5 min\)$/],
    [3, 'en', /, 3 times in a row \(5 min\)$/],
    [1, 'zh', /，连续 1 个周期（每周期 5 分钟）$/],
  ] as const)('counts %i period(s) in %s', async (times, language, expected) => {
    expect(await conditionOf(times, language)).toMatch(expected);
  });
});
