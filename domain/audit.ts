// The back office's activity log: what staff changed, who may read which of it, and how a change
// reads (a field's value before and after), shared by the API and the admin pages.

import { canReach, STAFF_AREAS, type StaffArea, type StaffRole } from './staff.ts';

/**
 * The kinds of record the audit log holds, each with the back-office area it belongs to: whoever
 * reaches the area reads its history. A module that starts writing the log for a new kind adds it
 * here; until then its rows are read only by roles that reach every area.
 */
const AUDIT_ENTITY_AREAS = {
  product: 'catalogue',
  category: 'catalogue',
  brand: 'catalogue',
  emi_bank: 'catalogue',
  shop_settings: 'settings',
  banner: 'content',
  category_banner: 'content',
  info_page: 'content',
  notification: 'content',
  navigation_item: 'content',
  footer_section: 'content',
  footer_link: 'content',
  order: 'orders',
  customer: 'customers',
  complaint: 'customers',
  staff: 'staff',
} as const satisfies Record<string, StaffArea>;

export type AuditEntity = keyof typeof AUDIT_ENTITY_AREAS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_AREAS) as AuditEntity[];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  product: 'Product',
  category: 'Category',
  brand: 'Brand',
  emi_bank: 'EMI bank',
  shop_settings: 'Shop settings',
  banner: 'Home banner',
  category_banner: 'Category banner',
  info_page: 'Page',
  notification: 'Public notification',
  navigation_item: 'Menu item',
  footer_section: 'Footer section',
  footer_link: 'Footer link',
  order: 'Order',
  complaint: 'Complaint',
  customer: 'Customer',
  staff: 'Staff member',
};

/** What a role may read: everything (a role that reaches every area), or only these kinds. */
export type AuditReach = { everything: true } | { everything: false; entities: AuditEntity[] };

export function auditReach(role: StaffRole): AuditReach {
  if (STAFF_AREAS.every((area) => canReach(role, area))) return { everything: true };
  return { everything: false, entities: AUDIT_ENTITIES.filter((entity) => canReach(role, AUDIT_ENTITY_AREAS[entity])) };
}

export const canReadAudit = (reach: AuditReach, entity: string) => reach.everything || (reach.entities as string[]).includes(entity);

/** Whether the activity page has anything to show this reach. */
export const canReadAnyAudit = (reach: AuditReach) => reach.everything || reach.entities.length > 0;

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  duplicate: 'Created as a copy',
  delete: 'Deleted',
  add_images: 'Added pictures',
  delete_image: 'Deleted a picture',
  import_create: 'Created by a CSV import',
  import_update: 'Changed by a CSV import',
  bulk_update: 'Changed in a bulk edit',
  move: 'Moved',
  reorder: 'Reordered',
  set_logo: 'Uploaded a logo',
  remove_logo: 'Removed the logo',
  set_image: 'Uploaded a picture',
  set_mobile_image: 'Uploaded a mobile picture',
  confirm: 'Confirmed',
  start_processing: 'Started processing',
  ship: 'Handed to the courier',
  deliver: 'Marked delivered',
  cancel: 'Cancelled',
  mark_paid: 'Marked paid',
  answer: 'Answered',
  add_note: 'Added a note',
  edit_line: 'Changed a line of',
  remove_line: 'Removed a line of',
  invite: 'Invited',
  disable: 'Disabled',
  enable: 'Enabled',
  block: 'Blocked',
  unblock: 'Unblocked',
  issue_sign_in_link: 'Issued a sign-in link for',
  reset_second_factor: 'Set a new password and reset two-step sign-in of',
  enrol: 'Added an authenticator app for',
};

export const auditActionLabel = (action: string) => ACTION_LABELS[action] ?? action.replaceAll('_', ' ');

/** One field as it was and as it became, both as text a person reads ('' for nothing). */
export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

/** Bookkeeping that moves with every save and says nothing about what was changed. */
const UNTOLD = new Set(['version', 'updated_at', 'created_at']);
const LONGEST_VALUE = 120;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested records become dotted fields (stock.quantity), except one named by its name (a category). */
function flatten(record: Record<string, Json>, prefix: string, out: Map<string, Json>) {
  for (const [key, value] of Object.entries(record)) {
    if (UNTOLD.has(key)) continue;
    const field = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && typeof value.name !== 'string') flatten(value, field, out);
    else out.set(field, value);
  }
}

function asText(value: Json | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (isRecord(value)) return String(value.name);
  const text = String(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

/**
 * The fields that differ between two snapshots of a record, in the order the record lists them.
 * A list that changed but kept its length says so, as its count alone would read the same.
 */
export function auditFieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const [was, now] = [new Map<string, Json>(), new Map<string, Json>()];
  flatten(before, '', was);
  flatten(after, '', now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields.flatMap((field) => {
    const [old, current] = [was.get(field), now.get(field)];
    if (JSON.stringify(old) === JSON.stringify(current)) return [];
    const [oldText, newText] = [asText(old), asText(current)];
    const sameCount = Array.isArray(old) && Array.isArray(current) && old.length === current.length;
    return [{ field, before: oldText, after: sameCount ? `${newText}, changed` : newText }];
  });
}

/** "sale_price" → "Sale price", "stock.quantity" → "Stock quantity". */
export function auditFieldLabel(field: string): string {
  const words = field.replaceAll(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
