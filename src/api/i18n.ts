// Lingui set-up. Catalogues per language: the first page's (shell, kit, data layer, route titles, login
// screen) and one per area (src/features/<area>), loaded with the area: a route names its area
// (`staticData.area`), the start-up requests the matched routes' areas with their code (src/main.tsx) and
// the signed-in layout waits for them before the area renders (src/routes/_app.tsx). Chinese, the default,
// ships its first-page catalogue with the first bundle (no round trip before the first paint); everything
// else loads when needed, and a language switch loads again the areas loaded so far in the other language.
import { i18n, type Messages } from '@lingui/core';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { messages as zhMessages } from '../locales/zh/messages.po';
import { readLanguage, storeLanguage, type Language } from './language';

/** The areas with a catalogue of their own: src/features but the login screen's (lingui.config.ts). */
export const areas = [
  'analytics',
  'bills',
  'certificates',
  'domains',
  'hosts',
  'live-domains',
  'logs',
  'monitoring',
  'overview',
  'protected-ip',
  'purge',
  'traffic',
  'users',
  'website-protection',
] as const;
export type Area = (typeof areas)[number];

// A compiled catalogue module (the Lingui Vite plugin compiles the .po files).
interface CatalogModule {
  messages: Record<string, unknown>;
}
type Catalog = () => Promise<CatalogModule>;

const firstPage: Record<Language, Catalog> = {
  zh: async () => ({ messages: zhMessages }),
  en: () => import('../locales/en/messages.po'),
};

// Each a file of its own, requested only for its area.
const areaCatalogs: Record<Language, Record<string, Catalog>> = {
  zh: import.meta.glob<CatalogModule>('../locales/zh/areas/*.po'),
  en: import.meta.glob<CatalogModule>('../locales/en/areas/*.po'),
};

function areaCatalog(language: Language, area: Area) {
  const load = areaCatalogs[language][`../locales/${language}/areas/${area}.po`];
  if (!load) throw new Error(`No ${language} catalogue for the area ${area}`);
  return load();
}

/** The areas shown so far (asked for by a route): a language switch loads their messages too. */
const wantedAreas = new Set<Area>();
const loadedAreas: Record<Language, Set<Area>> = { zh: new Set(), en: new Set() };

async function catalogsOf(language: Language): Promise<Messages> {
  const wanted = [...wantedAreas];
  const loaded = await Promise.all([firstPage[language](), ...wanted.map((area) => areaCatalog(language, area))]);
  wanted.forEach((area) => loadedAreas[language].add(area));
  return Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages;
}

/** The language last put in force, which a load of areas' messages waits for. */
let activating: Promise<void> = Promise.resolve();

export function activateLanguage(language: Language, options: { remember?: boolean } = {}) {
  activating = putInForce(language, options);
  return activating;
}

async function putInForce(language: Language, { remember = true }: { remember?: boolean }) {
  i18n.loadAndActivate({ locale: language, messages: await catalogsOf(language) });
  // Only when it changes: setting the page's language, even to the same one, restyles the whole page.
  const lang = language === 'zh' ? 'zh-CN' : 'en';
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  if (remember) storeLanguage(language);
}

export const activateStoredLanguage = () => activateLanguage(readLanguage(), { remember: false });

/** The areas' messages in the current language, before they render. */
export async function loadAreaMessages(wanted: readonly Area[]) {
  wanted.forEach((area) => wantedAreas.add(area));
  // A language on its way (the first one, or a switch) brings the areas wanted when it started, not these: they
  // load in that language once it is in force, not in the one it replaces (its failure is its caller's).
  await activating.catch(() => undefined);
  const language = i18n.locale as Language | '';
  // No language active yet: activating one loads them with it.
  if (!language) return;
  const missing = wanted.filter((area) => !loadedAreas[language].has(area));
  const catalogs = await Promise.all(missing.map((area) => areaCatalog(language, area)));
  catalogs.forEach(({ messages }) => i18n.load(language, messages as Messages));
  missing.forEach((area) => loadedAreas[language].add(area));
}

/** Whether the areas' messages are loaded in the current language. */
export const areaMessagesLoaded = (wanted: readonly Area[]) =>
  wanted.every((area) => loadedAreas[i18n.locale as Language]?.has(area));

/** The areas that routes (or their matches) name. */
export const areasOf = (routes: readonly { staticData?: StaticDataRouteOption }[]): Area[] =>
  routes.flatMap((route) => route.staticData?.area ?? []);

export { i18n };
