import { z } from 'zod';
import { PRODUCT_EDIT_MESSAGES } from './product-edit.ts';
import { TYPED_SLUG } from './slug.ts';

/** What staff fill in to add or change a brand: one schema for the back office's form and the API. */

/** The multipart field a logo upload carries its one file in. */
export const BRAND_LOGO_FIELD = 'logo';

const BRAND_EDIT_LIMITS = { name: 100, slug: 120, position: 10_000 } as const;

export const BRAND_MESSAGES = {
  nameRequired: 'Enter the brand name.',
  nameTooLong: `The name can be at most ${BRAND_EDIT_LIMITS.name} characters.`,
  slugShape: PRODUCT_EDIT_MESSAGES.slugShape,
  slugTooLong: `The slug can be at most ${BRAND_EDIT_LIMITS.slug} characters.`,
  slugFromNothing: 'The name has no letters or digits to make a slug from: enter a slug.',
  slugTaken: 'Another brand already uses this slug.',
  position: 'Send the position as a whole number, 0 for first.',
  flag: 'Send true or false.',
  version: 'Send the updated_at of the brand you opened.',
  stale: 'This brand was changed by someone else since you opened it. Reload to see their changes.',
  notFound: 'No brand with this id.',
  hasProducts: (count: number) =>
    `${count} product${count === 1 ? ' is' : 's are'} of this brand. Move ${count === 1 ? 'it' : 'them'} to another brand first, or hide the brand instead.`,
  logoRequired: 'Choose an image to upload as the logo.',
  oneLogo: 'Upload one image as the logo.',
  logoUploaded: 'Logo uploaded.',
  logoRemoved: 'Logo removed.',
  noLogo: 'This brand has no logo to remove.',
} as const;

const M = BRAND_MESSAGES;
const L = BRAND_EDIT_LIMITS;

const flag = () => z.boolean({ error: M.flag });
const position = () => z.number({ error: M.position }).int(M.position).min(0, M.position).max(L.position, M.position);

const brandFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.name, M.nameTooLong),
  /** Empty: made from the name (`slugFromName`). */
  slug: z.string({ error: M.slugShape }).trim().max(L.slug, M.slugTooLong).regex(TYPED_SLUG, M.slugShape),
  active: flag(),
  is_featured: flag(),
};

/** A new brand; it goes last in the shop's brand order unless `position` says where (0 is first). */
export const brandCreateSchema = z.object({
  ...brandFields,
  slug: brandFields.slug.default(''),
  active: brandFields.active.default(true),
  is_featured: brandFields.is_featured.default(false),
  position: position().optional(),
});
export type BrandCreate = z.output<typeof brandCreateSchema>;

/** A change: only the fields sent change; `position` moves the brand in the shop's brand order. */
export const brandPatchSchema = z
  .object(brandFields)
  .partial()
  .extend({ position: position().optional(), updated_at: z.iso.datetime({ error: M.version }).optional() });
export type BrandPatch = z.output<typeof brandPatchSchema>;
