import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';
import { fill, strings } from '#app/strings/index.ts';

/** The technical details, only while developing: production visitors get a safe sentence instead. */
function errorDetails(error: unknown): string {
  const copy = strings.common.errorBoundary;
  if (isRouteErrorResponse(error)) return `${fill(copy.status, { status: error.status })} ${error.statusText}`.trim();
  if (!import.meta.env.DEV) return copy.productionDetails;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

/**
 * The route error boundary: "Something went wrong", collapsible details, Try Again (loads the
 * page's data again) and Refresh Page (reloads the document).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const copy = strings.common.errorBoundary;
  const revalidator = useRevalidator();

  useEffect(() => {
    // Reported so it shows in the browser's console and in whatever collects console errors.
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-rose-50 text-2xl font-bold text-rose-700">
        !
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.refreshHint}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => void revalidator.revalidate()} loading={revalidator.state !== 'idle'}>
          {copy.tryAgain}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => window.location.reload()}>
          {copy.refreshPage}
        </Button>
      </div>
      <details className="mt-8 rounded-md border border-slate-200 bg-white p-3 text-left text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">{copy.details}</summary>
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs text-slate-700">{errorDetails(error)}</pre>
      </details>
    </main>
  );
}
