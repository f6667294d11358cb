// The login screen through its route: the language can be chosen before signing in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { AUTO_LOGIN_COUNTER_KEY } from './login-rules';

const submitButton = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

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

  it('keeps the submit button busy while automatic login runs, and frees it when the answer comes', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const page = await renderRoute('/newlogin', {
      user: null,
      api: { autoLogin: 'noSession' },
      hold: { autoLogin: held },
    });
    await waitFor(() => expect(page.sentTo('autoLogin')).toHaveLength(1));
    expect(submitButton(page.container)).toBeDisabled();
    answer();
    await waitFor(() => expect(submitButton(page.container)).toBeEnabled());
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('opened again in the same tab, tries no automatic login and leaves the button free', async () => {
    sessionStorage.setItem(AUTO_LOGIN_COUNTER_KEY, '1');
    const page = await renderRoute('/newlogin', { user: null, api: { autoLogin: 'noSession' } });
    expect(submitButton(page.container)).toBeEnabled();
    // The opening has been counted: the page has decided about automatic login.
    await waitFor(() => expect(sessionStorage.getItem(AUTO_LOGIN_COUNTER_KEY)).toBe('2'));
    expect(page.sentTo('autoLogin')).toHaveLength(0);
    expect(submitButton(page.container)).toBeEnabled();
  });

  it('puts the focus in the username field', async () => {
    await renderRoute('/newlogin', { user: null, api: { autoLogin: 'noSession' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '用户名' })).toHaveFocus());
  });

  it('leaves the focus where the customer put it before the first frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    await renderRoute('/newlogin', { user: null, api: { autoLogin: 'noSession' } });
    const password = screen.getByLabelText('密码');
    password.focus();
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(password).toHaveFocus();
    await userEvent.keyboard('secret');
    expect(password).toHaveValue('secret');
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('');
  });
});
