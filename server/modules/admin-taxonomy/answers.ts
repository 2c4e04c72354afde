import { z } from 'zod';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

/** What the back office's category and brand operations answer, for the API document. */

const int = () => z.number().int();

const adminCategory = z.object({
  id: int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable().describe('A lucide icon name from the list staff choose from'),
  parent_id: int().nullable().describe('null: a top-level category'),
  position: int().describe('Its place among its siblings, 0 first'),
  active: z.boolean().describe('Hidden categories are not shown in the shop'),
  is_featured: z.boolean().describe('Shown in the home page’s featured categories'),
  product_count: int().describe('Products whose main category this is, whatever their status; products listed here only as an extra category are not counted'),
  child_count: int(),
  url: z.string().describe('Its page in the shop'),
  updated_at: z.iso.datetime().describe('Send it back with a change, so a change made meanwhile by someone else is not overwritten'),
});
z.globalRegistry.add(adminCategory, { id: 'AdminCategory', description: 'A category as the back office edits it' });

type Node = z.infer<typeof adminCategory> & { total_product_count: number; children: Node[] };
const adminCategoryNode: z.ZodType<Node> = adminCategory.extend({
  total_product_count: int().describe('Products whose main category is this one or one below it'),
  get children() {
    return z.array(adminCategoryNode);
  },
});
z.globalRegistry.add(adminCategoryNode, { id: 'AdminCategoryNode', description: 'A category with its subcategories in order' });

const adminBrand = z.object({
  id: int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  position: int().describe('Its place in the shop’s brand order, 0 first'),
  active: z.boolean().describe('Hidden brands are not shown in the shop'),
  is_featured: z.boolean().describe('Shown in the home page’s featured brands'),
  product_count: int().describe('Products of this brand, whatever their status'),
  url: z.string(),
  updated_at: z.iso.datetime(),
});
z.globalRegistry.add(adminBrand, { id: 'AdminBrand', description: 'A brand as the back office edits it' });

const everyError = [401, 403] as const;

export const categoryTreeAnswers = answers({ 200: envelope(z.array(adminCategoryNode), 'Top-level categories in order, hidden ones included') }, [
  ...everyError,
]);
export const categoryAnswers = answers({ 200: envelope(adminCategory, 'The category') }, [...everyError, 404, 422]);
export const categoryCreatedAnswers = answers({ 201: envelope(adminCategory, 'The category as created') }, [...everyError, 422]);
export const categoryUpdatedAnswers = answers({ 200: envelope(adminCategory, 'The category as changed') }, [...everyError, 404, 409, 422]);
export const categoryDeletedAnswers = answers({ 200: messageOnly('The category is gone') }, [...everyError, 404, 409, 422]);

export const brandListAnswers = answers({ 200: envelope(z.array(adminBrand), 'Every brand in the shop’s order, hidden ones included') }, [...everyError]);
export const brandAnswers = answers({ 200: envelope(adminBrand, 'The brand') }, [...everyError, 404, 422]);
export const brandCreatedAnswers = answers({ 201: envelope(adminBrand, 'The brand as created') }, [...everyError, 422]);
export const brandUpdatedAnswers = answers({ 200: envelope(adminBrand, 'The brand as changed') }, [...everyError, 404, 409, 422]);
export const brandDeletedAnswers = answers({ 200: messageOnly('The brand is gone') }, [...everyError, 404, 409, 422]);
export const brandLogoAnswers = answers({ 200: envelope(adminBrand, 'The brand with its new logo') }, [...everyError, 404, 409, 413, 422]);
export const brandLogoRemovedAnswers = answers({ 200: envelope(adminBrand, 'The brand without a logo') }, [...everyError, 404, 409, 422]);
