import { Heart, Search, ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { NotificationBellIsland } from '#app/components/notifications/NotificationBellIsland.tsx';
import { SearchBox } from '#app/components/search/SearchBox.tsx';
import type { HeaderNavigation, MenuItem } from '#app/lib/default-navigation.ts';
import { useMenuStore } from '#app/lib/menu-state.ts';
import { plural, strings } from '#app/strings/index.ts';
import { AccountLinks, type HeaderUser } from './AccountLinks.tsx';
import { IconLink } from './IconLink.tsx';
import { Logo } from './Logo.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { newTabAttributes } from './new-tab-attributes.ts';
import { TopStrip } from './TopStrip.tsx';
import { useCartCount, useWishlistCount } from './use-guest-counts.ts';
import { Button } from '#app/components/ui/Button.tsx';

const copy = strings.layout.header;

/** The desktop header shows extra links only for navigation items ordered 3 or 4. */
function extraLinks(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => item.display_order === 3 || item.display_order === 4);
}

interface HeaderProps {
  navigation: HeaderNavigation;
  shopName: string;
  phone: string;
  user: HeaderUser | null;
}

/**
 * The site header: desktop top strip, main bar (logo, search, icons, account) and category bar;
 * below md a compact bar with the drawer button, logo, search toggle and cart.
 */
export function Header({ navigation, shopName, phone, user }: HeaderProps) {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A new page closes whatever menu led to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger: a new page closes the menus.
  useEffect(() => {
    useMenuStore.setState({ openMenu: null });
    setSearchOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (searchOpen) searchRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm md:static md:shadow-none">
      <TopStrip shopName={shopName} phone={phone} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 md:flex-nowrap md:gap-x-8 md:py-4">
        <div className="flex h-14 items-center md:hidden">
          <MobileDrawer menuItems={navigation.menu_items} categories={navigation.mega_menu} />
        </div>
        <Logo shopName={shopName} />
        <div className="ml-auto flex items-center gap-1 md:order-last md:ml-0 md:gap-2">
          <Button
            variant="quiet"
            size="icon-round-md"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            aria-label={searchOpen ? copy.hideSearch : copy.showSearch}
            onClick={() => setSearchOpen((open) => !open)}
            className="md:hidden"
          >
            {searchOpen ? <X aria-hidden="true" className="size-6" /> : <Search aria-hidden="true" className="size-6" />}
          </Button>
          <IconLink to="/wishlist" icon={Heart} label={plural(copy.wishlistWithCount, wishlistCount)} count={wishlistCount} className="hidden md:grid" />
          <IconLink to="/cart" icon={ShoppingCart} label={plural(copy.cartWithCount, cartCount)} count={cartCount} />
          <NotificationBellIsland />
          <div className={`${user ? '' : 'hidden '}md:ml-3 md:block md:border-l md:border-slate-200 md:pl-4`}>
            <AccountLinks user={user} />
          </div>
        </div>
        {/* One search box for both layouts: its own row on phones when toggled, inline on desktop. */}
        <div ref={searchRef} id={searchId} className={`${searchOpen ? 'block' : 'hidden'} w-full pb-3 md:block md:w-auto md:max-w-2xl md:flex-1 md:pb-0`}>
          <SearchBox onSubmitted={() => setSearchOpen(false)} />
        </div>
      </div>
      <nav aria-label={copy.primaryNav} className="hidden bg-brand-700 md:block">
        <div className="mx-auto flex max-w-7xl items-end gap-2 px-4 pt-1.5">
          <MegaMenu categories={navigation.mega_menu} />
          <ul className="flex items-center">
            {extraLinks(navigation.menu_items).map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.url}
                  {...newTabAttributes(item)}
                  className="flex h-11 items-center px-4 text-sm font-medium text-white/90 transition-colors hover:text-white aria-[current=page]:text-white aria-[current=page]:underline aria-[current=page]:underline-offset-8"
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
