import type { ViteDevServer } from 'vite';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createServices } from './services.ts';
import { prepareDatabase } from './startup.ts';
// The one place the dev server meets the demo shop: start-up takes it through an interface.
import { demoShop } from '../scripts/demo/demo-shop.ts';

// Vite rebuilds the app on every file change; the database stays open across rebuilds.
const globalState = globalThis as typeof globalThis & { dokanDevDatabase?: Promise<DatabaseHandle> };

/** The app factory `react-router dev` calls (see vite.config.ts). */
export async function createServer(vite: ViteDevServer) {
  // Vite sets NODE_ENV for its dev server; said here too, as every other start defaults to production.
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const log = (message: string) => console.log(`[dokan] ${message}`);
  globalState.dokanDevDatabase ??= prepareDatabase(config, log, demoShop);
  const database = await globalState.dokanDevDatabase;
  return buildApp({ config, services: createServices(database, config, { log }), vite });
}
