// Catalogues per language (lingui.config.ts): the first page's, and one per area, loaded with the area. A
// message of an area is translated only once its area is loaded, and stays translated across a language
// switch. (This file's order matters: the catalogues are the module's state.)
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLanguage, areaMessagesLoaded, i18n, loadAreaMessages } from './i18n';

const firstPageMessage = msg`Username`;
// From src/features/protected-ip: in that area's catalogue only.
const areaMessage = msg`Enter a port or a port range`;
// From src/features/domains.
const otherAreaMessage = msg`Add cache rule`;

describe('the catalogues', () => {
  it("starts with the first page's messages only", async () => {
    await activateLanguage('zh', { remember: false });
    expect(i18n._(firstPageMessage)).toBe('用户名');
    expect(i18n._(areaMessage)).toBe('Enter a port or a port range');
    expect(areaMessagesLoaded(['protected-ip'])).toBe(false);
  });

  it("adds an area's messages when it is asked for, and only that area's", async () => {
    await loadAreaMessages(['protected-ip']);
    expect(i18n._(areaMessage)).toBe('请填写端口或端口范围');
    expect(i18n._(otherAreaMessage)).toBe('Add cache rule');
    expect(areaMessagesLoaded(['protected-ip'])).toBe(true);
    expect(areaMessagesLoaded(['protected-ip', 'domains'])).toBe(false);
  });

  it('loads the areas asked for so far when switching to a language whose areas were never loaded', async () => {
    await loadAreaMessages(['domains']);
    // Chinese areas are loaded by now; forget them, as a tab that asked for the areas in English would have.
    i18n.load('zh', { [areaMessage.id]: '', [otherAreaMessage.id]: '' });
    await activateLanguage('en', { remember: false });
    expect(i18n._(firstPageMessage)).toBe('Username');
    expect(areaMessagesLoaded(['protected-ip', 'domains'])).toBe(true);
    await activateLanguage('zh', { remember: false });
    expect(i18n._(areaMessage)).toBe('请填写端口或端口范围');
    expect(i18n._(otherAreaMessage)).toBe('添加缓存规则');
  });

  it('loads an area asked for while a language is on its way in that language, not in the one it replaces', async () => {
    // As a cold English load redirected to another area's screen: the redirect's area is asked for meanwhile.
    const switching = activateLanguage('en', { remember: false });
    await loadAreaMessages(['users']);
    await switching;
    expect(areaMessagesLoaded(['users'])).toBe(true);
  });
});
