// /cdn/linesinfo: the account's lines. The chosen line's outgoing and incoming bandwidth in real time, the
// 5-minute usage of every line, the SD-WAN links and the line areas. Each part loads and fails on its own,
// so one refused call leaves the rest of the page usable. Line, period and area filter live in the URL.
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '@/api/session';
import { QueryFrame } from '@/components/query/QueryFrame';
import { useListSearch } from '@/components/list/use-list-search';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import { lineOptionsQuery } from '../api/line-queries';
import { LineAreasList } from '../components/LineAreasList';
import { LineBandwidthChart } from '../components/LineBandwidthChart';
import { LineSelect } from '../components/LineSelect';
import { LineUsageTable } from '../components/LineUsageTable';
import { SdwanTable } from '../components/SdwanTable';
import { chosenLine, isLive, linePeriod } from '../rules/line-query';
import { LINE_PRESETS } from '../search';
import { useClock } from '../useClock';

const route = getRouteApi('/_app/cdn/linesinfo');

export function LinesInfoPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { search, setFilters } = useListSearch(route);
  const options = useQuery(lineOptionsQuery(user.account));
  const lineCode = chosenLine(options.data, search.line);
  const live = isLive(search);
  const now = useClock(live);
  const period = useMemo(() => linePeriod(search, now), [search, now]);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Lines info`}</Heading>
      <HStack gap="3" wrap="wrap" align="start">
        <LineSelect lines={options.data?.lineList ?? []} value={lineCode} onChange={(line) => setFilters({ line })} />
        <TimeRangePicker value={search} onChange={setFilters} presets={LINE_PRESETS} />
      </HStack>
      <Heading as="h2" size="md">{t`Real-time bandwidth`}</Heading>
      <QueryFrame query={options}>
        {() =>
          lineCode ? (
            <LineBandwidthChart account={user.account} lineCode={lineCode} period={period} live={live} />
          ) : (
            <Text color="fg.muted">{t`This account has no line.`}</Text>
          )
        }
      </QueryFrame>
      <Heading as="h2" size="md">{t`5-minute line usage`}</Heading>
      <LineUsageTable account={user.account} period={period} />
      <Heading as="h2" size="md">{t`SD-WAN links`}</Heading>
      <SdwanTable account={user.account} period={period} live={live} />
      <Heading as="h2" size="md">{t`Line areas`}</Heading>
      <LineAreasList filter={search.area} onFilterChange={(area) => setFilters({ area })} />
    </Stack>
  );
}
