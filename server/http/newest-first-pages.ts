import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { validationError } from './errors.ts';

/**
 * Keyset pages of a back-office queue, newest first (docs/adr/0011): the order desk, the customers
 * and the refund requests page alike, so a page link means the same thing on each.
 */

const BAD_PAGE_CURSOR = 'This page link is not valid any more; start again from the first page.';

/**
 * The page's place: the last row's creation time, to the microsecond (a JavaScript date keeps only
 * milliseconds, and rows a fraction apart would be skipped), and its id for ties.
 */
export interface PageCursor {
  at: string;
  id: number;
}

export const encodePageCursor = (cursor: PageCursor): string => Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** A cursor this module made, or 422 on `cursor`. */
export function decodePageCursor(text: string): PageCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) && Number.isSafeInteger(id)) return { at, id: id as number };
  } catch {
    // Refused below, as any other cursor not made here.
  }
  throw validationError({ cursor: [BAD_PAGE_CURSOR] }, BAD_PAGE_CURSOR);
}

/** A creation time as the cursor keeps it: UTC to the microsecond. */
export const preciseTime = (column: AnyColumn): SQL<string> => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The query fields every such list takes. */
export const pageQueryFields = (what: string) => ({
  cursor: z.string().max(200).optional().describe(`\`next_cursor\` of the previous page; absent for the newest ${what}`),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(25),
});
