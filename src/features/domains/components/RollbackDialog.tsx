// Before a rollback: the chosen version against the configuration in effect, side by side by section, then
// the rollback itself (the version's configuration sent with updateDomain; see the contract's getDomain).
import { Alert, Box, Button, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '@/api/call';
import { describeError } from '@/api/error-messages';
import { useUpdateDomain } from '../api/domain-mutations';
import { domainConfigQuery, type DomainRow } from '../api/domain-queries';
import { configDiff, type DiffSection } from '../rules/config-diff';
import { fromDetail, toConfig } from '../rules/domain-body';
import { InfoDialog } from '@/components/InfoDialog';

interface Props {
  row: DomainRow;
  version: ApiData<'listDomainHistoryVersions'>[number];
  onBack(): void;
  onClose(): void;
}

export function RollbackDialog({ row, version, onBack, onClose }: Props) {
  const { t, i18n } = useLingui();
  const current = useQuery({ ...domainConfigQuery(row.id), throwOnError: false });
  const chosen = useQuery({ ...domainConfigQuery(version.id), throwOnError: false });
  const rollback = useUpdateDomain();
  const sections: Record<DiffSection, string> = {
    settings: t`Settings`,
    origins: t`Origins`,
    cache: t`Cache rules`,
    access: t`Access lists`,
  };
  const failure = current.error ?? chosen.error ?? rollback.error;
  const diff = current.data && chosen.data ? configDiff(current.data, chosen.data, i18n) : undefined;
  const identical = diff?.length === 0;
  const confirm = () => {
    if (!chosen.data) return;
    const body = { ...toConfig(fromDetail(chosen.data)), id: row.id, type: row.type, name: row.name };
    rollback.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <InfoDialog
      title={t`Roll ${row.name} back to v${version.version}`}
      onClose={onClose}
      footer={
        // A version identical to the configuration in effect has nothing to roll back: only Close stays.
        identical ? undefined : (
          <>
            <Button variant="outline" onClick={onBack}>{t`Back`}</Button>
            <Button colorPalette="red" disabled={!diff} loading={rollback.isPending} onClick={confirm}>
              {t`Roll back`}
            </Button>
          </>
        )
      }
    >
      {failure !== null && failure !== undefined && (
        <Alert.Root status="error" data-testid="rollback-refusal" mb="3">
          <Alert.Indicator />
          <Alert.Title>{describeError(i18n, failure)}</Alert.Title>
        </Alert.Root>
      )}
      {!diff && !failure && <Spinner />}
      {identical && (
        <Text data-testid="rollback-identical">{t`This version is identical to the configuration in effect: there is nothing to roll back.`}</Text>
      )}
      <Stack gap="4">
        {diff?.map((part) => (
          <Box key={part.section} data-testid={`diff-${part.section}`}>
            <Heading size="sm" mb="1">
              {sections[part.section]}
            </Heading>
            <SimpleGrid columns={2} gap="3" fontFamily="mono" fontSize="xs">
              <Box bg="red.subtle" p="2" aria-label={t`In effect now`}>
                <Text fontWeight="bold">{t`In effect now`}</Text>
                {part.removed.map((line) => (
                  <Text key={line}>- {line}</Text>
                ))}
              </Box>
              <Box bg="green.subtle" p="2" aria-label={t`After the rollback`}>
                <Text fontWeight="bold">{t`After the rollback`}</Text>
                {part.added.map((line) => (
                  <Text key={line}>+ {line}</Text>
                ))}
              </Box>
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </InfoDialog>
  );
}
