import { z } from 'zod';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

const int = () => z.number().int();

const adminMenuItem = z.object({
  id: int(),
  name: z.string(),
  url: z.string().describe('A page of the shop (/…) or an https address'),
  parent_id: int().nullable().describe('null: a top-level item'),
  category_id: int().nullable().describe('The category the item stands for, if any'),
  icon: z.string().nullable().describe('Its icon by lucide name (house, badge-percent), or null'),
  open_in_new_tab: z.boolean(),
  is_megamenu: z.boolean().describe('It opens the categories’ mega menu'),
  active: z.boolean().describe('Hidden items are not shown in the shop'),
  position: int().describe('Its place among its siblings, 0 first'),
});
z.globalRegistry.add(adminMenuItem, { id: 'AdminMenuItem', description: 'A header menu item as the back office edits it' });
const adminMenuNode = adminMenuItem.extend({ children: z.array(adminMenuItem) });

const adminFooterLink = z.object({
  id: int(),
  section_id: int(),
  name: z.string(),
  url: z.string(),
  icon: z.string().nullable().describe('Its icon by lucide name, or null'),
  open_in_new_tab: z.boolean(),
  position: int().describe('Its place in its section, 0 first'),
});
z.globalRegistry.add(adminFooterLink, { id: 'AdminFooterLink', description: 'A footer link as the back office edits it' });
const adminFooterSection = z.object({ id: int(), title: z.string(), active: z.boolean(), position: int() });
z.globalRegistry.add(adminFooterSection, { id: 'AdminFooterSection', description: 'A footer section as the back office edits it' });

const everyError = [401, 403] as const;

export const menuTreeAnswers = answers({ 200: envelope(z.array(adminMenuNode), 'Top-level items in order, each with its items, hidden ones included') }, [
  ...everyError,
]);
export const menuItemCreatedAnswers = answers({ 201: envelope(adminMenuItem, 'The item as created') }, [...everyError, 422]);
export const menuItemUpdatedAnswers = answers({ 200: envelope(adminMenuItem, 'The item as changed') }, [...everyError, 404, 422]);
export const menuItemDeletedAnswers = answers({ 200: messageOnly('The item and the items under it are gone') }, [...everyError, 404, 422]);

export const footerListAnswers = answers(
  { 200: envelope(z.array(adminFooterSection.extend({ links: z.array(adminFooterLink) })), 'Sections in order with their links, hidden ones included') },
  [...everyError],
);
export const footerSectionCreatedAnswers = answers({ 201: envelope(adminFooterSection, 'The section as created') }, [...everyError, 422]);
export const footerSectionUpdatedAnswers = answers({ 200: envelope(adminFooterSection, 'The section as changed') }, [...everyError, 404, 422]);
export const footerSectionDeletedAnswers = answers({ 200: messageOnly('The section and its links are gone') }, [...everyError, 404, 422]);
export const footerLinkCreatedAnswers = answers({ 201: envelope(adminFooterLink, 'The link as created') }, [...everyError, 404, 422]);
export const footerLinkUpdatedAnswers = answers({ 200: envelope(adminFooterLink, 'The link as changed') }, [...everyError, 404, 422]);
export const footerLinkDeletedAnswers = answers({ 200: messageOnly('The link is gone') }, [...everyError, 404, 422]);
