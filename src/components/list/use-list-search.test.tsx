// The list state of a server-paged screen (page, page size, sort, filters) kept in the URL by the hook.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listParam, oneOf, pageParam, pageSizeParam, searchSchema, sortParam, textParam } from '@/lib/search-params';
import { useListSearch } from './use-list-search';

const schema = searchSchema({
  name: textParam(),
  domains: listParam,
  page: pageParam,
  pageSize: pageSizeParam([10, 20]),
  sort: sortParam(['createTime']),
  tab: oneOf(['a', 'b'], 'a'),
});

const root = createRootRoute();
const listRoute = createRoute({
  getParentRoute: () => root,
  path: '/list',
  validateSearch: schema,
  component: function List() {
    const list = useListSearch(listRoute);
    return (
      <>
        <output>{JSON.stringify(list.search)}</output>
        <button onClick={() => list.setFilters({ name: 'cdn', domains: ['a.com'] })}>filter</button>
        <button onClick={() => list.setPage(3)}>page 3</button>
        <button onClick={() => list.setPageSize(20)}>size 20</button>
        <button onClick={() => list.setSort({ id: 'createTime', desc: true })}>sort</button>
        <button onClick={() => list.reset({ tab: list.search.tab })}>reset</button>
      </>
    );
  },
});

async function renderList(url: string) {
  const router = createRouter({
    routeTree: root.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(<RouterProvider router={router} />);
  await act(() => router.load());
  const search = () => router.state.location.search as Record<string, unknown>;
  const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
  return { search, click };
}

describe('useListSearch', () => {
  it('starts new filters at page 1 and keeps the other params', async () => {
    const list = await renderList('/list?page=4&pageSize=20&tab=b');
    await list.click('filter');
    expect(list.search()).toMatchObject({ name: 'cdn', domains: ['a.com'], page: 1, pageSize: 20, tab: 'b' });
  });

  it('changes the page and nothing else', async () => {
    const list = await renderList('/list?name=cdn');
    await list.click('page 3');
    expect(list.search()).toMatchObject({ name: 'cdn', page: 3 });
  });

  it('starts a new page size or sort at page 1', async () => {
    const list = await renderList('/list?page=5');
    await list.click('size 20');
    expect(list.search()).toMatchObject({ pageSize: 20, page: 1 });
    await list.click('page 3');
    await list.click('sort');
    expect(list.search()).toMatchObject({ sort: { id: 'createTime', desc: true }, page: 1 });
  });

  it('resets to the defaults, keeping what the screen names', async () => {
    const list = await renderList('/list?name=cdn&page=2&tab=b');
    await list.click('reset');
    expect(list.search()).toMatchObject({ page: 1, pageSize: 10, tab: 'b' });
    expect(list.search().name).toBeUndefined();
  });
});
