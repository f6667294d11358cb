// The host overview's figures: all hosts, virtual servers, dedicated servers, running and stopped.
import { HStack } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '@/api/call';

export function HostCountCards({ count }: { count: ApiData<'countHosts'> }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Hosts`, value: count.total },
    { label: t`Virtual servers`, value: count.vps },
    { label: t`Dedicated servers`, value: count.server },
    { label: t({ message: 'Running', context: 'a host that is up' }), value: count.running },
    { label: t`Stopped`, value: count.stopped },
  ];
  return (
    <HStack gap="4" wrap="wrap" data-testid="host-count">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" rounded="md" p="3" minW="36" flex="1">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value ?? '-'}</Stat.ValueText>
        </Stat.Root>
      ))}
    </HStack>
  );
}
