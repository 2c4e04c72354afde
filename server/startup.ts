import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { type Database, type DatabaseHandle, openPglite, openPostgres, runMigrations } from './db/client.ts';
import { mediaRoot } from './modules/media/derive.ts';
import { mediaStoreFromConfig } from './modules/media/from-config.ts';
import type { MediaPlaces } from './modules/media/store.ts';
import { ensureSearchIndex } from './modules/search/indexing.ts';

type Log = (message: string) => void;

/**
 * The demo shop, as start-up sees it. Its catalogue, seed and picture drawer live with the demo
 * (scripts/demo/), not the server: the entry points hand it in, so the server never imports them.
 */
export interface DemoShop {
  /** Whether the database holds no shop yet, so loading the demo overwrites nothing. */
  isEmpty(db: Database): Promise<boolean>;
  /** Loads the whole demo shop, its pictures queued to be drawn into `media`. */
  load(db: Database, media: MediaPlaces, log: Log): Promise<void>;
  /** Brings a demo shop loaded by an older version up to date (a flash sale, say). */
  update(db: Database, log: Log): Promise<void>;
}

/** Opens the configured database, brings its schema up to date and, with SEED_DEMO, loads the demo shop if it is empty. */
export async function prepareDatabase(config: Config, log: Log, demo: DemoShop): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.dataDir, 'pgdata'))) log(`creating the embedded database in ${config.dataDir} (first start)…`);
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
  log(config.DATABASE_URL ? 'database: PostgreSQL' : `database: embedded PGlite in ${config.dataDir}`);
  try {
    await database.withStartupLock(async () => {
      await runMigrations(database);
      if (config.SEED_DEMO && (await demo.isEmpty(database.db))) {
        log('database is empty: loading the demo shop (first start only)');
        fs.mkdirSync(mediaRoot(config.dataDir), { recursive: true });
        await demo.load(database.db, { store: mediaStoreFromConfig(config), root: mediaRoot(config.dataDir) }, log);
      } else if (config.SEED_DEMO) {
        await demo.update(database.db, log);
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
