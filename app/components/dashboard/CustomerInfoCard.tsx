import { Link } from 'react-router';
import { formatDate } from '#domain/dates.ts';
import type { PresentedCustomer } from '#server/modules/auth/present.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings;

/** The customer's own details on the overview, with the way to change them. */
export function CustomerInfoCard({ customer }: { customer: PresentedCustomer }) {
  const address = customer.address
    ? [customer.address.address, customer.address.area, customer.address.district, customer.address.division].filter(Boolean).join(', ')
    : null;
  const rows: [string, string | null][] = [
    [copy.customer.name, customer.full_name],
    [copy.customer.email, customer.email],
    [copy.customer.phone, customer.phone],
    [copy.customer.address, address],
    [copy.customer.memberSince, formatDate(customer.created_at)],
  ];
  return (
    <section aria-labelledby="customer-info-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="customer-info-heading" className="text-lg font-semibold text-slate-900">
          {copy.overview.customerInfo}
        </h2>
        <Link to="/dashboard/profile" className="text-sm font-semibold text-brand-700 hover:underline">
          {copy.overview.editProfile}
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`break-words ${value ? 'text-slate-900' : 'text-slate-600 italic'}`}>{value || copy.customer.notGiven}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
