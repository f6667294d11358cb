// The SD-WAN links of the account: both ends, state, current bandwidth, latency and loss.
import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@/components/table/column-def';
import type { ApiData } from '@/api/call';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { formatBandwidth } from '@/lib/units';
import { sdwanQuery } from '../api/line-queries';
import { isNoSdwanSubscription } from '../rules/sdwan-subscription';

type Link = NonNullable<ApiData<'getSdwanLineData'>>[number];

const palette = { up: 'green', degraded: 'orange', down: 'red' } as const;

interface Props {
  account: string;
  period: { startTime: string; endTime: string };
  live: boolean;
}

export function SdwanTable({ account, period, live }: Props) {
  const { t } = useLingui();
  const links = useQuery(sdwanQuery(account, period, live));
  if (isNoSdwanSubscription(links.error)) {
    return (
      <Text color="fg.muted" data-testid="sdwan-not-subscribed">
        {t`This account has no SD-WAN line.`}
      </Text>
    );
  }
  const states = { up: t`Up`, degraded: t`Degraded`, down: t`Down` };
  const columns: ColumnDef<Link>[] = [
    { id: 'lineName', header: t`Link`, accessorKey: 'lineName' },
    { id: 'sites', header: t`Sites`, accessorFn: (row) => `${row.siteA ?? '-'} ↔ ${row.siteB ?? '-'}` },
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row }) => <Badge colorPalette={palette[row.original.status]}>{states[row.original.status]}</Badge>,
      meta: { csv: (row) => states[row.status] },
    },
    {
      id: 'outgoing',
      header: t`Outgoing bandwidth`,
      accessorFn: (row) => formatBandwidth(row.outgoingBandWidth),
      meta: { numeric: true },
    },
    {
      id: 'incoming',
      header: t`Incoming bandwidth`,
      accessorFn: (row) => formatBandwidth(row.incomingBandWidth),
      meta: { numeric: true },
    },
    { id: 'latency', header: t`Latency (ms)`, accessorFn: (row) => row.latency ?? '-', meta: { numeric: true } },
    {
      id: 'packetLoss',
      header: t`Packet loss (%)`,
      accessorFn: (row) => row.packetLoss ?? '-',
      meta: { numeric: true },
    },
    { id: 'updateTime', header: t`Updated`, accessorFn: (row) => row.updateTime ?? '-' },
  ];
  return (
    <QueryFrame query={links} loadingHeight="40">
      {(data) => (
        <DataTable
          label={t`SD-WAN links`}
          columns={columns}
          rows={data}
          rowId={(row) => row.lineCode}
          rowTestId={(row) => `sdwan-${row.lineCode}`}
          empty={t`No SD-WAN link`}
        />
      )}
    </QueryFrame>
  );
}
