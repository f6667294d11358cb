// Floor (a) of the signed-in screens: the portal's stack (React, Chakra, TanStack Router and Query) rendering,
// after one fetch, a 10-row table under a filter bar: what /cdn/domain shows, with nothing of the portal. In the
// portal's default language, as the portal is measured in it (benchmarks/floors/stack/main.tsx).
import { Badge, Button, ChakraProvider, defaultSystem, Heading, HStack, Input, Stack, Table } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  domain: string;
  cname: string;
  status: string;
  created: string;
}

const rowsQuery = queryOptions({
  queryKey: ['domains'],
  queryFn: (): Promise<Row[]> => fetch('/data/domains.json').then((response) => response.json()),
});

function Domains() {
  const { data } = useSuspenseQuery(rowsQuery);
  const [filter, setFilter] = useState('');
  const rows = data.filter((row) => row.domain.includes(filter));
  return (
    <Stack p="6" gap="4">
      <Heading as="h1" size="lg">
        域名管理
      </Heading>
      <HStack as="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input aria-label="域名" maxW="xs" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <Button type="submit">搜索</Button>
        <Button variant="outline" onClick={() => setFilter('')}>
          重置
        </Button>
      </HStack>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>域名</Table.ColumnHeader>
            <Table.ColumnHeader>CNAME</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>创建时间</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.domain}>
              <Table.Cell>{row.domain}</Table.Cell>
              <Table.Cell>{row.cname}</Table.Cell>
              <Table.Cell>
                <Badge>{row.status}</Badge>
              </Table.Cell>
              <Table.Cell>{row.created}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

const queryClient = new QueryClient();
const rootRoute = createRootRoute({ component: Outlet });
const domainsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/domains',
  loader: () => queryClient.ensureQueryData(rowsQuery),
  component: Domains,
});
const router = createRouter({ routeTree: rootRoute.addChildren([domainsRoute]) });

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ChakraProvider>,
);
