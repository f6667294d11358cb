import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup-dom.ts'],
            testTimeout: 30_000,
          },
        },
        {
          // A production build of the portal, and what its first page loads.
          test: {
            name: 'build',
            environment: 'node',
            include: ['tests/build/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'contract',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 40_000,
          },
        },
      ],
    },
  }),
);
