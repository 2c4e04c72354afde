import { ChevronDown, CircleUserRound, LogOut, Package, UserRound } from 'lucide-react';
import { Link, useSubmit } from 'react-router';
import { beginLogout } from '#app/lib/auth/browser-session.ts';
import { selectIsOpen, useMenuStore } from '#app/lib/menu-state.ts';
import { fill } from '#app/strings/index.ts';
import { accountStrings } from '#app/strings/account.ts';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '#app/components/ui/Menu.tsx';
import { Button } from '#app/components/ui/Button.tsx';

const copy = accountStrings.menu;

/**
 * The signed-in shopper's header menu: their name, or "My Account", opening My Profile,
 * My Orders and Logout. It takes part in the one-open-menu rule as 'user'. On phones the
 * button is the shopper's picture or icon alone. Without JavaScript the menu cannot open, so a plain
 * Logout form stands beside it.
 */
export function AccountMenu({ name, profileImage }: { name: string; profileImage?: string | null | undefined }) {
  const open = useMenuStore(selectIsOpen('user'));
  const openMenu = useMenuStore((state) => state.open);
  const closeMenu = useMenuStore((state) => state.close);
  const submit = useSubmit();
  return (
    <div className="flex items-center gap-2">
      <Menu open={open} onOpenChange={(next) => (next ? openMenu('user') : closeMenu('user'))} modal={false}>
        <MenuTrigger
          aria-label={fill(copy.label, { name })}
          className="flex items-center gap-1 rounded-full text-sm font-semibold text-slate-800 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-expanded:text-brand-700 md:max-w-40 md:rounded-md md:px-1 md:py-1"
        >
          <span aria-hidden="true" className="grid size-10 place-items-center overflow-hidden rounded-full text-brand-700 md:hidden">
            {profileImage ? (
              <img src={profileImage} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
            ) : (
              <CircleUserRound className="size-6" />
            )}
          </span>
          <span className="hidden truncate md:inline">{name}</span>
          <ChevronDown aria-hidden="true" className={`hidden size-4 shrink-0 transition-transform duration-300 md:block ${open ? 'rotate-180' : ''}`} />
        </MenuTrigger>
        <MenuContent align="end" sideOffset={10}>
          <MenuItem asChild>
            <Link to="/dashboard/profile">
              <UserRound aria-hidden="true" className="size-4" />
              {copy.myProfile}
            </Link>
          </MenuItem>
          <MenuItem asChild>
            <Link to="/dashboard/orders">
              <Package aria-hidden="true" className="size-4" />
              {copy.myOrders}
            </Link>
          </MenuItem>
          <MenuSeparator />
          <MenuItem
            onSelect={() => {
              beginLogout();
              void submit(null, { method: 'post', action: '/logout' });
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {copy.logout}
          </MenuItem>
        </MenuContent>
      </Menu>
      <noscript>
        <form method="post" action="/logout" className="hidden md:block">
          <Button type="submit" variant="link" size="inline" className="text-sm">
            {copy.logout}
          </Button>
        </form>
      </noscript>
    </div>
  );
}
