import { z } from 'zod';
import { BANNER_POSITIONS } from '#domain/banners.ts';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

/** What the back office's banner operations answer, for the API document. */

const int = () => z.number().int();

const bannerFields = {
  id: int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable().describe('The desktop picture; null until one is uploaded, and the shop shows the banner only once it has one'),
  mobile_image_url: z.string().nullable().describe('The picture phones get; null: they get the desktop one'),
  image_width: int().nullable().describe('Of the desktop picture, so the home page keeps its place while it loads'),
  image_height: int().nullable(),
  display_order: int().describe('Its place among the banners it shows with, 0 first'),
  active: z.boolean().describe('Switched off banners are not shown, whatever their schedule'),
  starts_at: z.iso.datetime({ offset: true }).nullable().describe('Shown from this instant; null: at once'),
  ends_at: z.iso.datetime({ offset: true }).nullable().describe('Shown until just before this instant; null: with no end'),
  updated_at: z.iso.datetime().describe('Send it back with a change, so a change made meanwhile by someone else is not overwritten'),
};

const adminBanner = z.object({
  ...bannerFields,
  position: z.string().describe(`Where on the home page it shows: ${BANNER_POSITIONS.join(' or ')}`),
  link_url: z.string().nullable().describe('A path in the shop or an https address; null: the shop page'),
});
z.globalRegistry.add(adminBanner, { id: 'AdminBanner', description: 'A home banner as the back office edits it' });

const adminCategoryBanner = z.object({
  ...bannerFields,
  category_id: int(),
  category_name: z.string().nullable(),
});
z.globalRegistry.add(adminCategoryBanner, { id: 'AdminCategoryBanner', description: 'A home category section’s banner as the back office edits it' });

const everyError = [401, 403] as const;

function answersFor(banner: typeof adminBanner | typeof adminCategoryBanner) {
  return {
    list: answers({ 200: envelope(z.array(banner), 'Every banner, switched off and out of schedule ones included, in order') }, [...everyError]),
    one: answers({ 200: envelope(banner, 'The banner') }, [...everyError, 404, 422]),
    created: answers({ 201: envelope(banner, 'The banner as created') }, [...everyError, 422]),
    updated: answers({ 200: envelope(banner, 'The banner as changed') }, [...everyError, 404, 409, 422]),
    deleted: answers({ 200: messageOnly('The banner is gone') }, [...everyError, 404, 422]),
    image: answers({ 200: envelope(banner, 'The banner with its new picture') }, [...everyError, 404, 413, 422]),
  };
}

export const homeBannerAnswers = answersFor(adminBanner);
export const categoryBannerAnswers = answersFor(adminCategoryBanner);
