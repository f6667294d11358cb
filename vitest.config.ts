import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // A forgotten `.only` would silently skip the rest of a file: it fails the run, on every machine, not
      // only where CI is set (Vitest's default). Projects that do not extend this config repeat it.
      allowOnly: false,
      // One test file per core: Vitest's default leaves one core to its main process, which waits on the
      // workers, so a two-core CI machine would run the files one at a time.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup-dom.ts'],
            // Every global a test stubs (the page harness's fetch, location, crypto) is put back before the next
            // test begins, so no test file restores what it or the harness stubbed, and none can forget to.
            unstubGlobals: true,
            testTimeout: 30_000,
          },
        },
        {
          // A production build of the portal, and what its first page loads.
          test: {
            name: 'build',
            allowOnly: false,
            environment: 'node',
            include: ['tests/build/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'contract',
            allowOnly: false,
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            // Contract tests run the project's commands as child processes (Prism, Redocly): a minute each on a
            // busy machine.
            testTimeout: 60_000,
            hookTimeout: 90_000,
          },
        },
      ],
    },
  }),
);
