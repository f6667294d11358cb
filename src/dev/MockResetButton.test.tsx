import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { MOCK_RESET_PATH, MockResetButton } from './MockResetButton';

describe('MockResetButton', () => {
  it('asks the mock to start again from the examples, then reloads the data', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onReset = vi.fn();
    await renderWithProviders(<MockResetButton onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset mock data' }));
    expect(fetchMock).toHaveBeenCalledWith(MOCK_RESET_PATH, { method: 'POST' });
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('says so when the mock keeps no state, and reloads nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const onReset = vi.fn();
    await renderWithProviders(<MockResetButton onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset mock data' }));
    expect(await screen.findByText(/keeps no state/)).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });
});
