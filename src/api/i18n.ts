// Lingui set-up: Chinese, the default, ships with the first bundle (no extra round trip before the first
// paint); English loads when chosen.
import { i18n } from '@lingui/core';
import { messages as zhMessages } from '../locales/zh/messages.po';
import { readLanguage, storeLanguage, type Language } from './language';

const catalogs: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  zh: async () => ({ messages: zhMessages }),
  en: () => import('../locales/en/messages.po'),
};

export async function activateLanguage(language: Language, { remember = true } = {}) {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages: messages as never });
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  if (remember) storeLanguage(language);
}

export const activateStoredLanguage = () => activateLanguage(readLanguage(), { remember: false });

export { i18n };
