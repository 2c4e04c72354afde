import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { memoize } from '#server/http/memo.ts';
import type { CatalogService } from '#server/modules/catalog/service.ts';
import type { ShopSettingsService } from '#server/modules/settings/service.ts';

const NAVIGATION_TTL_MS = 60_000;

export function createNavigationService(db: Database, catalog: CatalogService, shopSettings: ShopSettingsService) {
  async function header() {
    const [items, tree] = await Promise.all([
      db.select().from(t.navigationItems).where(eq(t.navigationItems.active, true)).orderBy(asc(t.navigationItems.displayOrder)),
      catalog.categoryTree(),
    ]);
    function toItem(row: (typeof items)[number]): HeaderItem {
      return {
        id: row.id,
        name: row.name,
        title: row.name,
        url: row.url,
        icon: row.icon,
        open_in_new_tab: row.openInNewTab,
        display_order: row.displayOrder,
        is_megamenu: row.isMegamenu,
        active: row.active,
        category_id: row.categoryId,
        parent_id: row.parentId,
        children: [],
      };
    }
    const byId = new Map(items.map((row) => [row.id, toItem(row)]));
    const roots: HeaderItem[] = [];
    for (const item of byId.values()) {
      const parent = item.parent_id ? byId.get(item.parent_id) : undefined;
      if (parent) parent.children.push(item);
      else roots.push(item);
    }
    const megaMenu = tree.map(function toMegaMenu(node): MegaMenuCategory {
      return {
        id: node.id,
        icon: node.icon,
        name: node.name,
        url: node.url,
        category_id: node.category_id,
        parent_id: node.parent_id,
        display_order: node.display_order,
        children: node.children.map(toMegaMenu),
      };
    });
    return { menu_items: roots, mega_menu: megaMenu };
  }

  async function footer() {
    const [sections, links] = await Promise.all([
      db.select().from(t.footerSections).where(eq(t.footerSections.active, true)).orderBy(asc(t.footerSections.displayOrder)),
      db.select().from(t.footerLinks).orderBy(asc(t.footerLinks.displayOrder)),
    ]);
    return sections.map((section) => ({
      id: section.id,
      title: section.title,
      items: links
        .filter((link) => link.sectionId === section.id)
        .map((link) => ({ name: link.name, url: link.url, icon: link.icon, open_in_new_tab: link.openInNewTab })),
    }));
  }

  // Every page shows the navigation; it changes rarely, so each process keeps it for a minute.
  const cachedHeader = memoize(NAVIGATION_TTL_MS, header, 'header');
  const cachedFooter = memoize(NAVIGATION_TTL_MS, footer, 'footer');
  // The settings keep their own copy, which a save drops at once.
  const cachedSettings = shopSettings.storefront;
  return {
    header: cachedHeader,
    footer: cachedFooter,
    settings: cachedSettings,
    /** Forgets the kept header and footer, after staff changed the menu, the footer or the categories (the settings drop their own). */
    clearCaches() {
      for (const cached of [cachedHeader, cachedFooter]) cached.clear();
    },
    async all() {
      const [headerData, footerData, settingsData] = await Promise.all([cachedHeader(), cachedFooter(), cachedSettings()]);
      return { header: headerData, footer: footerData, settings: settingsData };
    },
  };
}

export interface HeaderItem {
  id: number;
  name: string;
  title: string;
  url: string;
  icon: string | null;
  open_in_new_tab: boolean;
  display_order: number;
  is_megamenu: boolean;
  active: boolean;
  category_id: number | null;
  parent_id: number | null;
  children: HeaderItem[];
}

export interface MegaMenuCategory {
  id: number;
  icon: string | null;
  name: string;
  url: string;
  category_id: number;
  parent_id: number | null;
  display_order: number;
  children: MegaMenuCategory[];
}
