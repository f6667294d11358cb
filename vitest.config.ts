import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { LongestFirst } from './tests/longest-first.ts';

// Tests of what a module holds from its first import (the catalogues loaded so far, a lazy part not loaded yet)
// or that replace a module (vi.mock, vi.resetModules): each needs a module graph of its own.
const firstLoadTests = [
  'src/api/i18n.test.ts',
  'src/api/operation-table.test.ts',
  'src/main.test.tsx',
  'src/components/lazy-time-series-chart.test.tsx',
  'src/components/charts/DistributionChart.test.tsx',
  'src/components/charts/TimeSeriesChart.test.tsx',
  'src/components/table/DataTable.window-arrival.test.tsx',
  'src/components/table/DataTable.rows-kept.test.tsx',
  'tests/unit/area-messages.test.tsx',
];

// One test file per core, and one more: the contract files spend much of their time waiting on the commands
// they run (Prism starting, a check sending its requests one at a time), and a third file uses the core they
// leave idle. Every project states the same count, since Vitest runs projects with different counts apart.
const workers = availableParallelism() + 1;

const pageTests = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/setup-dom.ts'],
  // Every global a test stubs (the page harness's fetch, location, crypto) is put back before the next
  // test begins, so no test file restores what it or the harness stubbed, and none can forget to.
  unstubGlobals: true,
  // A cap for a test that hangs, not a measure of speed: on a busy machine a form test can take three times as long.
  testTimeout: 60_000,
};

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // A forgotten `.only` would silently skip the rest of a file: it fails the run, on every machine, not
      // only where CI is set (Vitest's default). Projects that do not extend this config repeat it.
      allowOnly: false,
      maxWorkers: workers,
      sequence: { sequencer: LongestFirst },
      projects: [
        {
          extends: true,
          test: {
            ...pageTests,
            name: 'unit',
            exclude: firstLoadTests,
            // The page files share one module graph and one page per worker, which spares each file the import of
            // the portal, Chakra and the route tree. tests/setup-dom.ts puts back what a test or a file leaves
            // behind. The rules' and the library's tests run here too, in the page, though they need none: in a
            // project of their own each worker transformed and imported their modules again, for a run several
            // times longer than their tests.
            isolate: false,
          },
        },
        {
          extends: true,
          // Vitest runs the projects in the order of their names: these isolated files, each importing the portal
          // afresh, run while the contract's last files wait on their commands rather than at the end alone.
          test: { ...pageTests, name: 'first-load', include: firstLoadTests },
        },
        {
          // A production build of the portal, and what its first page loads.
          test: {
            name: 'build',
            allowOnly: false,
            maxWorkers: workers,
            environment: 'node',
            include: ['tests/build/**/*.test.ts'],
            globalSetup: ['tests/build/global-setup.ts'],
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'contract',
            allowOnly: false,
            maxWorkers: workers,
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            // The contract files share one module graph per worker, which spares each file the import of the
            // contract and the scripts; what they start (mocks, proxies, servers) each file stops itself.
            isolate: false,
            // Contract tests run the project's commands as child processes (Prism, Redocly), which start slowly on
            // a busy machine: the limits are caps for a hang, not measures of speed.
            testTimeout: 180_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
