import { count, desc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { csvText } from '#server/http/csv.ts';
import { type Paged, paged } from '#server/http/paging.ts';

const s = t.newsletterSubscribers;
type Row = typeof s.$inferSelect;

function present(row: Row) {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    preferences: row.preferences,
    subscribed_at: row.subscribedAt.toISOString(),
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export type AdminSubscriber = ReturnType<typeof present>;

export interface SubscriberQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
}

const newestFirst = [desc(s.subscribedAt), desc(s.id)];

/** Emails are kept in lower case, so the search is too; % and _ typed by staff are matched as themselves. */
function emailContains(search: string | undefined) {
  const term = search?.trim().toLowerCase();
  return term ? sql`${s.email} LIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;
}

const CSV_HEADER = ['email', 'status', 'source', 'special_offers', 'coupons', 'product_updates', 'new_arrivals', 'subscribed_at', 'unsubscribed_at'];
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The newsletter's subscribers as the back office reads them: a page at a time, or all as CSV. */
export function createAdminNewsletterService(db: Database) {
  async function list(query: SubscriberQuery): Promise<Paged<AdminSubscriber>> {
    const where = emailContains(query.search);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(s)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ n: count() }).from(s).where(where),
    ]);
    return paged(rows.map(present), total?.n ?? 0, query);
  }

  /** Every subscriber matching the search, newest first, unsubscribed ones marked so. */
  async function csv(search: string | undefined): Promise<string> {
    const rows = await db
      .select()
      .from(s)
      .where(emailContains(search))
      .orderBy(...newestFirst);
    return csvText(
      CSV_HEADER,
      rows.map((row) => [
        row.email,
        row.unsubscribedAt ? 'unsubscribed' : 'subscribed',
        row.source ?? '',
        yesNo(row.preferences.special_offers),
        yesNo(row.preferences.coupons),
        yesNo(row.preferences.product_updates),
        yesNo(row.preferences.new_arrivals),
        row.subscribedAt.toISOString(),
        row.unsubscribedAt?.toISOString() ?? '',
      ]),
    );
  }

  return { list, csv };
}
