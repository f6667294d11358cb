import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'generated',
      'docs-site',
      'src/api/generated',
      'src/routeTree.gen.ts',
      'src/locales',
      'test-results',
      'playwright-report',
      'benchmarks/out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML from data.' },
        {
          selector: "CallExpression[callee.property.name='invalidateQueries'][arguments.length=0]",
          message: 'Invalidate with a key factory, never everything.',
        },
      ],
    },
  },
  {
    // The layers of docs/architecture.md: the data layer never imports features or routes; features never import routes.
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/routes/**'], message: 'src/api is the lowest layer.' }] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/routes/**', '!**/routes/search*'], message: 'Features do not import routes.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'benchmarks/**/*.mjs', '*.config.{js,ts}', 'tests/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
