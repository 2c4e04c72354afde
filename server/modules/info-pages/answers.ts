import { z } from 'zod';
import { INFO_PAGES } from '#domain/info-pages.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';

/** What the back office's page operations answer, for the API document. */

const int = () => z.number().int();

const summary = {
  slug: z.enum(INFO_PAGES),
  path: z.string().describe('Where the storefront shows it'),
  title: z.string(),
  meta_description: z.string().describe('For search results, and the lead paragraph under the title; may quote {{values}}'),
  version: int().describe('Send it back with a change, so a change saved meanwhile by someone else is not overwritten'),
  updated_at: z.iso.datetime(),
  updated_by: z.string().nullable().describe('The staff member who saved it last; null for the copy the shop started with'),
};

const adminInfoPageRow = z.object(summary);
z.globalRegistry.add(adminInfoPageRow, { id: 'AdminInfoPageRow', description: 'A policy or information page as the back office lists it' });

const adminInfoPage = z.object({
  ...summary,
  body: z.string().describe('The page in the info-pages format (## headings, - lists, [links](/path), {{values}}), never HTML'),
});
z.globalRegistry.add(adminInfoPage, { id: 'AdminInfoPage', description: 'A policy or information page as the back office edits it' });

export const infoPageParams = z.object({ slug: z.enum(INFO_PAGES).describe('The page’s path without its slash') });

const everyError = [401, 403] as const;

export const adminInfoPageListAnswers = answers({ 200: envelope(z.array(adminInfoPageRow), 'Every page, in the storefront’s order') }, [...everyError]);
export const adminInfoPageAnswers = answers({ 200: envelope(adminInfoPage, 'The page') }, [...everyError, 404, 422]);
export const adminInfoPageUpdatedAnswers = answers({ 200: envelope(adminInfoPage, 'The page as saved') }, [...everyError, 404, 409, 422]);
