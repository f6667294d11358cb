// The pager under a list: the page links with the current one marked, previous and next, the page size.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { Pager } from './Pager';

function renderPager(page: number, total: number) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const view = renderWithProviders(
    <Pager
      total={total}
      page={page}
      pageSize={10}
      onPageChange={onPageChange}
      pageSizes={[10, 20, 50]}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return view.then(() => ({ onPageChange, onPageSizeChange }));
}

describe('pager', () => {
  it('shows the total and no page links when everything fits on one page', async () => {
    await renderPager(1, 10);
    expect(screen.getByText('共 10 条')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('links the first, the last and the pages around the current one, the current one marked', async () => {
    await renderPager(5, 100);
    const pages = within(screen.getByRole('navigation', { name: '分页' }));
    const links = pages.getAllByRole('button').map((button) => button.textContent);
    expect(links).toEqual(['‹', '1', '4', '5', '6', '10', '›']);
    expect(pages.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('button', { name: '第 4 页' })).not.toHaveAttribute('aria-current');
    expect(pages.getByRole('button', { name: '最后一页，第 10 页' })).toBeInTheDocument();
  });

  it('goes to a page, the previous and the next one, and not to the current one', async () => {
    const { onPageChange } = await renderPager(5, 100);
    await userEvent.click(screen.getByRole('button', { name: '第 6 页' }));
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '第 5 页' }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [6]]);
  });

  it('cannot go before the first page or after the last', async () => {
    await renderPager(1, 25);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    await renderPager(3, 25);
    expect(screen.getAllByRole('button', { name: '下一页' }).at(-1)).toBeDisabled();
  });

  it('names the page links in the language shown', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(<Pager total={100} page={1} pageSize={10} onPageChange={onPageChange} />, {
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'last page, page 10' })).toBeInTheDocument();
  });

  it('changes the page size', async () => {
    const { onPageSizeChange } = await renderPager(1, 100);
    await userEvent.selectOptions(screen.getByLabelText('每页条数'), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
