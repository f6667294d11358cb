// The areas' on-demand catalogues (lingui.config.ts), a module of its own that src/api/i18n.ts imports when
// lazily loaded code first asks for them: the table of their files stays out of the entry every screen loads.
import type { Language } from './language';

/** A compiled catalogue module (the Lingui Vite plugin compiles the .po files). */
export interface CatalogModule {
  messages: Record<string, unknown>;
}

export const onDemandCatalogs: Record<Language, Record<string, () => Promise<CatalogModule>>> = {
  zh: import.meta.glob<CatalogModule>('../locales/zh/on-demand/*.po'),
  en: import.meta.glob<CatalogModule>('../locales/en/on-demand/*.po'),
};
