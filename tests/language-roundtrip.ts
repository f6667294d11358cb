// A screen read in Chinese, in English after the header's switch, and in Chinese again after switching back,
// all while it stays open: what `read` finds must carry each language's texts and none of the other's.
import { expect } from 'vitest';
import { switchLanguage } from './switch-language';

export async function expectFollowsLanguage(read: () => Promise<HTMLElement>, zh: string[], en: string[]) {
  const shows = async (shown: string[], gone: string[]) => {
    const element = await read();
    for (const text of shown) expect(element).toHaveTextContent(text);
    for (const text of gone) expect(element).not.toHaveTextContent(text);
  };
  await shows(zh, en);
  await switchLanguage('en');
  await shows(en, zh);
  await switchLanguage('zh');
  await shows(zh, en);
}
