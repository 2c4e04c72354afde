import { z } from 'zod';
import { CATEGORY_ICONS } from './category-icons.ts';
import { PRODUCT_EDIT_MESSAGES } from './product-edit.ts';
import { TYPED_SLUG } from './slug.ts';

/**
 * What staff fill in to add or change a category: one schema for the back office's form and the
 * API, so both give the same message for the same mistake.
 */

const CATEGORY_EDIT_LIMITS = { name: 100, slug: 120, position: 10_000 } as const;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Enter the category name.',
  nameTooLong: `The name can be at most ${CATEGORY_EDIT_LIMITS.name} characters.`,
  slugShape: PRODUCT_EDIT_MESSAGES.slugShape,
  slugTooLong: `The slug can be at most ${CATEGORY_EDIT_LIMITS.slug} characters.`,
  slugFromNothing: 'The name has no letters or digits to make a slug from: enter a slug.',
  slugTaken: 'Another category already uses this slug.',
  icon: 'Choose an icon from the list, or none.',
  parent: 'Choose a parent category from the list, or none for a top-level category.',
  parentIsSelf: 'A category cannot be placed under itself.',
  parentIsDescendant: 'A category cannot be placed under one of its own subcategories. Move that subcategory out first.',
  position: 'Send the position as a whole number, 0 for first.',
  flag: 'Send true or false.',
  version: 'Send the updated_at of the category you opened.',
  stale: 'This category was changed by someone else since you opened it. Reload to see their changes.',
  notFound: 'No category with this id.',
  hasChildren: (count: number) => `This category has ${count} subcategor${count === 1 ? 'y' : 'ies'}. Move or delete them first, or hide the category instead.`,
  hasProducts: (count: number) =>
    `${count} product${count === 1 ? ' is' : 's are'} in this category. Move ${count === 1 ? 'it' : 'them'} to another category first, or hide the category instead.`,
} as const;

const M = CATEGORY_MESSAGES;
const L = CATEGORY_EDIT_LIMITS;

const id = (message: string) => z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
const flag = () => z.boolean({ error: M.flag });

const categoryFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.name, M.nameTooLong),
  /** Empty: made from the name (`slugFromName`). */
  slug: z.string({ error: M.slugShape }).trim().max(L.slug, M.slugTooLong).regex(TYPED_SLUG, M.slugShape),
  icon: z.enum(CATEGORY_ICONS, { error: M.icon }).nullable(),
  /** null: a top-level category. */
  parent_id: id(M.parent).nullable(),
  active: flag(),
  is_featured: flag(),
};

/** A new category; it goes after its siblings unless `position` says where (0 is first). */
export const categoryCreateSchema = z.object({
  ...categoryFields,
  slug: categoryFields.slug.default(''),
  icon: categoryFields.icon.default(null),
  parent_id: categoryFields.parent_id.default(null),
  active: categoryFields.active.default(true),
  is_featured: categoryFields.is_featured.default(false),
  position: z.number({ error: M.position }).int(M.position).min(0, M.position).max(L.position, M.position).optional(),
});
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

/**
 * A change: only the fields sent change. A new `parent_id` moves the category (to the end of its
 * new siblings unless `position` is sent); `position` alone reorders it among its siblings.
 * `updated_at`, when sent, must be the category's as it was opened.
 */
export const categoryPatchSchema = z
  .object(categoryFields)
  .partial()
  .extend({
    position: categoryCreateSchema.shape.position,
    updated_at: z.iso.datetime({ error: M.version }).optional(),
  });
export type CategoryPatch = z.output<typeof categoryPatchSchema>;

/** Where a category goes among its siblings: the one body of the reorder operation. */
export const categoryPositionSchema = z.object({
  parent_id: categoryFields.parent_id,
  position: z.number({ error: M.position }).int(M.position).min(0, M.position).max(L.position, M.position),
});
