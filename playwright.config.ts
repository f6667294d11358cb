import { defineConfig } from '@playwright/test';

// The browser tests run the production build (vite preview) against the Prism mock, on ports of their own
// so that a running `npm start` does not disturb them.
const MOCK_PORT = 4011;
const APP_PORT = 4174;
// A second pair answers with random schema-valid data (Prism's dynamic mode), for the robustness tests.
export const DYNAMIC_MOCK_PORT = 4013;
export const DYNAMIC_APP_PORT = 4176;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node scripts/mock.mjs`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      url: `http://127.0.0.1:${MOCK_PORT}/api/logout`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      env: { API_TARGET: `http://127.0.0.1:${MOCK_PORT}` },
      url: `http://127.0.0.1:${APP_PORT}/newlogin`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/mock.mjs --dynamic --seed 7`,
      env: { MOCK_PORT: String(DYNAMIC_MOCK_PORT) },
      url: `http://127.0.0.1:${DYNAMIC_MOCK_PORT}/api/logout`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${DYNAMIC_APP_PORT} --strictPort`,
      env: { API_TARGET: `http://127.0.0.1:${DYNAMIC_MOCK_PORT}` },
      url: `http://127.0.0.1:${DYNAMIC_APP_PORT}/newlogin`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
