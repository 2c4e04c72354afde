import { House, LayoutGrid, ShoppingCart, Store, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { plural, strings } from '#app/strings/index.ts';
import { CountBadge } from './CountBadge.tsx';
import { useCartCount } from './use-guest-counts.ts';

const copy = strings.layout.bottomNav;

interface Tab {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Which paths count as being on this tab. */
  matches: (pathname: string) => boolean;
}

function tabs(signedIn: boolean): Tab[] {
  const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return [
    { to: '/', label: copy.home, icon: House, matches: (pathname) => pathname === '/' },
    { to: '/categories', label: copy.categories, icon: LayoutGrid, matches: under('/categories') },
    { to: '/shop', label: copy.shop, icon: Store, matches: under('/shop') },
    { to: '/cart', label: copy.cart, icon: ShoppingCart, matches: under('/cart') },
    {
      to: signedIn ? '/dashboard/profile' : '/login',
      label: copy.account,
      icon: UserRound,
      matches: (pathname) => under('/dashboard')(pathname) || under('/login')(pathname) || under('/register')(pathname),
    },
  ];
}

/** The phone tab bar: five tabs fixed to the bottom, the cart tab with its count badge. */
export function BottomNav({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  return (
    <nav
      aria-label={copy.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.06)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {tabs(signedIn).map((tab) => {
          const current = tab.matches(pathname);
          const isCart = tab.to === '/cart';
          return (
            <li key={tab.label}>
              <Link
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                className={`flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium ${current ? 'text-brand-700' : 'text-slate-600'}`}
              >
                <span className="relative">
                  <tab.icon aria-hidden="true" className="size-6" strokeWidth={current ? 2.4 : 2} />
                  {isCart ? <CountBadge count={cartCount} /> : null}
                </span>
                {tab.label}
                {isCart && cartCount > 0 ? <span className="sr-only">{plural(copy.cartItems, cartCount)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
