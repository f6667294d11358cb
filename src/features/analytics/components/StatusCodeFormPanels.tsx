// The pie (BT) and top (TB) forms of the status codes under the status-code view (001 §5): the share of each
// class as the pie call sends it, and the classes ranked by their requests as the top call's curves sum them.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formQuery, type FormSource } from '../api/form-queries';
import type { AnalysisFilter } from '../rules/analysis-filter';
import { statusShare, type StatusShare } from '../rules/status-codes';
import { SharePanel } from './SharePanel';
import { exportName } from './view-props';

export function StatusCodeFormPanels({ source, filter }: { source: FormSource; filter: AnalysisFilter }) {
  const { t } = useLingui();
  const pie = useQuery(formQuery('statusCodePie', source, filter));
  const top = useQuery(formQuery('statusCodeTop', source, filter));
  const named = (rows: StatusShare[]) =>
    rows.map((row) => ({ ...row, name: row.name === 'other' ? t`Other` : row.name }));
  return (
    <Stack gap="6">
      <SharePanel
        testId="status-code-pie"
        title={t`Status class share (pie form)`}
        query={pie}
        rows={(data) => named(statusShare(data, data.listBT))}
        csvName={exportName('status-code-pie', filter)}
      />
      <SharePanel
        testId="status-code-top"
        title={t`Status classes ranked (top form)`}
        query={top}
        variant="bar"
        rows={(data) => named(statusShare(data).sort((a, b) => b.count - a.count))}
        csvName={exportName('status-code-top', filter)}
      />
    </Stack>
  );
}
