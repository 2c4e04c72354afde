import { Outlet } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { DashboardNav } from '#app/components/dashboard/DashboardNav.tsx';
import { DashboardPending } from '#app/components/dashboard/DashboardPending.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { fill } from '#app/strings/index.ts';
import type { Route } from './+types/dashboard';
import { dashboardStrings } from '#app/strings/dashboard.ts';

/** Every dashboard page needs a signed-in customer; the child loaders check too, as they run alongside this one. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { customer } = await requireSignedIn(context.get(servicesContext), { request, url });
  return { name: customer.full_name, email: customer.email ?? customer.phone, image: customer.profile_image };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const copy = dashboardStrings;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start lg:gap-8">
        <aside className="min-w-0 md:sticky md:top-4">
          <div className="mb-4 hidden items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 md:flex">
            <Avatar name={loaderData.name} image={loaderData.image} />
            <div className="min-w-0">
              <p className="text-xs text-slate-600">{copy.title}</p>
              <p className="truncate text-sm font-semibold text-slate-900">
                {loaderData.name ? fill(copy.greeting, { name: loaderData.name }) : copy.greetingFallback}
              </p>
              {loaderData.email ? <p className="truncate text-xs text-slate-600">{loaderData.email}</p> : null}
            </div>
          </div>
          <div className="md:rounded-lg md:border md:border-slate-200 md:bg-white md:p-2">
            <DashboardNav />
          </div>
        </aside>
        <main className="min-w-0">
          <DashboardPending>
            <Outlet />
          </DashboardPending>
        </main>
      </div>
    </div>
  );
}

function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img src={image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-semibold text-white">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
