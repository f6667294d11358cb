// Floor (b) of the signed-in screens: the portal's stack (React, Chakra, TanStack Router and Query) rendering,
// after one fetch, two time-series charts of 288 points (a day in 5-minute steps) with chart.js: what
// /cdn/newoverview shows, with nothing of the portal. In the portal's default language, as the portal is
// measured in it (benchmarks/floors/stack/main.tsx).
import { Box, ChakraProvider, defaultSystem, Heading, Stack } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { createRoot } from 'react-dom/client';

Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip, Legend);

interface Traffic {
  times: number[];
  bandwidth: number[];
  requests: number[];
}

const trafficQuery = queryOptions({
  queryKey: ['traffic'],
  queryFn: (): Promise<Traffic> => fetch('/data/traffic.json').then((response) => response.json()),
});

function Series({ label, times, values }: { label: string; times: number[]; values: number[] }) {
  return (
    <Box h="64">
      <Line
        aria-label={label}
        options={{ maintainAspectRatio: false, animation: false, scales: { x: { type: 'linear' } } }}
        data={{
          datasets: [{ label, data: times.map((x, i) => ({ x, y: values[i] ?? 0 })), pointRadius: 0, fill: true }],
        }}
      />
    </Box>
  );
}

function Overview() {
  const { data } = useSuspenseQuery(trafficQuery);
  return (
    <Stack p="6" gap="4">
      <Heading as="h1" size="lg">
        概览
      </Heading>
      <Series label="带宽" times={data.times} values={data.bandwidth} />
      <Series label="请求数" times={data.times} values={data.requests} />
    </Stack>
  );
}

const queryClient = new QueryClient();
const rootRoute = createRootRoute({ component: Outlet });
const overviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/overview',
  loader: () => queryClient.ensureQueryData(trafficQuery),
  component: Overview,
});
const router = createRouter({ routeTree: rootRoute.addChildren([overviewRoute]) });

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ChakraProvider>,
);
