import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ApiError } from '@/api/api-error';
import { QueryFrame, type FramedQuery } from './QueryFrame';

const query = (state: Partial<FramedQuery<string[]>>): FramedQuery<string[]> => ({
  data: undefined,
  error: null,
  isError: false,
  isPending: false,
  refetch: vi.fn(),
  ...state,
});

const frame = (state: Partial<FramedQuery<string[]>>) => (
  <QueryFrame query={query(state)} isEmpty={(rows) => rows.length === 0} empty="No rows">
    {(rows) => (
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    )}
  </QueryFrame>
);

describe('QueryFrame', () => {
  it('shows a skeleton while the read loads, then the result', async () => {
    const view = await renderWithProviders(frame({ isPending: true }), { language: 'en' });
    expect(screen.getByTestId('query-loading')).toBeInTheDocument();
    view.rerender(frame({ data: ['a.com'] }));
    expect(screen.getByText('a.com')).toBeInTheDocument();
    expect(screen.queryByTestId('query-loading')).not.toBeInTheDocument();
  });

  it('shows the empty state when the answer has nothing', async () => {
    await renderWithProviders(frame({ data: [] }), { language: 'en' });
    expect(screen.getByText('No rows')).toBeInTheDocument();
  });

  it("shows the failure with Try again instead of the cache's previous answer", async () => {
    const refetch = vi.fn();
    const error = new ApiError('business', 'searchDomains', { code: '500', serverMessage: '系统繁忙，请稍后再试' });
    await renderWithProviders(frame({ data: ['stale.com'], isError: true, error, refetch }), { language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    expect(screen.queryByText('stale.com')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Copy details' })).toBeInTheDocument();
  });
});
