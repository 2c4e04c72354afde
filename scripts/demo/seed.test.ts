import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, runMigrations } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { listPending } from '#server/modules/media/pending.ts';
import { localMedia } from '#server/modules/media/store.ts';
import { seedDemoCatalogue } from './seed.ts';

// A first start must serve the shop within a minute on two shared cores: the seed writes rows and
// the pictures' sources, and leaves drawing them (most of a minute by itself) until later.
describe('loading the demo shop', () => {
  let dir: string;
  let database: DatabaseHandle;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-seed-'));
    database = await openPglite(path.join(dir, 'data'));
    await runMigrations(database);
    await seedDemoCatalogue(database.db, localMedia(path.join(dir, 'media')), (line) => lines.push(line));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('draws no picture up front, and queues one source for each picture the rows show', async () => {
    const files = fs.readdirSync(path.join(dir, 'media'), { recursive: true, encoding: 'utf8' });
    expect(files.filter((name) => name.endsWith('.webp'))).toEqual([]);
    const products = await database.db.select({ path: t.media.optimizedPath }).from(t.media);
    const banners = await database.db.select({ path: t.positionalBanners.imageUrl }).from(t.positionalBanners);
    const categoryBanners = await database.db.select({ path: t.categoryProductBanners.imageUrl }).from(t.categoryProductBanners);
    // Each banner has a desktop and a mobile picture.
    expect(await listPending(path.join(dir, 'media'))).toHaveLength(products.length + 2 * (banners.length + categoryBanners.length));
  });

  it('says how far along it is', () => {
    expect(lines).toContainEqual(expect.stringMatching(/^loading demo shop: 100\/\d+ products$/));
  });
});
