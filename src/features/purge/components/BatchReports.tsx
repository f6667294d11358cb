// One line per push of a long list: accepted, refused with the server's reason, or not sent after a refusal.
import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BatchReport } from '../usePushBatches';

const palette = { waiting: 'gray', sending: 'blue', accepted: 'green', refused: 'red', notSent: 'gray' } as const;

export function BatchReports({ reports }: { reports: readonly BatchReport[] }) {
  const { t } = useLingui();
  if (reports.length === 0) return null;
  const labels = {
    waiting: t`Waiting`,
    sending: t`Sending`,
    accepted: t`Push Success`,
    refused: t`Refused`,
    notSent: t`Not sent`,
  };
  const total = reports.length;
  return (
    <List.Root variant="plain" gap="1" aria-label={t`Pushes`} data-testid="push-reports">
      {reports.map((report, index) => {
        const number = index + 1;
        const count = report.urls.length;
        return (
          <List.Item key={index} data-testid={`push-report-${number}`} aria-live="polite">
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm">{t`Push ${number} of ${total} (${plural(count, { one: '# URL', other: '# URLs' })})`}</Text>
              <Badge colorPalette={palette[report.state]}>{labels[report.state]}</Badge>
              {report.message && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {report.message}
                </Text>
              )}
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
