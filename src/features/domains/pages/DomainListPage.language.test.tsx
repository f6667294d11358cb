// The domain list follows a language switch at once: the cells worded from the row's values (type, scope,
// back protocol, status) as well as the headers, without a reload.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { switchLanguage } from '@tests/switch-language';

const row = async (id: number) => within(await screen.findByTestId(`domain-${id}`));

describe('domain list in a language switched while it is open', () => {
  it('words its cells in English after the switch and in Chinese after switching back', async () => {
    await renderRoute('/cdn/domain', { user: 'superadmin', language: 'zh' });
    const zh = ['下载', '中国大陆', '协议跟随'];
    const en = ['Download', 'Mainland China', 'Match client'];
    for (const text of zh) expect((await row(50101)).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '类型' })).toBeInTheDocument();

    await switchLanguage('en');
    for (const text of en) expect((await row(50101)).getByText(text)).toBeInTheDocument();
    for (const text of zh) expect((await row(50101)).queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Type' })).toBeInTheDocument();

    await switchLanguage('zh');
    for (const text of zh) expect((await row(50101)).getByText(text)).toBeInTheDocument();
    for (const text of en) expect((await row(50101)).queryByText(text)).not.toBeInTheDocument();
  });
});
