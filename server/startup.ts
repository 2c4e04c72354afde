import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { type DatabaseHandle, openPglite, openPostgres, runMigrations } from './db/client.ts';
import { mediaRoot } from './modules/media/derive.ts';
import { ensureSearchIndex } from './modules/search/indexing.ts';
import { buildDemoCatalogue } from '../scripts/demo/catalogue.ts';
import { seedDemoFlashSale } from '../scripts/demo/flash-sale.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from '../scripts/demo/seed.ts';

type Log = (message: string) => void;

/** Opens the configured database, brings its schema up to date and loads the demo shop if it is empty. */
export async function prepareDatabase(config: Config, log: Log): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.dataDir, 'pgdata'))) log(`creating the embedded database in ${config.dataDir} (first start)…`);
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
  log(config.DATABASE_URL ? 'database: PostgreSQL' : `database: embedded PGlite in ${config.dataDir}`);
  try {
    await database.withStartupLock(async () => {
      await runMigrations(database);
      if (config.SEED_DEMO && (await isCatalogueEmpty(database.db))) {
        log('database is empty: loading the demo shop (first start only)');
        fs.mkdirSync(mediaRoot(config.dataDir), { recursive: true });
        await seedDemoCatalogue(database.db, mediaRoot(config.dataDir), log);
      } else if (config.SEED_DEMO) {
        // A demo shop loaded before flash sales existed gets its sale now; see seedDemoFlashSale.
        const onFlashSale = await seedDemoFlashSale(database.db, buildDemoCatalogue());
        if (onFlashSale > 0) log(`demo flash sale: ${onFlashSale} products, running from now`);
      }
      const indexed = await ensureSearchIndex(database.db);
      if (indexed > 0) log(`search index: ${indexed} products indexed`);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
