import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { CHANGE_KINDS, createCatalogueChanges, kindsOfNotice } from './changes.ts';

describe('change notices within one process', () => {
  // The embedded database's handle: no listening connection, so nothing goes through the database.
  const embedded = { db: {} as Database };

  it('drops only the caches that read what changed', () => {
    const changes = createCatalogueChanges(embedded, () => {});
    const dropped: string[] = [];
    changes.onChange(() => dropped.push('search'), ['catalogue']);
    changes.onChange(() => dropped.push('home'), ['catalogue', 'content']);
    changes.onChange(() => dropped.push('navigation'));
    changes.forgetHere('settings');
    expect(dropped).toEqual(['navigation']);
    dropped.length = 0;
    changes.forgetHere('content');
    expect(dropped).toEqual(['home', 'navigation']);
    dropped.length = 0;
    changes.forgetHere('catalogue');
    expect(dropped).toEqual(['search', 'home', 'navigation']);
  });

  it('reads the kind a notice names, and takes one it cannot read as every kind', () => {
    expect(kindsOfNotice('{"kind":"content"}')).toEqual(['content']);
    expect(kindsOfNotice('{"kind":"prices"}')).toEqual(CHANGE_KINDS);
    expect(kindsOfNotice('not json')).toEqual(CHANGE_KINDS);
    expect(kindsOfNotice('null')).toEqual(CHANGE_KINDS);
  });

  it('has nothing to listen to on the embedded database', async () => {
    const changes = createCatalogueChanges(embedded, () => {});
    await changes.listen();
    await changes.close();
  });
});
