// The chosen language, kept in sessionStorage so it survives a reload (cleared with the session on code '403').
export type Language = 'zh' | 'en';

export const LANGUAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'zh';

export function readLanguage(): Language {
  const stored = sessionStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' || stored === 'zh' ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language) {
  sessionStorage.setItem(LANGUAGE_KEY, language);
}

/** The Accept-Language header every call sends (src/api/client.ts, and the reads sent before the entry ran). */
export const acceptLanguage = (language: Language) => (language === 'en' ? 'en-US' : 'zh-CN');
