import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { onDemandFiles } from './scripts/lib/on-demand-messages.mjs';

const notMessages = ['**/*.test.*', '**/generated/**', '**/dev/**'];
// Each area (src/features, but the login screen's) has a catalogue of its own, loaded with the area
// (src/api/i18n.ts): the first page does not load four fifths of the portal's messages, and a screen loads
// its area's, not every area's. The certificates at risk show in two areas: their messages are in both.
const areas = readdirSync('src/features').filter((name) => name !== 'session');
const alsoIn: Record<string, string[]> = {
  certificates: ['src/components/certificate-risk/**'],
  overview: ['src/components/certificate-risk/**'],
};
// An area's messages only its lazily loaded code draws (dialogs, forms, wizards, views not opened on) are a
// catalogue of their own, loaded with that code: a screen's first paint loads only what it draws.
const onDemandByArea = new Map(areas.map((area) => [area, onDemandFiles(area)]));
const onDemand = (area: string) => onDemandByArea.get(area) ?? [];

// sourceLocale is the language of the literals in the code (English); Chinese is the default UI language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [...notMessages, ...areas.map((area) => `src/features/${area}/**`), ...Object.values(alsoIn).flat()],
    },
    ...areas.map((area) => ({
      path: `<rootDir>/src/locales/{locale}/areas/${area}`,
      include: [`src/features/${area}/**`, ...(alsoIn[area] ?? [])],
      exclude: [...notMessages, ...onDemand(area)],
    })),
    ...areas
      .filter((area) => onDemand(area).length > 0)
      .map((area) => ({
        path: `<rootDir>/src/locales/{locale}/on-demand/${area}`,
        include: onDemand(area),
        exclude: notMessages,
      })),
  ],
  // No file:line origins, so catalogs change only when messages do.
  format: formatter({ origins: false }),
  orderBy: 'messageId',
});
