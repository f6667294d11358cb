// Catalogues per language (lingui.config.ts): the first page's, one per area, loaded with the area, and an
// area's on-demand one, loaded with its lazily loaded code. A message of an area is translated only once its
// catalogue is loaded, and stays translated across a language switch. (This file's order matters: the
// catalogues are the module's state.)
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLanguage, areaMessagesLoaded, i18n, loadAreaMessages, loadOnDemandMessages } from './i18n';

const firstPageMessage = msg`Username`;
// From src/features/protected-ip's list: in that area's catalogue only.
const areaMessage = msg`IP protection entries`;
// From its entry form, which the list loads lazily: in the area's on-demand catalogue only.
const onDemandMessage = msg`Enter a port or a port range`;
// From src/features/domains' list, and its wizard's.
const otherAreaMessage = msg`Match client`;
const otherOnDemandMessage = msg`Add cache rule`;

describe('the catalogues', () => {
  it("starts with the first page's messages only", async () => {
    await activateLanguage('zh', { remember: false });
    expect(i18n._(firstPageMessage)).toBe('用户名');
    expect(i18n._(areaMessage)).toBe('IP protection entries');
    expect(areaMessagesLoaded(['protected-ip'])).toBe(false);
  });

  it("adds an area's messages when it is asked for, and only that area's", async () => {
    await loadAreaMessages(['protected-ip']);
    expect(i18n._(areaMessage)).toBe('IP 防护列表');
    expect(i18n._(onDemandMessage)).toBe('Enter a port or a port range');
    expect(i18n._(otherAreaMessage)).toBe('Match client');
    expect(areaMessagesLoaded(['protected-ip'])).toBe(true);
    expect(areaMessagesLoaded(['protected-ip', 'domains'])).toBe(false);
  });

  it("adds the on-demand messages of the areas shown when lazily loaded code asks, not other areas'", async () => {
    await loadOnDemandMessages();
    expect(i18n._(onDemandMessage)).toBe('请填写端口或端口范围');
    expect(i18n._(otherOnDemandMessage)).toBe('Add cache rule');
  });

  it('loads the catalogues asked for so far when switching to a language whose areas were never loaded', async () => {
    await loadAreaMessages(['domains']);
    await loadOnDemandMessages();
    // Chinese catalogues are loaded by now; forget them, as a tab that asked for them in English would have.
    const messages = [areaMessage, onDemandMessage, otherAreaMessage, otherOnDemandMessage];
    i18n.load('zh', Object.fromEntries(messages.map(({ id }) => [id, ''])));
    await activateLanguage('en', { remember: false });
    expect(i18n._(firstPageMessage)).toBe('Username');
    expect(areaMessagesLoaded(['protected-ip', 'domains'])).toBe(true);
    await activateLanguage('zh', { remember: false });
    expect(i18n._(areaMessage)).toBe('IP 防护列表');
    expect(i18n._(onDemandMessage)).toBe('请填写端口或端口范围');
    expect(i18n._(otherAreaMessage)).toBe('协议跟随');
    expect(i18n._(otherOnDemandMessage)).toBe('添加缓存规则');
  });

  it('loads an area asked for while a language is on its way in that language, not in the one it replaces', async () => {
    // As a cold English load redirected to another area's screen: the redirect's area is asked for meanwhile.
    const switching = activateLanguage('en', { remember: false });
    await loadAreaMessages(['users']);
    await switching;
    expect(areaMessagesLoaded(['users'])).toBe(true);
  });
});
