import { CircleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { dashboardStrings } from '#app/strings/dashboard.ts';

/** A list that could not be loaded: its failure message ("Failed to fetch orders", say) and a way to try again. */
export function LoadFailed({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <p className="mt-3 text-lg font-semibold text-red-900">{message}</p>
      <Link
        to={location.pathname + location.search}
        className="mt-4 inline-block rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-900 hover:bg-red-100"
      >
        {dashboardStrings.errors.retry}
      </Link>
    </div>
  );
}
