/**
 * End-to-end tests in Debian's Chromium against the production server that `npm start` runs
 * (fresh SQLite database under tmp/e2e, mail sent over SMTP to the sink of e2e/support/global-setup.ts).
 */
import { defineConfig } from '@playwright/test';
import { E2E, tileUrl } from './e2e/support/constants';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  outputDir: 'tmp/e2e/results',
  reporter: [['list'], ['json', { outputFile: 'tmp/e2e/report.json' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Debian's Chromium as root, headless, with no background traffic (the machine has no internet).
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 820 } } }],
  webServer: [
    {
      command: 'npm start',
      url: `http://localhost:${E2E.port}/login`,
      timeout: 420_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E.port),
        DATABASE_URL: E2E.databaseUrl,
        SESSION_SECRET: E2E.sessionSecret,
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        LOG_LEVEL: 'warn',
        // The e2e tests sign in with the demo accounts: demo mode is asked for explicitly.
        DEMO: 'true',
        // Where the example external application is registered (config/app-links.json ${EXT_PORT}).
        EXT_PORT: String(E2E.extPort),
        // The hotel information page's map: tiles from the local stub of e2e/support/global-setup.ts.
        MAP_TILE_URL: tileUrl,
        MAP_TILE_ATTRIBUTION: 'E2E stub tiles',
        // The CAS service of e2e/cas.spec.ts listens on loopback: its single logout must be let through.
        EGRESS_ALLOW: `127.0.0.1:${E2E.casPort}`,
      },
    },
    {
      // The example application Concierge does not host (examples/ext-app, e2e/ext-app.spec.ts).
      command: 'node examples/ext-app/server.mjs',
      // An anonymous /me answers 401: the server is up (Playwright accepts 401 as ready).
      url: `http://127.0.0.1:${E2E.extPort}/me`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { EXT_PORT: String(E2E.extPort), PORT: String(E2E.port) },
    },
  ],
});
