import { eq } from 'drizzle-orm';
import {
  NAVIGATION_MESSAGES as M,
  type FooterLinkCreate,
  type FooterLinkPatch,
  type FooterSectionCreate,
  type FooterSectionPatch,
} from '#domain/navigation-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { notFound, validationError } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { byDisplayOrder, compacted, renumbered } from '#server/modules/admin-taxonomy/siblings.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { contentWriter, setDisplayOrders } from './content-write.ts';

const fs = t.footerSections;
const fl = t.footerLinks;
type SectionRow = typeof fs.$inferSelect;
type LinkRow = typeof fl.$inferSelect;

const presentLink = (row: LinkRow) => ({
  id: row.id,
  section_id: row.sectionId,
  name: row.name,
  url: row.url,
  icon: row.icon,
  open_in_new_tab: row.openInNewTab,
  position: row.displayOrder,
});
const presentSection = (row: SectionRow) => ({ id: row.id, title: row.title, active: row.active, position: row.displayOrder });

type AdminFooterLink = ReturnType<typeof presentLink>;
export type AdminFooterSection = ReturnType<typeof presentSection> & { links: AdminFooterLink[] };

/** Sections are ordered like named rows: by order, then title. */
const ordered = (row: SectionRow) => ({ ...row, name: row.title });

/** The footer as the back office edits it: sections in order, each with its links in order. */
export function createAdminFooterService(db: Database, changes: CatalogueChanges) {
  const write = contentWriter(db, changes);

  async function sectionRows(q: Database, lock = false) {
    const query = q.select().from(fs);
    return (lock ? await query.for('update') : await query).map(ordered).sort(byDisplayOrder);
  }
  async function linkRows(q: Database, sectionId: number, lock = false) {
    const query = q.select().from(fl).where(eq(fl.sectionId, sectionId));
    return (lock ? await query.for('update') : await query).sort(byDisplayOrder);
  }
  async function oneSection(q: Database, id: number) {
    const [row] = await q.select().from(fs).where(eq(fs.id, id)).for('update');
    if (!row) throw notFound(M.sectionNotFound);
    return row;
  }
  /** The section a link moves to: one that is missing is the field's mistake (422), not a missing page. */
  async function sectionOrRefuse(q: Database, id: number) {
    const [row] = await q.select({ id: fs.id }).from(fs).where(eq(fs.id, id)).for('update');
    if (!row) throw validationError({ section_id: [M.sectionMissing] });
  }
  async function oneLink(q: Database, id: number) {
    const [row] = await q.select().from(fl).where(eq(fl.id, id)).for('update');
    if (!row) throw notFound(M.linkNotFound);
    return row;
  }
  const setSectionOrders = (tx: Database, orders: { id: number; displayOrder: number }[]) =>
    setDisplayOrders(orders, (id, displayOrder) => tx.update(fs).set({ displayOrder }).where(eq(fs.id, id)));
  const setLinkOrders = (tx: Database, orders: { id: number; displayOrder: number }[]) =>
    setDisplayOrders(orders, (id, displayOrder) => tx.update(fl).set({ displayOrder }).where(eq(fl.id, id)));

  async function list(): Promise<AdminFooterSection[]> {
    const [sections, links] = await Promise.all([sectionRows(db), db.select().from(fl)]);
    const sorted = links.sort(byDisplayOrder);
    return sections.map((section) => ({ ...presentSection(section), links: sorted.filter((link) => link.sectionId === section.id).map(presentLink) }));
  }

  async function createSection(edit: FooterSectionCreate, actor: StaffActor) {
    return write(async (tx) => {
      const rows = await sectionRows(tx, true);
      const [row] = await tx.insert(fs).values({ title: edit.title, active: edit.active }).returning();
      await setSectionOrders(tx, renumbered([...rows, { ...ordered(row!), displayOrder: -1 }], row!.id, edit.position));
      const after = presentSection(await oneSection(tx, row!.id));
      await writeAudit(tx, actor, 'footer_section', row!.id, 'create', null, after);
      return after;
    });
  }

  async function updateSection(id: number, patch: FooterSectionPatch, actor: StaffActor) {
    return write(async (tx) => {
      const rows = await sectionRows(tx, true);
      const current = await oneSection(tx, id);
      const { position, ...fields } = patch;
      if (Object.keys(fields).length > 0) await tx.update(fs).set(fields).where(eq(fs.id, id));
      if (position !== undefined) await setSectionOrders(tx, renumbered(rows, id, position));
      const after = presentSection(await oneSection(tx, id));
      const action = Object.keys(fields).length === 0 && position !== undefined ? 'reorder' : 'update';
      await writeAudit(tx, actor, 'footer_section', id, action, presentSection(current), after);
      return after;
    });
  }

  /** Deletes a section with its links (the table cascades). */
  async function removeSection(id: number, actor: StaffActor) {
    await write(async (tx) => {
      const rows = await sectionRows(tx, true);
      const current = await oneSection(tx, id);
      const links = await linkRows(tx, id);
      await tx.delete(fs).where(eq(fs.id, id));
      await setSectionOrders(tx, compacted(rows.filter((row) => row.id !== id)));
      await writeAudit(tx, actor, 'footer_section', id, 'delete', { ...presentSection(current), links: links.map(presentLink) }, null);
    });
  }

  async function createLink(sectionId: number, edit: FooterLinkCreate, actor: StaffActor) {
    return write(async (tx) => {
      await oneSection(tx, sectionId);
      const rows = await linkRows(tx, sectionId, true);
      const [row] = await tx.insert(fl).values({ sectionId, name: edit.name, url: edit.url, icon: edit.icon, openInNewTab: edit.open_in_new_tab }).returning();
      await setLinkOrders(tx, renumbered([...rows, { ...row!, displayOrder: -1 }], row!.id, edit.position));
      const after = presentLink(await oneLink(tx, row!.id));
      await writeAudit(tx, actor, 'footer_link', row!.id, 'create', null, after);
      return after;
    });
  }

  /** Changes a link; a new section_id moves it to that section (last, or at `position`), closing the gap it left. */
  async function updateLink(id: number, patch: FooterLinkPatch, actor: StaffActor) {
    return write(async (tx) => {
      const current = await oneLink(tx, id);
      const { position, section_id: sectionId = current.sectionId, open_in_new_tab: openInNewTab, ...fields } = patch;
      const moved = sectionId !== current.sectionId;
      if (moved) await sectionOrRefuse(tx, sectionId);
      const rows = await linkRows(tx, current.sectionId, true);
      const set = { ...fields, ...(openInNewTab === undefined ? {} : { openInNewTab }), ...(moved ? { sectionId } : {}) };
      if (Object.keys(set).length > 0) await tx.update(fl).set(set).where(eq(fl.id, id));
      if (moved) {
        const others = await linkRows(tx, sectionId, true);
        await setLinkOrders(tx, renumbered([...others.filter((row) => row.id !== id), { ...current, displayOrder: -1 }], id, position));
        await setLinkOrders(tx, compacted(rows.filter((row) => row.id !== id)));
      } else if (position !== undefined) await setLinkOrders(tx, renumbered(rows, id, position));
      const after = presentLink(await oneLink(tx, id));
      const placeOnly = Object.keys(set).length === 0 && position !== undefined;
      const action = moved ? 'move' : placeOnly ? 'reorder' : 'update';
      await writeAudit(tx, actor, 'footer_link', id, action, presentLink(current), after);
      return after;
    });
  }

  async function removeLink(id: number, actor: StaffActor) {
    await write(async (tx) => {
      const current = await oneLink(tx, id);
      const rows = await linkRows(tx, current.sectionId, true);
      await tx.delete(fl).where(eq(fl.id, id));
      await setLinkOrders(tx, compacted(rows.filter((row) => row.id !== id)));
      await writeAudit(tx, actor, 'footer_link', id, 'delete', presentLink(current), null);
    });
  }

  return { list, createSection, updateSection, removeSection, createLink, updateLink, removeLink };
}
