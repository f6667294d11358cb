// Two catalogues per language (lingui.config.ts): the first page's, and the areas', loaded by the signed-in
// layout. A message of an area is translated only once they are loaded, and stays translated across a
// language switch. (This file's order matters: the catalogues are the module's state.)
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n, loadAreaMessages } from './i18n';

const firstPageMessage = msg`Username`;
// From src/features/protected-ip: in the areas' catalogue only.
const areaMessage = msg`Enter a port or a port range`;

describe('the catalogues', () => {
  it("starts with the first page's messages only", async () => {
    await activateLanguage('zh', { remember: false });
    expect(i18n._(firstPageMessage)).toBe('用户名');
    expect(i18n._(areaMessage)).toBe('Enter a port or a port range');
  });

  it("adds the areas' messages when the signed-in layout asks for them", async () => {
    await loadAreaMessages();
    expect(i18n._(areaMessage)).toBe('请填写端口或端口范围');
  });

  it('loads both when switching to a language whose areas were never loaded', async () => {
    // Chinese areas are loaded by now; forget them, as a tab that asked for the areas in English would have.
    i18n.load('zh', { [areaMessage.id]: '' });
    await activateLanguage('en', { remember: false });
    expect(i18n._(firstPageMessage)).toBe('Username');
    await activateLanguage('zh', { remember: false });
    expect(i18n._(areaMessage)).toBe('请填写端口或端口范围');
  });
});
