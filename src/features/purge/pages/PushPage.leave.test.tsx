// Leaving the push screen with URLs typed and not sent asks first; with nothing unsent it does not.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { backgroundJobs } from '@/components/jobs/background-jobs';

afterEach(() => {
  backgroundJobs.clearEnded();
  backgroundJobs.list().forEach((job) => backgroundJobs.dismiss(job.id));
});

const typed = 'https://cdn.xinghe-video.com/a.js';
const box = () => screen.getByRole('textbox');
const menuLink = (name: string) => within(screen.getByRole('navigation', { name: 'CDN' })).getByRole('link', { name });
const question = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });
const type = async () => {
  await userEvent.click(box());
  await userEvent.paste(typed);
};

describe('leaving the push screen', () => {
  it('asks before a menu link drops typed URLs: Cancel stays with them, Leave goes', async () => {
    const page = await renderRoute('/cdn/newurlPush', { language: 'en' });
    await screen.findByTestId('push-hints');
    await type();
    await userEvent.click(menuLink('Log download'));
    const ask = within(await question());
    expect(ask.getByText('What you entered will be lost.')).toBeInTheDocument();
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box()).toHaveValue(typed);
    expect(page.router.state.location.pathname).toBe('/cdn/newurlPush');

    await userEvent.click(menuLink('Log download'));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/cdn/newlog'));
  });

  it("asks in the customer's language, and not with nothing typed", async () => {
    const page = await renderRoute('/cdn/newurlPush', { language: 'zh' });
    await screen.findByTestId('push-hints');
    await userEvent.click(menuLink('目录刷新'));
    expect(await screen.findByRole('heading', { name: '目录刷新' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await type();
    await userEvent.click(menuLink('URL 刷新'));
    const ask = within(await screen.findByRole('alertdialog', { name: '确定不保存并离开？' }));
    expect(ask.getByText('填写的内容将会丢失。')).toBeInTheDocument();
    await userEvent.click(ask.getByRole('button', { name: '离开' }));
    expect(await screen.findByRole('heading', { name: 'URL 刷新' })).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/cdn/newurlPush');
  });

  it('does not ask once the URLs are sent', async () => {
    const page = await renderRoute('/cdn/newurlPush', { language: 'en' });
    await screen.findByTestId('push-hints');
    await type();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(box()).toHaveValue(''));
    await userEvent.click(menuLink('Log download'));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/cdn/newlog'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
