import { z } from 'zod';
import { isSiteOrHttpsLink } from './site-link.ts';

/** What staff fill in for the header menu and the footer: one schema per record for the back office's forms and the API. */

const LIMITS = { name: 100, url: 500, icon: 50, position: 10_000 } as const;

export const NAVIGATION_MESSAGES = {
  nameRequired: 'Enter the name shoppers see.',
  nameTooLong: `The name can be at most ${LIMITS.name} characters.`,
  titleRequired: 'Enter the section title.',
  titleTooLong: `The title can be at most ${LIMITS.name} characters.`,
  url: 'Enter a page of this shop starting with / (like /shop/laptops), or an address starting with https://.',
  urlTooLong: `The link can be at most ${LIMITS.url} characters.`,
  position: 'Send the position as a whole number, 0 for first.',
  flag: 'Send true or false.',
  icon: `Enter an icon’s name in small letters with dashes (like house or badge-percent, at most ${LIMITS.icon} characters), or leave it empty.`,
  id: 'Send a whole number, or null for none.',
  sectionId: 'Send the footer section’s id as a whole number.',
  parentMissing: 'There is no menu item with this id.',
  parentNotTopLevel: 'Choose a top-level menu item: the menu goes one level deep.',
  parentIsSelf: 'A menu item cannot be under itself.',
  hasChildren: 'This item has items under it: it stays at the top level.',
  categoryMissing: 'There is no category with this id.',
  sectionMissing: 'There is no footer section with this id.',
  itemNotFound: 'No menu item with this id.',
  sectionNotFound: 'No footer section with this id.',
  linkNotFound: 'No footer link with this id.',
} as const;

const M = NAVIGATION_MESSAGES;

const flag = () => z.boolean({ error: M.flag });
const position = () => z.number({ error: M.position }).int(M.position).min(0, M.position).max(LIMITS.position, M.position);
const optionalId = () => z.number({ error: M.id }).int(M.id).min(1, M.id).max(2_147_483_647, M.id).nullable();
const name = () => z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(LIMITS.name, M.nameTooLong);
/** An icon by its lucide name (the shop's API hands it to whatever draws the menu), or null for none. */
const icon = () =>
  z
    .string({ error: M.icon })
    .trim()
    .max(LIMITS.icon, M.icon)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.icon)
    .nullable();
const url = () =>
  z
    .string({ error: M.url })
    .trim()
    .max(LIMITS.url, M.urlTooLong)
    .refine((link) => isSiteOrHttpsLink(link), M.url);

const menuItemFields = {
  name: name(),
  url: url(),
  parent_id: optionalId(),
  category_id: optionalId(),
  icon: icon(),
  open_in_new_tab: flag(),
  /** The item opens the categories' mega menu rather than going to its link. */
  is_megamenu: flag(),
  active: flag(),
  position: position(),
};

/** A new header menu item; it goes last among its siblings unless `position` says where (0 is first). */
export const menuItemCreateSchema = z.object({
  ...menuItemFields,
  parent_id: menuItemFields.parent_id.default(null),
  category_id: menuItemFields.category_id.default(null),
  icon: menuItemFields.icon.default(null),
  open_in_new_tab: menuItemFields.open_in_new_tab.default(false),
  is_megamenu: menuItemFields.is_megamenu.default(false),
  active: menuItemFields.active.default(true),
  position: menuItemFields.position.optional(),
});
export type MenuItemCreate = z.output<typeof menuItemCreateSchema>;

/** A change: only the fields sent change; a new parent_id moves it, position reorders it among its siblings. */
export const menuItemPatchSchema = z.object(menuItemFields).partial();
export type MenuItemPatch = z.output<typeof menuItemPatchSchema>;

const sectionFields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(LIMITS.name, M.titleTooLong),
  active: flag(),
  position: position(),
};

export const footerSectionCreateSchema = z.object({
  ...sectionFields,
  active: sectionFields.active.default(true),
  position: sectionFields.position.optional(),
});
export type FooterSectionCreate = z.output<typeof footerSectionCreateSchema>;
export const footerSectionPatchSchema = z.object(sectionFields).partial();
export type FooterSectionPatch = z.output<typeof footerSectionPatchSchema>;

const linkFields = { name: name(), url: url(), icon: icon(), open_in_new_tab: flag(), position: position() };

export const footerLinkCreateSchema = z.object({
  ...linkFields,
  icon: linkFields.icon.default(null),
  open_in_new_tab: linkFields.open_in_new_tab.default(false),
  position: linkFields.position.optional(),
});
export type FooterLinkCreate = z.output<typeof footerLinkCreateSchema>;
/** A change: a new section_id moves the link there (last, or at `position`). */
export const footerLinkPatchSchema = z
  .object({ ...linkFields, section_id: z.number({ error: M.sectionId }).int(M.sectionId).min(1, M.sectionId).max(2_147_483_647, M.sectionId) })
  .partial();
export type FooterLinkPatch = z.output<typeof footerLinkPatchSchema>;
