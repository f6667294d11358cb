import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const notMessages = ['**/*.test.*', '**/generated/**', '**/dev/**'];
// The areas (src/features, but the login screen's) have a catalogue of their own, loaded by the signed-in
// layout: the first page, mostly the login screen, does not load four fifths of the portal's messages.
// Parts of the kit shown only signed in (the task tray and its elapsed times, the certificates at risk, the
// quick switcher) go with them.
const areas = [
  ...readdirSync('src/features')
    .filter((name) => name !== 'session')
    .map((name) => `src/features/${name}/**`),
  'src/components/jobs/**',
  'src/lib/elapsed.ts',
  'src/components/certificate-risk/**',
  'src/components/quick-switcher/**',
];

// sourceLocale is the language of the literals in the code (English); Chinese is the default UI language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: [...notMessages, ...areas] },
    { path: '<rootDir>/src/locales/{locale}/areas', include: areas, exclude: notMessages },
  ],
  // No file:line origins, so catalogs change only when messages do.
  format: formatter({ origins: false }),
  orderBy: 'messageId',
});
