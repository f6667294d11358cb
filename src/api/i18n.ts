// Lingui set-up. Two catalogues per language: the first page's (shell, kit, data layer, route titles, login
// screen) and the areas' (src/features), which the signed-in layout loads before any area renders
// (src/routes/_app.tsx). Chinese, the default, ships its first-page catalogue with the first bundle (no round
// trip before the first paint); everything else loads when needed, and a language switch loads again what
// was loaded in the other language.
import { i18n, type Messages } from '@lingui/core';
import { messages as zhMessages } from '../locales/zh/messages.po';
import { readLanguage, storeLanguage, type Language } from './language';

// A compiled catalogue module (the Lingui Vite plugin compiles the .po files).
type Catalog = () => Promise<{ messages: Record<string, unknown> }>;

const firstPage: Record<Language, Catalog> = {
  zh: async () => ({ messages: zhMessages }),
  en: () => import('../locales/en/messages.po'),
};

const areas: Record<Language, Catalog> = {
  zh: () => import('../locales/zh/areas.po'),
  en: () => import('../locales/en/areas.po'),
};

/** Set once the signed-in layout has asked for the areas' messages: later language switches load them too. */
let areasWanted = false;
const areasLoaded = new Set<Language>();

async function catalogsOf(language: Language): Promise<Messages> {
  const wanted = areasWanted;
  const loaded = await Promise.all([firstPage[language](), ...(wanted ? [areas[language]()] : [])]);
  if (wanted) areasLoaded.add(language);
  return Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages;
}

export async function activateLanguage(language: Language, { remember = true } = {}) {
  i18n.loadAndActivate({ locale: language, messages: await catalogsOf(language) });
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  if (remember) storeLanguage(language);
}

export const activateStoredLanguage = () => activateLanguage(readLanguage(), { remember: false });

/** The areas' messages in the current language, before an area renders. */
export async function loadAreaMessages() {
  areasWanted = true;
  const language = i18n.locale as Language | '';
  // No language active yet: activating one loads them with it.
  if (!language || areasLoaded.has(language)) return;
  i18n.load(language, (await areas[language]()).messages as Messages);
  areasLoaded.add(language);
}

export { i18n };
