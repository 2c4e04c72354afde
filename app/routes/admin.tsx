import { useEffect, useRef } from 'react';
import { Form, NavLink, Outlet, useLocation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { auditReach, canReadAnyAudit } from '#domain/audit.ts';
import { EMI_PLAN_AREAS } from '#domain/emi.ts';
import { STAFF_ROLE_LABELS, type StaffArea } from '#domain/staff.ts';
import type { Route } from './+types/admin';

export async function loader({ request, context }: Route.LoaderArgs) {
  return requireStaffPage(context.get(servicesContext), request);
}

export const meta: Route.MetaFunction = () => adminMeta('Back office');

const navLink = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`;

/** The back office's sections in the order the nav shows them, each with the area a role must reach. */
const ADMIN_SECTIONS: readonly { to: string; label: string; area: StaffArea | readonly StaffArea[] | 'activity' }[] = [
  { to: '/admin/orders', label: 'Orders', area: 'orders' },
  { to: '/admin/customers', label: 'Customers', area: 'customers' },
  { to: '/admin/refunds', label: 'Refunds', area: 'refunds' },
  { to: '/admin/complaints', label: 'Complaints', area: 'customers' },
  { to: '/admin/products', label: 'Products', area: 'catalogue' },
  { to: '/admin/categories', label: 'Categories', area: 'catalogue' },
  { to: '/admin/brands', label: 'Brands', area: 'catalogue' },
  { to: '/admin/emi', label: 'EMI plans', area: EMI_PLAN_AREAS },
  { to: '/admin/banners', label: 'Banners', area: 'content' },
  { to: '/admin/pages', label: 'Pages', area: 'content' },
  { to: '/admin/navigation', label: 'Navigation', area: 'content' },
  { to: '/admin/notifications', label: 'Notifications', area: 'content' },
  { to: '/admin/newsletter', label: 'Newsletter', area: 'content' },
  { to: '/admin/settings', label: 'Settings', area: 'settings' },
  // The activity log is read by every role that reaches any kind of record in it (domain/audit.ts).
  { to: '/admin/activity', label: 'Activity', area: 'activity' },
  { to: '/admin/staff', label: 'Staff', area: 'staff' },
];

/** The back office's frame: who is signed in, the sections their role reaches, and sign-out. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff, areas } = loaderData;
  const sections = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The current section may sit past a phone's edge in the scrolling row: bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page moves aria-current, so the effect runs per page.
  useEffect(() => {
    sections.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
          <p className="font-semibold text-slate-900">Dokan back office</p>
          {/* On a phone the sections scroll sideways in one row, so the page starts on the first screen. */}
          <nav
            ref={sections}
            aria-label="Back office"
            className="-mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 lg:mx-0 lg:w-auto lg:flex-wrap lg:overflow-visible lg:px-0"
          >
            <NavLink to="/admin" end className={navLink}>
              Home
            </NavLink>
            {ADMIN_SECTIONS.filter(({ area }) =>
              area === 'activity'
                ? canReadAnyAudit(auditReach(staff.role))
                : typeof area === 'string'
                  ? areas.includes(area)
                  : area.some((one) => areas.includes(one)),
            ).map(({ to, label }) => (
              <NavLink key={to} to={to} className={navLink}>
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm text-slate-700">
            <span>{staff.name}</span>
            <Badge tone="info">{STAFF_ROLE_LABELS[staff.role]}</Badge>
            <Form method="post" action="/admin/sign-out">
              <Button type="submit" variant="secondary" size="sm">
                Sign out
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </div>
    </div>
  );
}

/** A customer, or a staff member whose role does not reach the section, sees Access Denied. */
export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
