import { defineConfig } from '@playwright/test';
import { E2E } from './tools/e2e/e2e-environment';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
// Tests that edit the running system's manifest find it here (workers inherit the environment).
process.env.E2E_REMOTES_MANIFEST = E2E.manifest;
// The local OAuth2 server that stands in for Google (accounts tests steer it).
process.env.E2E_GOOGLE_MOCK_URL = E2E.googleMockURL;
// The local SMTP server's reading side: tests read the product's emails there (e2e/support/mailbox.ts).
process.env.E2E_MAILBOX_URL = E2E.mailboxURL;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // The canary test edits the shared manifest, and the machine has two cores.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'tmp/e2e-results',
  use: {
    baseURL: E2E.baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node tools/e2e/start-e2e-system.js',
    url: `${E2E.baseURL}/health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
