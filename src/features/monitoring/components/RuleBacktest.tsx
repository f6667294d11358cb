// The alert rule backtest, inside the rule form: the metric the rule watches over the last 7 days of its
// domains, the threshold as a line and each time the rule would have alerted (rules/backtest.ts). It follows
// the form as it changes, the threshold and domains after a pause in typing, and never blocks the save.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { ErrorAlert } from '@/components/ErrorAlert';
import { StaleCodeBoundary } from '@/components/release/StaleCodeBoundary';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { backtestTrafficQuery } from '../api/backtest-queries';
import { canBacktest } from '../rules/backtest';
import { metricLabels } from '../rules/metrics';
import type { RuleFormValues } from '../rules/rule-form';

// The chart comes with the first backtest shown, not with the alert rules screen.
const BacktestResult = lazy(() => import('./BacktestResult').then((m) => ({ default: m.BacktestResult })));

interface Props {
  account: string;
  control: Control<RuleFormValues>;
}

export function RuleBacktest({ account, control }: Props) {
  const { t, i18n } = useLingui();
  const [metric, operator, threshold, period, times, domains] = useWatch({
    control,
    name: ['metric', 'operator', 'threshold', 'period', 'times', 'domains'],
  });
  const settledThreshold = useDebouncedValue(threshold);
  const settledDomains = useDebouncedValue([...domains].sort().join(','));
  // The 7 days end when the dialog opened, so every change of the form reads the same cached answer.
  const [now] = useState(() => new Date());
  const watched = settledDomains ? settledDomains.split(',') : [];
  const readable = canBacktest(metric);
  const traffic = useQuery({
    ...backtestTrafficQuery(watched, account, now),
    enabled: readable && watched.length > 0,
  });
  const label = i18n._(metricLabels[metric]);

  let body;
  if (!readable) {
    body = (
      <Text color="fg.muted">{t`The portal cannot read the ${label} of a domain over time, so this rule cannot be tried on the last 7 days. Bandwidth and traffic rules can.`}</Text>
    );
  } else if (watched.length === 0) {
    body = (
      <Text color="fg.muted">{t`Choose a domain to see how this rule would have behaved over the last 7 days.`}</Text>
    );
  } else if (traffic.isError) {
    body = (
      <ErrorAlert
        error={traffic.error}
        title={t`The last 7 days could not be read`}
        onRetry={() => void traffic.refetch()}
      />
    );
  } else if (traffic.isPending) {
    body = <Text color="fg.muted">{t`Loading…`}</Text>;
  } else if (traffic.data[metric === 'flow' ? 'flow' : 'bandwidth'].length === 0) {
    body = <Text color="fg.muted">{t`These domains had no traffic in the last 7 days.`}</Text>;
  } else {
    body = (
      // Its code gone with a release, the chart alone gives way to the notice: the rule form keeps what was typed.
      <StaleCodeBoundary>
        <Suspense fallback={<Text color="fg.muted">{t`Loading…`}</Text>}>
          <BacktestResult
            samples={traffic.data[metric === 'flow' ? 'flow' : 'bandwidth']}
            metric={metric}
            operator={operator}
            threshold={settledThreshold}
            period={period}
            times={times}
          />
        </Suspense>
      </StaleCodeBoundary>
    );
  }

  return (
    <Box as="section" aria-labelledby="rule-backtest-title" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2" data-testid="rule-backtest">
        <Heading as="h3" size="sm" id="rule-backtest-title">{t`Backtest: the last 7 days`}</Heading>
        {body}
      </Stack>
    </Box>
  );
}
