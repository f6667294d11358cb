import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// sourceLocale is the language of the literals in the code (English); Chinese is the default UI language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', '**/generated/**', '**/dev/**'],
    },
  ],
  // No file:line origins, so catalogs change only when messages do.
  format: formatter({ origins: false }),
  orderBy: 'messageId',
});
