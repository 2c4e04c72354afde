import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OWNER_LINK_FILE } from './e2e/support/owner-link.ts';
import { BKASH_STUB_CREDENTIALS } from './server/test/bkash-stub.ts';
import { merchantKeys, nagadShopEnv } from './server/test/nagad-stub.ts';
import { STEADFAST_STUB_CREDENTIALS } from './server/test/steadfast-stub.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Set to test against a server that is already running (a dev server, say) instead of starting one.
const externalBaseUrl = process.env.E2E_BASE_URL;
// A fresh folder per run: the shop starts from its demo data every time. Workers load this file
// again; they inherit the runner's E2E_DATA_DIR, so everyone agrees on the folder.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `dokan-e2e-${process.pid}-${Date.now()}`);
// Tests read the server's local outbox (password reset codes) there. Against an external server,
// pass the DATA_DIR it was started with as E2E_DATA_DIR.
if (!externalBaseUrl) process.env.E2E_DATA_DIR = dataDir;

// Journeys place many orders from one number and one address (the dashboard's pages of orders):
// the servers give unconfirmed orders room. The shop's real limits are held by the API tests.
const roomyHoldLimits = {
  HOLD_ORDERS_PER_PHONE: '1000',
  HOLD_UNITS_PER_PHONE: '100000',
  HOLD_ORDERS_PER_ADDRESS: '1000',
  HOLD_ORDERS_PER_CLIENT: '1000',
  HOLD_UNITS_PER_CLIENT: '100000',
  ORDER_CODES_PER_PHONE_HOUR: '1000',
};

// The back office's journeys need a first owner, and only the command line makes one. It runs before
// the shop starts (the embedded database serves one process at a time), once per data folder. Its
// one-time link goes to a file there, where e2e/support/staff.ts takes it; against an external
// server, put the output of `npm run shop -- staff add --role owner …` in that file yourself.
const addOwnerIn = (folder: string, email: string) => {
  const link = JSON.stringify(path.join(folder, OWNER_LINK_FILE));
  return `mkdir -p ${JSON.stringify(folder)} && { [ -s ${link} ] || node scripts/shop.ts staff add --role owner --email ${email} --name "E2E Owner" > ${link}; }`;
};
const addOwner = addOwnerIn(dataDir, 'owner@e2e.test');
// The refund journey approves an online refund on the gateway server, so it has an owner too; its
// own email keeps its spent sign-in codes apart from the shop's owner's.
const addGatewayOwner = addOwnerIn(`${dataDir}-gateway`, 'owner@gateway.e2e.test');

// Each test poses as its own client address (X-Forwarded-For) so per-address limits never carry
// over between tests; the servers believe it from the browser on this machine (TRUST_PROXY=loopback).
// The local payment gateway is refused in production, where `npm start` runs the shop; the payment
// journeys get a second server of the same build in development mode with the gateway turned on
// (PAYMENT_TEST_GATEWAY, E2E_GATEWAY_URL).
const gatewayPort = port + 1;
if (!externalBaseUrl) process.env.E2E_GATEWAY_URL ??= `http://127.0.0.1:${gatewayPort}`;
// The gateway server also takes bKash, from the local stand-in the bKash journey starts on this port.
const bkashStubPort = port + 2;
process.env.E2E_BKASH_STUB_PORT ??= String(bkashStubPort);
// And Nagad, from its stand-in on the next port. Nagad's keys are made once per run: the shop is
// started with them, and the journey's stand-in (in a worker, which inherits these) holds them too.
const nagadStubPort = port + 3;
process.env.E2E_NAGAD_STUB_PORT ??= String(nagadStubPort);
process.env.E2E_NAGAD_MERCHANT_KEYS ??= JSON.stringify(merchantKeys());
process.env.E2E_NAGAD_KEYS ??= JSON.stringify(merchantKeys());
const nagadEnv = nagadShopEnv(`http://127.0.0.1:${nagadStubPort}`, {
  merchantPrivateKey: (JSON.parse(process.env.E2E_NAGAD_MERCHANT_KEYS) as { privateKey: string }).privateKey,
  nagadPublicKey: (JSON.parse(process.env.E2E_NAGAD_KEYS) as { publicKey: string }).publicKey,
});
// And books parcels with Steadfast, at the local stand-in the courier journey starts on this port.
const steadfastStubPort = port + 4;
process.env.E2E_STEADFAST_STUB_PORT ??= String(steadfastStubPort);

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails twice in a row fails the run, and one that passes only on the
  // retry is listed as flaky in the report. On this shared two-core machine a layout-timing flake
  // (axe's target-size on the home page's card arrows, 1 run in 3) would otherwise cost a whole run.
  retries: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  // One after the other: the first builds the pages when needed, the second reuses that build.
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: `${addOwner} && node scripts/start.ts`,
          url: `http://127.0.0.1:${port}/api/health-check`,
          timeout: 300_000,
          reuseExistingServer: false,
          env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', ...roomyHoldLimits },
        },
        {
          command: `${addGatewayOwner} && node scripts/start.ts`,
          url: `http://127.0.0.1:${gatewayPort}/api/health-check`,
          timeout: 300_000,
          reuseExistingServer: false,
          env: {
            PORT: String(gatewayPort),
            HOST: '127.0.0.1',
            DATA_DIR: `${dataDir}-gateway`,
            DATABASE_URL: '',
            LOG_LEVEL: 'warn',
            NODE_ENV: 'development',
            PAYMENT_TEST_GATEWAY: 'true',
            // Analytics configured, so this server asks for cookie consent (e2e/dcog.spec.ts); the
            // tests answer Google's script with a stand-in, and nothing leaves the machine.
            GA_MEASUREMENT_ID: 'G-E2ETEST000',
            ...BKASH_STUB_CREDENTIALS,
            BKASH_API_URL: `http://127.0.0.1:${bkashStubPort}`,
            ...nagadEnv,
            ...STEADFAST_STUB_CREDENTIALS,
            STEADFAST_API_URL: `http://127.0.0.1:${steadfastStubPort}/api/v1`,
            TRUST_PROXY: 'loopback',
            ...roomyHoldLimits,
          },
        },
      ],
});
