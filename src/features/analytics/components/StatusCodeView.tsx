// Status codes by class (1xx–5xx and other) of the analysis screens, with the hourly database curves on the
// online screen.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { analysisQuery } from '../api/analytics-queries';
import { QueryFrame } from '@/components/query/QueryFrame';
import { hasForms } from '../api/form-queries';
import { DbCurvePanel } from './DbCurvePanel';
import { StatusCodeFormPanels } from './StatusCodeFormPanels';
import { StatusCodeBreakdown } from './StatusCodeBreakdown';
import { exportName, type ViewProps } from './view-props';

export function StatusCodeView({ source, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('statusCode', source, 'request', filter));
  return (
    <Stack gap="6">
      <QueryFrame query={query}>
        {(data) => <StatusCodeBreakdown curves={data} pie={data.listBT} name={exportName('status-codes', filter)} />}
      </QueryFrame>
      {hasForms(source) && <StatusCodeFormPanels source={source} filter={filter} />}
      {source === 'online' && (
        <>
          <DbCurvePanel call="getStatusCodeDb" filter={filter} title={t`Status classes by hour`} kind="count" />
          <DbCurvePanel
            call="getSourceStatusCodeDb"
            filter={filter}
            title={t`Back-to-origin status classes by hour`}
            kind="count"
          />
        </>
      )}
    </Stack>
  );
}
