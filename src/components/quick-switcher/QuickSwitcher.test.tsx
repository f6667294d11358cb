// The quick switcher through the signed-in layout, against the remembering mock's domain and certificate lists
// (the certificates of the user's own account: the customer's, where a test finds one by a domain it covers):
// opened by Ctrl-K or the header button, worked with the keyboard, jumping with filters set.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

const options = () => screen.getAllByRole('option').map((option) => option.querySelector('p')?.textContent);

describe('quick switcher', () => {
  it('opens with Ctrl-K and jumps to a domain with the domain list filtered to it', async () => {
    const page = await renderRoute('/CMonit/alertContact', { user: 'customer' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: '前往页面、域名或证书' });
    expect(box).toHaveFocus();
    await fill(box, 'vod.');
    // The domains first, then the certificate whose subject is that domain.
    await waitFor(() => expect(options()).toEqual(['vod.xinghe-video.com', 'hd-vod.xinghe-video.com', '点播证书']));
    const listbox = screen.getByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(page.href()).toBe('/cdn/domain?name=vod.xinghe-video.com'));
    expect(await screen.findByRole('heading', { name: '域名管理', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '前往页面、域名或证书' })).not.toBeInTheDocument();
  });

  it('keeps the option the user moved to when the domains arrive and rank above it', async () => {
    let answerDomains = () => {};
    const domains = new Promise<void>((resolve) => (answerDomains = resolve));
    const page = await renderRoute('/CMonit/alertContact', { user: 'customer', hold: { listDomains: domains } });
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await fill(box, 'vod.');
    // The certificates have come, the domains not yet: the list says it is still looking, not that nothing matches.
    await waitFor(() => expect(options()).toEqual(['点播证书']));
    expect(screen.getByRole('status')).toHaveTextContent('正在查找您的域名和证书…');
    await userEvent.keyboard('{ArrowDown}');
    answerDomains();
    await waitFor(() => expect(options()).toEqual(['vod.xinghe-video.com', 'hd-vod.xinghe-video.com', '点播证书']));
    expect(screen.queryByText('正在查找您的域名和证书…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.search().name).toBe('点播证书'));
  });

  it('finds screens in English from the header button and closes with Esc', async () => {
    const page = await renderRoute('/CMonit/alertContact', { user: 'superadmin', language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: /Go to…/ }));
    const box = await screen.findByRole('combobox');
    await fill(box, 'alert');
    await waitFor(() => expect(options()[0]).toBe('Alert rules'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    expect(page.href()).toBe('/CMonit/alertContact');

    await userEvent.click(screen.getByRole('button', { name: /Go to…/ }));
    await userEvent.type(await screen.findByRole('combobox'), 'alert rules{Enter}');
    await waitFor(() => expect(page.href()).toBe('/CMonit/alertRules'));
  });

  it('offers only what the user may open and read', async () => {
    const page = await renderRoute('/page/certificateUpload', { user: 'subAccount' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    // Nothing typed: the screens the sub-account may open, nothing of the CDN section.
    await waitFor(() => expect(options()).toEqual(['证书管理', '个人设置', '账单']));
    expect(page.sentTo('listDomains')).toHaveLength(0);
    // The sub-account's own image certificate, not the customer account's.
    await fill(box, '图片');
    await waitFor(() => expect(options()).toEqual(['华东图片证书']));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.search().name).toBe('华东图片证书'));
    expect(page.href()).toContain('/page/certificateUpload');
  });

  it('still finds screens when the domains cannot be read, and says so', async () => {
    await renderRoute('/CMonit/alertContact', { user: 'superadmin', api: { listDomains: 'serverBusy' } });
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    expect(await screen.findByText('部分域名或证书未能加载。')).toBeInTheDocument();
    await fill(box, 'xyz-nothing');
    expect(within(screen.getByRole('dialog')).getByText('没有与“xyz-nothing”匹配的结果')).toBeInTheDocument();
    await userEvent.clear(box);
    await fill(box, '告警');
    await waitFor(() => expect(options()).toContain('告警规则'));
  });
});
