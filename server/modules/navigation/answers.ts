import { z } from 'zod';
import { DELIVERY_ZONES } from '#domain/delivery.ts';
import { PAYMENT_METHODS } from '#domain/shop-settings.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import type { HeaderItem, MegaMenuCategory } from './service.ts';

/** What the navigation answers, for the API document. The menus are trees, so each is a registered component that refers to itself. */

const int = () => z.number().int();

const menuItem: z.ZodType<HeaderItem> = z.object({
  id: int(),
  name: z.string(),
  title: z.string().describe('The name again, under the name older clients read'),
  url: z.string(),
  icon: z.string().nullable(),
  open_in_new_tab: z.boolean(),
  display_order: int(),
  is_megamenu: z.boolean(),
  active: z.boolean(),
  category_id: int().nullable(),
  parent_id: int().nullable(),
  get children() {
    return z.array(menuItem);
  },
});
z.globalRegistry.add(menuItem, { id: 'NavigationMenuItem', description: 'A header menu item with the items below it' });

const megaMenuCategory: z.ZodType<MegaMenuCategory> = z.object({
  id: int(),
  icon: z.string().nullable(),
  name: z.string(),
  url: z.string(),
  category_id: int(),
  parent_id: int().nullable(),
  display_order: int(),
  get children() {
    return z.array(megaMenuCategory);
  },
});
z.globalRegistry.add(megaMenuCategory, { id: 'MegaMenuCategory', description: 'A category in the mega menu with the categories below it' });

const header = z.object({
  menu_items: z.array(menuItem).describe('The active menu items as a tree'),
  mega_menu: z.array(megaMenuCategory).describe('The active categories as a tree, for the mega menu'),
});

const footer = z.array(
  z.object({
    id: int(),
    title: z.string(),
    items: z.array(z.object({ name: z.string(), url: z.string(), icon: z.string().nullable(), open_in_new_tab: z.boolean() })),
  }),
);

const settings = z.object({
  shop_name: z.string(),
  phone: z.string().describe('Empty when the shop has none'),
  whatsapp_number: z.string().describe('Empty when the shop has none'),
  email: z.string(),
  address: z.string(),
  social_links: z
    .object({ facebook: z.string().optional(), instagram: z.string().optional(), youtube: z.string().optional() })
    .describe('The URL of each network the shop is on'),
  trade_licence: z.string().nullable().describe('The trade licence number; null when not set'),
  dbid: z.string().nullable().describe('The Digital Business ID; null when not set'),
  bin: z.string().nullable().describe('The VAT Business Identification Number; null when not set'),
  delivery_charges: z
    .object(Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, int()])) as Record<(typeof DELIVERY_ZONES)[number], ReturnType<typeof int>>)
    .describe('The delivery charge of each zone in whole taka, as checkout charges it; 0 is free delivery'),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).describe('The ways to pay checkout offers now'),
});

export const headerAnswers = answers({ 200: envelope(header, 'The header menu and the mega menu') });
export const footerAnswers = answers({ 200: envelope(footer, 'The active footer sections with their links, in order') });
export const allNavigationAnswers = answers({
  200: envelope(z.object({ header, footer, settings }), 'The header, the footer and the shop settings in one answer'),
});
export const settingsAnswers = answers({
  200: envelope(settings, 'The shop’s name, contact details, social links, business identifiers, delivery charges and ways to pay'),
});
