import type { ShellData } from '#app/lib/shell-data.ts';
import { strings } from '#app/strings/index.ts';

export type HeaderNavigation = NonNullable<ShellData['header']>;
export type FooterNavigation = NonNullable<ShellData['footer']>;
export type MenuItem = HeaderNavigation['menu_items'][number];
export type MegaMenuCategory = HeaderNavigation['mega_menu'][number];

const copy = strings.layout.fallbackNav;

function menuItem(id: number, name: string, url: string, icon: string, displayOrder: number): MenuItem {
  return {
    id,
    name,
    title: name,
    url,
    icon,
    open_in_new_tab: false,
    display_order: displayOrder,
    is_megamenu: false,
    active: true,
    category_id: null,
    parent_id: null,
    children: [],
  };
}

/** Fallback category links go through /filter, which needs no category ids (it takes a name). */
function categoryUrl(name: string): string {
  return `/filter?${new URLSearchParams({ source: 'category', name, categories: name }).toString()}`;
}

function category(
  id: number,
  name: string,
  icon: string | null,
  parentId: number | null,
  displayOrder: number,
  children: MegaMenuCategory[] = [],
): MegaMenuCategory {
  return { id, name, icon, url: categoryUrl(name), category_id: id, parent_id: parentId, display_order: displayOrder, children };
}

/** Built-in header navigation used when the navigation data fails to load. */
const DEFAULT_HEADER: HeaderNavigation = {
  menu_items: [
    menuItem(-1, copy.home, '/', 'house', 1),
    menuItem(-2, copy.shop, '/shop', 'store', 2),
    menuItem(-3, copy.aboutUs, '/about-us', 'info', 3),
    menuItem(-4, copy.contact, '/contact', 'phone', 4),
  ],
  mega_menu: [
    category(-10, copy.laptops, 'laptop', null, 1, [category(-11, copy.brandPc, null, -10, 1), category(-12, copy.allInOne, null, -10, 2)]),
    category(-20, copy.pcComponents, 'cpu', null, 2, [category(-21, copy.motherboard, null, -20, 1), category(-22, copy.processor, null, -20, 2)]),
  ],
};

/** Built-in footer when the footer navigation fails: the shopper's own pages. */
const DEFAULT_FOOTER: FooterNavigation = [
  {
    id: -1,
    title: copy.myAccount,
    items: [
      { name: copy.login, url: '/login', icon: null, open_in_new_tab: false },
      { name: copy.register, url: '/register', icon: null, open_in_new_tab: false },
      { name: copy.orders, url: '/dashboard/orders', icon: null, open_in_new_tab: false },
      { name: copy.wishlist, url: '/wishlist', icon: null, open_in_new_tab: false },
      { name: copy.compare, url: '/compare', icon: null, open_in_new_tab: false },
      { name: copy.trackOrder, url: '/track-order', icon: null, open_in_new_tab: false },
    ],
  },
];

/** The navigation a page shows: the server's, or the built-in one when it failed. */
export function resolveNavigation(shell: ShellData | undefined): { header: HeaderNavigation; footer: FooterNavigation } {
  return { header: shell?.header ?? DEFAULT_HEADER, footer: shell?.footer ?? DEFAULT_FOOTER };
}
