import { Link, useRouteLoaderData } from 'react-router';
import { STAFF_ROLE_LABELS } from '#domain/staff.ts';
import type { loader as adminLoader } from './admin.tsx';

/** The back office's home: who is signed in, and the sections there are so far. */
export default function AdminHome() {
  const session = useRouteLoaderData<typeof adminLoader>('routes/admin');
  if (!session) return null;
  const { staff, areas } = session;
  return (
    <main>
      <h1 className="text-2xl font-semibold text-slate-900">Welcome, {staff.name}</h1>
      <p className="mt-2 text-slate-700">
        Signed in as {staff.email}, {STAFF_ROLE_LABELS[staff.role].toLowerCase()}.
      </p>
      {areas.includes('orders') || areas.includes('catalogue') || areas.includes('staff') ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {areas.includes('orders') ? (
            <li>
              <Link to="/admin/orders" className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="font-semibold text-slate-900">Orders</span>
                <span className="mt-1 block text-sm text-slate-700">Confirm, pack, ship and deliver orders, and record cash collected.</span>
              </Link>
            </li>
          ) : null}
          {areas.includes('catalogue') ? (
            <li>
              <Link to="/admin/products" className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="font-semibold text-slate-900">Products</span>
                <span className="mt-1 block text-sm text-slate-700">Add and edit products, their prices, stock, specifications and variants.</span>
              </Link>
            </li>
          ) : null}
          {areas.includes('staff') ? (
            <li>
              <Link to="/admin/staff" className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="font-semibold text-slate-900">Staff</span>
                <span className="mt-1 block text-sm text-slate-700">Invite staff, change their roles, disable accounts.</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-6 text-slate-700">There is nothing here for your role yet.</p>
      )}
    </main>
  );
}
