import { strings } from '#app/strings/index.ts';
import { Spinner } from './Spinner.tsx';

/**
 * A whole-area loading state: the generic "Loading..." by default, or a titled variant such as
 * the dashboard's "Loading Dashboard - Please wait while we load your data...".
 */
export function LoadingScreen({ title, message }: { title?: string; message?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <Spinner size="lg" label={title ? `${title} - ${message ?? ''}` : strings.common.loading} />
      {title ? (
        <div>
          <p className="text-lg font-semibold text-slate-900">{title}</p>
          {message ? <p className="mt-1 text-sm text-slate-600">{message}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600" aria-hidden="true">
          {strings.common.loading}
        </p>
      )}
    </div>
  );
}

/** The full-page variant the protected-page guard shows while the dashboard loads ("Loading Dashboard"). */
export function DashboardLoadingScreen() {
  const { title, message } = strings.common.loadingDashboard;
  return <LoadingScreen title={title} message={message} />;
}
