import { asc, eq, sql } from 'drizzle-orm';
import { INFO_PAGE_MESSAGES as M, INFO_PAGES, type InfoPagePatch, type InfoPageSlug, infoPageProblems } from '#domain/info-pages.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';

type Row = typeof t.infoPages.$inferSelect;

function adminView(row: Row) {
  return {
    slug: row.slug as InfoPageSlug,
    path: `/${row.slug}`,
    title: row.title,
    meta_description: row.metaDescription,
    body: row.body,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  };
}
export type AdminInfoPage = ReturnType<typeof adminView>;

/** What the activity log shows of a page: its title as the record's name, and what staff may change. */
const auditSnapshot = (row: Row) => ({ name: row.title, meta_description: row.metaDescription, body: row.body });

/**
 * The policy and information pages' copy. Not cached: the storefront reads one row by its key per
 * page view, so a save shows at once in every process without a change notice.
 */
export function createInfoPagesService(db: Database) {
  async function rowOf(slug: InfoPageSlug): Promise<Row | undefined> {
    const [row] = await db.select().from(t.infoPages).where(eq(t.infoPages.slug, slug));
    return row;
  }

  return {
    async list() {
      const rows = await db.select().from(t.infoPages).orderBy(asc(t.infoPages.slug));
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      // In the storefront's order; a page whose row is missing is left out rather than invented.
      return INFO_PAGES.flatMap((slug) => {
        const row = bySlug.get(slug);
        if (!row) return [];
        const { body: _body, ...summary } = adminView(row);
        return [summary];
      });
    },

    async get(slug: InfoPageSlug): Promise<AdminInfoPage> {
      const row = await rowOf(slug);
      if (!row) throw new HttpError(404, M.notFound);
      return adminView(row);
    },

    /** The copy the storefront renders; null when the page has none. */
    async published(slug: InfoPageSlug) {
      const row = await rowOf(slug);
      return row ? { title: row.title, description: row.metaDescription, body: row.body, updatedAt: row.updatedAt.toISOString() } : null;
    },

    async update(slug: InfoPageSlug, patch: InfoPagePatch, actor: StaffActor): Promise<AdminInfoPage> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(t.infoPages).where(eq(t.infoPages.slug, slug)).for('update');
        if (!before) throw new HttpError(404, M.notFound);
        if (patch.version !== before.version) throw new HttpError(409, M.stale);
        const edit = {
          title: patch.title ?? before.title,
          meta_description: patch.meta_description ?? before.metaDescription,
          body: patch.body ?? before.body,
        };
        const errors = infoPageProblems(edit);
        if (Object.keys(errors).length) throw validationError(errors);
        const [saved] = await tx
          .update(t.infoPages)
          .set({
            title: edit.title,
            metaDescription: edit.meta_description,
            body: edit.body,
            version: sql`${t.infoPages.version} + 1`,
            updatedAt: sql`now()`,
            updatedBy: actor.name,
          })
          .where(eq(t.infoPages.slug, slug))
          .returning();
        if (!saved) throw new Error('the page row vanished inside its own transaction');
        await tx.insert(t.auditLog).values({
          staffId: String(actor.staffId),
          staffName: actor.name,
          entity: 'info_page',
          entityId: slug,
          action: 'update',
          before: auditSnapshot(before),
          after: auditSnapshot(saved),
        });
        return adminView(saved);
      });
    },
  };
}
