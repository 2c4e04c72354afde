import { z } from 'zod';
import { isSiteOrHttpsLink } from './site-link.ts';

/**
 * The home page's banners as staff edit them: hero slides and side tiles at fixed positions, and
 * category sections that show a category's products beside a banner. One schema for the back
 * office's form and the API.
 */

/** Where the home page places a positional banner; the home route reads exactly these. */
export const BANNER_POSITIONS = ['hero', 'side'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_POSITION_LABELS: Record<BannerPosition, string> = {
  hero: 'Hero slider',
  side: 'Side tiles',
};

/** The two kinds of banner, each its own table and API resource. */
const BANNER_KINDS = ['banner', 'category_banner'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** The multipart field an image upload carries its one file in. */
export const BANNER_IMAGE_FIELD = 'image';
/** Which picture an upload replaces: the desktop one, or the narrower one phones get. */
export const BANNER_IMAGE_VARIANTS = ['desktop', 'mobile'] as const;
export type BannerImageVariant = (typeof BANNER_IMAGE_VARIANTS)[number];

const BANNER_LIMITS = { title: 120, subtitle: 160, description: 500, link: 500, order: 10_000 } as const;

export const BANNER_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `The title can be at most ${BANNER_LIMITS.title} characters.`,
  subtitleTooLong: `The subtitle can be at most ${BANNER_LIMITS.subtitle} characters.`,
  descriptionTooLong: `The description can be at most ${BANNER_LIMITS.description} characters.`,
  position: `Choose where it shows: ${BANNER_POSITIONS.join(' or ')}.`,
  category: 'Choose a category.',
  unknownCategory: 'No category with this id.',
  link: 'Enter a path in the shop starting with / (like /shop/category/phones) or an https:// address.',
  linkTooLong: `The link can be at most ${BANNER_LIMITS.link} characters.`,
  date: 'Enter a date and time.',
  endsBeforeStart: 'The end must be after the start.',
  order: 'Send the order as a whole number, 0 for first.',
  flag: 'Send true or false.',
  version: 'Send the updated_at of the banner you opened.',
  stale: 'This banner was changed by someone else since you opened it. Reload to see their changes.',
  notFound: 'No banner with this id.',
  imageRequired: 'Choose an image to upload.',
  oneImage: 'Upload one image.',
  imageUploaded: 'Image uploaded.',
} as const;

const M = BANNER_MESSAGES;
const L = BANNER_LIMITS;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const instant = () => z.iso.datetime({ offset: true, error: M.date }).nullable();

const commonFields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.title, M.titleTooLong),
  subtitle: optionalText(L.subtitle, M.subtitleTooLong),
  description: optionalText(L.description, M.descriptionTooLong),
  active: z.boolean({ error: M.flag }),
  /** Shown from this instant on; null: from now. */
  starts_at: instant(),
  /** Shown until just before this instant; null: with no end. */
  ends_at: instant(),
};

const homeFields = {
  position: z.enum(BANNER_POSITIONS, { error: M.position }),
  link_url: z
    .string({ error: M.link })
    .trim()
    .max(L.link, M.linkTooLong)
    .refine((value) => value === '' || isSiteOrHttpsLink(value), M.link)
    .transform((value) => (value === '' ? null : value))
    .nullable(),
};

const categoryFields = {
  category_id: z.number({ error: M.category }).int(M.category).min(1, M.category).max(2_147_483_647, M.category),
};

/** Its place among the banners it shows with (same position, or every category section); 0 is first. */
const order = () => z.number({ error: M.order }).int(M.order).min(0, M.order).max(L.order, M.order);

interface Schedule {
  starts_at?: string | null;
  ends_at?: string | null;
}

/** The end must come after the start; said on the end, the field staff would change. */
function checkSchedule(value: Schedule, context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void }) {
  if (!value.starts_at || !value.ends_at) return;
  if (Date.parse(value.ends_at) <= Date.parse(value.starts_at)) context.addIssue({ code: 'custom', path: ['ends_at'], message: M.endsBeforeStart });
}

const creationDefaults = {
  subtitle: commonFields.subtitle.default(null),
  description: commonFields.description.default(null),
  active: commonFields.active.default(true),
  starts_at: commonFields.starts_at.default(null),
  ends_at: commonFields.ends_at.default(null),
  display_order: order().optional(),
};

const changeExtras = { display_order: order().optional(), updated_at: z.iso.datetime({ error: M.version }).optional() };

/** A new home banner; it goes last among its position's banners unless `display_order` says where. */
export const bannerCreateSchema = z
  .object({ ...commonFields, ...homeFields, ...creationDefaults, link_url: homeFields.link_url.default(null) })
  .superRefine((value, context) => checkSchedule(value, context));
/** A change: only the fields sent change; `display_order` moves the banner among its position's. */
export const bannerPatchSchema = z
  .object({ ...commonFields, ...homeFields })
  .partial()
  .extend(changeExtras)
  .superRefine((value, context) => checkSchedule(value, context));
export const categoryBannerCreateSchema = z
  .object({ ...commonFields, ...categoryFields, ...creationDefaults })
  .superRefine((value, context) => checkSchedule(value, context));
export const categoryBannerPatchSchema = z
  .object({ ...commonFields, ...categoryFields })
  .partial()
  .extend(changeExtras)
  .superRefine((value, context) => checkSchedule(value, context));

export type BannerCreate = z.output<typeof bannerCreateSchema>;
export type BannerPatch = z.output<typeof bannerPatchSchema>;
export type CategoryBannerCreate = z.output<typeof categoryBannerCreateSchema>;
export type CategoryBannerPatch = z.output<typeof categoryBannerPatchSchema>;
