import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, testChromium } from './scripts/lib/chromium.mjs';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

// The browser tests run the production build as customers get it: served by nginx with the generated
// configuration of `npm run serve` (headers, CSP, caching, compression, API forwarding), against the Prism
// mock, on ports of their own so that a running `npm start` or `npm run serve` does not disturb them.
// E2E_PORT_OFFSET moves them all, so that two checkouts can run their browser tests side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const MOCK_PORT = 4011 + offset;
const APP_PORT = 8100 + offset;
// A second pair answers with random schema-valid data (the mock's dynamic mode: success envelopes, encrypted
// where the backend encrypts; the tests pick the seed per request), for the robustness tests.
export const DYNAMIC_MOCK_PORT = 4013 + offset;
export const DYNAMIC_APP_PORT = 8102 + offset;

/** A Prism mock (with extra Prism arguments) and the production build (built by scripts/e2e.mjs) served against it. */
// Each server's start-up limit is a cap for one that never answers: Prism reading the contract on a busy machine
// can take a minute or more.
function servers(mockPort: number, appPort: number, prismArgs = ''): WebServer[] {
  return [
    {
      command: `node scripts/mock.mjs ${prismArgs}`.trim(),
      env: { MOCK_PORT: String(mockPort) },
      url: `http://127.0.0.1:${mockPort}/api/logout`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'node scripts/serve.mjs --no-build',
      env: { PORT: String(appPort), API_TARGET: `http://127.0.0.1:${mockPort}` },
      url: `http://127.0.0.1:${appPort}/newlogin`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ];
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A forgotten `.only` fails the run everywhere, not only where CI is set.
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A cap for a test that hangs, not a measure of speed: on a busy machine a flow of ten seconds can take three
  // times as long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'zh-CN',
    // Charts draw at once and nothing slides (src/components/charts/chart-motion.ts, src/app/theme.ts): the tests
    // look at what is drawn, not at its movement, which only costs frames. A test of the motion itself asks for
    // it (page.emulateMedia), and the benchmark keeps it.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      executablePath: testChromium.path,
      args: [...chromiumFlags, ...testChromium.flags],
    },
  },
  webServer: [
    ...servers(MOCK_PORT, APP_PORT, '--stateless'),
    ...servers(DYNAMIC_MOCK_PORT, DYNAMIC_APP_PORT, '--dynamic --seed 7'),
  ],
});
