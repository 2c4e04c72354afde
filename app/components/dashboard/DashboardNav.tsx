import { Bell, ClipboardList, LayoutDashboard, type LucideIcon, Package, RotateCcw, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings;

const SECTIONS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/dashboard', label: copy.nav.overview, icon: LayoutDashboard, end: true },
  { to: '/dashboard/orders', label: copy.nav.orders, icon: Package },
  { to: '/dashboard/purchase-history', label: copy.nav.purchaseHistory, icon: ClipboardList },
  { to: '/dashboard/refund-requests', label: copy.nav.refundRequests, icon: RotateCcw },
  { to: '/dashboard/notifications', label: copy.nav.notifications, icon: Bell },
  { to: '/dashboard/profile', label: copy.nav.profile, icon: UserRound },
];

/**
 * The dashboard's sections: a side column on wide screens, a row of tabs that scrolls sideways on
 * phones. The current section is marked for screen readers by NavLink's aria-current.
 */
export function DashboardNav() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the tabs scroll sideways: bring the current one into view (Profile is the last).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each new page brings its tab into view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label={copy.navLabel}>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0">
        {SECTIONS.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end ?? false}
              prefetch="intent"
              className="flex h-10 items-center gap-2 whitespace-nowrap rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white md:h-11 md:rounded-md md:border-transparent md:bg-transparent md:px-3 md:aria-[current=page]:border-transparent md:aria-[current=page]:bg-brand-50 md:aria-[current=page]:text-brand-700"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 md:size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
