import type { Database } from '#server/db/client.ts';
import { violatesUniqueIndex } from '#server/db/errors.ts';
import { validationError } from '#server/http/errors.ts';
import type { CatalogueChanges, ChangeKind } from './changes.ts';

/** A unique index a write may still trip in a race the service's own check lost: the field and message its check gives. */
export interface UniqueField {
  index: string;
  field: string;
  message: string;
}

/**
 * Runs a back-office write (its audit row included) in one transaction that also tells every
 * process that `kind` changed when, and only if, it commits (ADR 6: a crash after the commit cannot
 * leave other processes stale); this process forgets its own copy at once after the commit. A race
 * the service's check lost on `unique` gives the same 422 the check gives.
 */
export function changeWriter(db: Database, changes: CatalogueChanges, kind: ChangeKind, unique?: UniqueField) {
  return async function write<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(async (tx) => {
        const q = tx as unknown as Database;
        const done = await work(q);
        await changes.tellOthersOnCommit(q, kind);
        return done;
      });
      changes.forgetHere(kind);
      return result;
    } catch (error) {
      if (unique && violatesUniqueIndex(error, unique.index)) throw validationError({ [unique.field]: [unique.message] }, unique.message);
      throw error;
    }
  };
}
