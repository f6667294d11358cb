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
import type { CatalogModule } from './on-demand-catalogs';

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

type Catalog = () => Promise<CatalogModule>;

const firstPage: Record<Language, Catalog> = {
  zh: async () => ({ messages: zhMessages }),
  en: () => import('../locales/en/messages.po'),
};

// Each a file of its own, requested only for its area; an area's on-demand catalogue (the messages only its
// lazily loaded dialogs, forms and views draw, lingui.config.ts) only when that code loads.
const areaCatalogs: Record<Language, Record<string, Catalog>> = {
  zh: import.meta.glob<CatalogModule>('../locales/zh/areas/*.po'),
  en: import.meta.glob<CatalogModule>('../locales/en/areas/*.po'),
};
const onDemandCatalogs = () => import('./on-demand-catalogs').then((module) => module.onDemandCatalogs);

/** An area's catalogue ('areas/<area>') or its on-demand one ('on-demand/<area>'). */
type CatalogName = `${'areas' | 'on-demand'}/${Area}`;

async function catalog(language: Language, name: CatalogName) {
  const files = name.startsWith('areas/') ? areaCatalogs : await onDemandCatalogs();
  const load = files[language][`../locales/${language}/${name}.po`];
  if (!load) throw new Error(`No ${language} catalogue ${name}`);
  return load();
}

/** The catalogues asked for so far (by a route, or lazily loaded code): a language switch loads them too. */
const wantedCatalogs = new Set<CatalogName>();
const loadedCatalogs: Record<Language, Set<CatalogName>> = { zh: new Set(), en: new Set() };

async function catalogsOf(language: Language): Promise<Messages> {
  const wanted = [...wantedCatalogs];
  const loaded = await Promise.all([firstPage[language](), ...wanted.map((name) => catalog(language, name))]);
  wanted.forEach((name) => loadedCatalogs[language].add(name));
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

/** These catalogues in the current language, loaded before what draws them renders. */
async function loadCatalogs(wanted: readonly CatalogName[]) {
  wanted.forEach((name) => wantedCatalogs.add(name));
  // A language on its way (the first one, or a switch) brings the catalogues wanted when it started, not these:
  // they load in that language once it is in force, not in the one it replaces (its failure is its caller's).
  await activating.catch(() => undefined);
  const language = i18n.locale as Language | '';
  // No language active yet: activating one loads them with it.
  if (!language) return;
  const missing = wanted.filter((name) => !loadedCatalogs[language].has(name));
  const catalogs = await Promise.all(missing.map((name) => catalog(language, name)));
  catalogs.forEach(({ messages }) => i18n.load(language, messages as Messages));
  missing.forEach((name) => loadedCatalogs[language].add(name));
}

/** The areas' messages in the current language, before they render. */
export const loadAreaMessages = (wanted: readonly Area[]) =>
  loadCatalogs(wanted.map((area) => `areas/${area}` as const));

/** Whether the areas' messages are loaded in the current language. */
export const areaMessagesLoaded = (wanted: readonly Area[]) =>
  wanted.every((area) => loadedCatalogs[i18n.locale as Language]?.has(`areas/${area}`));

/**
 * The on-demand messages of the areas shown so far, in the current language: lazily loaded code (`lazyNamed`,
 * `overlayOnDemand`) waits for them before it renders, so a dialog never shows a message id or English in Chinese.
 */
export async function loadOnDemandMessages() {
  const shown = [...wantedCatalogs].flatMap((name) => (name.startsWith('areas/') ? [name.slice(6) as Area] : []));
  // Only some areas have lazily loaded code with messages: the others have no on-demand catalogue.
  const { zh } = await onDemandCatalogs();
  await loadCatalogs(
    shown.map((area) => `on-demand/${area}` as const).filter((name) => `../locales/zh/${name}.po` in zh),
  );
}

/** The areas that routes (or their matches) name. */
export const areasOf = (routes: readonly { staticData?: StaticDataRouteOption }[]): Area[] =>
  routes.flatMap((route) => route.staticData?.area ?? []);

export { i18n };
