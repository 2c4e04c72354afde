import { CircleAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { ButtonLink } from '#app/components/ui/Button.tsx';

/** A list that could not be loaded: its failure message ("Failed to fetch orders", say) and a way to try again. */
export function LoadFailed({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <p className="mt-3 text-lg font-semibold text-red-900">{message}</p>
      <ButtonLink to={location.pathname + location.search} variant="danger" className="mt-4 bg-white">
        {dashboardStrings.errors.retry}
      </ButtonLink>
    </div>
  );
}
