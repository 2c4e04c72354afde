import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 3100);
// Set to test against a server that is already running (a dev server, say) instead of starting one.
const externalBaseUrl = process.env['E2E_BASE_URL'];
// A fresh folder per run: the shop starts from its demo data every time. Workers load this file
// again; they inherit the runner's E2E_DATA_DIR, so everyone agrees on the folder.
const dataDir = process.env['E2E_DATA_DIR'] ?? path.join(os.tmpdir(), `dokan-e2e-${process.pid}-${Date.now()}`);
// Tests read the server's local outbox (password reset codes) there. Against an external server,
// pass the DATA_DIR it was started with as E2E_DATA_DIR.
if (!externalBaseUrl) process.env['E2E_DATA_DIR'] = dataDir;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/start.ts',
        url: `http://127.0.0.1:${port}/api/health-check`,
        timeout: 300_000,
        reuseExistingServer: false,
        env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      },
});
