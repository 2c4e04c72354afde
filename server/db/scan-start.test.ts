// A facet sample is the first rows a scan of the slim copy meets, so the same search gives the same
// counts, and the same ETag, only when every scan starts at the table's start. PostgreSQL's default
// starts a scan of a large table where the last one stopped (server/db/client.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '#server/test/databases.ts';

describe.each(databaseKinds)('scans on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('start at the table’s start on every connection, so a sample is the same rows each time', async () => {
    // Several reads at once, so a pool opens several connections.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ setting: string }>(database.handle.db, sql`SELECT current_setting('synchronize_seqscans') AS setting, pg_sleep(0.05)`),
      ),
    );
    expect(settings.map(([row]) => row!.setting)).toEqual(['off', 'off', 'off', 'off']);
  });
});
