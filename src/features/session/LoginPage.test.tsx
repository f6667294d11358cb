// The login screen through its route: the language can be chosen before signing in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('switches to English before signing in, and remembers the choice', async () => {
    await renderRoute('/newlogin', { user: null, language: 'zh', api: { autoLogin: 'noSession' } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('客户服务系统');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service system'));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(sessionStorage.getItem('lang')).toContain('en');
  });
});
