import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ApiError } from '../api/api-error';
import { ErrorAlert } from './ErrorAlert';
import { Toaster } from './ui/toaster';

const refusal = new ApiError('business', 'listDomains', {
  status: 200,
  code: '1',
  serverMessage: '系统繁忙，请稍后再试',
});

describe('ErrorAlert', () => {
  it("shows the server's message and retries on request", async () => {
    const retry = vi.fn();
    await renderWithProviders(<ErrorAlert error={refusal} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry where the caller cannot retry', async () => {
    await renderWithProviders(<ErrorAlert error={refusal} />);
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('copies the operation, code and message, and says so', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <ErrorAlert error={refusal} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '复制详情' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('operation: listDomains');
    expect(copied).toContain('code: "1"');
    expect(copied).toContain('message: 系统繁忙，请稍后再试');
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });
});
