import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ApiError } from '@/api/api-error';
import { activateLanguage, i18n } from '@/api/i18n';
import { system } from '@/app/theme';
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

/** Draws the frame in the portal's providers, drawn again within the same ones: the frame keeps what it holds. */
const drawn = async () => {
  await activateLanguage('en');
  return (state: Partial<FramedQuery<string[]>>) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{frame(state)}</I18nProvider>
    </ChakraProvider>
  );
};

describe('QueryFrame', () => {
  it('shows a skeleton while the read loads, then the result', async () => {
    const draw = await drawn();
    const view = render(draw({ isPending: true }));
    expect(screen.getByTestId('query-loading')).toBeInTheDocument();
    view.rerender(draw({ data: ['a.com'] }));
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

describe('QueryFrame between two answers', () => {
  it('keeps the last answer, marked as updating, while the next read is pending', async () => {
    const draw = await drawn();
    const view = render(draw({ data: ['a.com'] }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    view.rerender(draw({ data: undefined, isPending: true }));
    expect(screen.getByText('a.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Updating…');
    expect(screen.getByText('a.com').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('query-loading')).not.toBeInTheDocument();
    view.rerender(draw({ data: ['b.com'] }));
    expect(screen.getByText('b.com')).toBeInTheDocument();
    expect(screen.queryByText('a.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("marks a query's own placeholder answer as updating", async () => {
    const draw = await drawn();
    render(draw({ data: ['a.com'], isPlaceholderData: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Updating…');
  });

  it('keeps nothing past a failure: the next pending read shows the skeleton', async () => {
    const draw = await drawn();
    const view = render(draw({ data: ['a.com'] }));
    view.rerender(draw({ data: ['a.com'], isError: true, error: new Error('down') }));
    view.rerender(draw({ data: undefined, isPending: true }));
    expect(screen.getByTestId('query-loading')).toBeInTheDocument();
    expect(screen.queryByText('a.com')).not.toBeInTheDocument();
  });
});
