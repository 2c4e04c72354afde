import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { servicesContext } from '#app/context.ts';
import { AnalyticsScripts } from '#app/components/analytics/AnalyticsScripts.tsx';
import { DeferredScripts } from '#app/components/DeferredScripts.tsx';
import { useCspNonce } from '#app/lib/csp-nonce.ts';
import { useInlineStylesheet } from '#app/lib/inline-stylesheet.ts';
import { NavigationProgress } from '#app/components/feedback/NavigationProgress.tsx';
import { ErrorPageTitle } from '#app/components/feedback/PageTitle.tsx';
import { ToastHost } from '#app/components/feedback/ToastHost.tsx';
import { SiteShell } from '#app/components/layout/SiteShell.tsx';
import { jsonLdScriptText, siteJsonLd } from '#app/lib/json-ld.ts';
import { loadShellData } from '#app/lib/shell-data.server.ts';
import { useGuestStoresHydration } from '#app/lib/stores/index.ts';
import { strings } from '#app/strings/index.ts';
import appStylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.ico' }];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadShellData(context.get(servicesContext), { request, url });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  const nonce = useCspNonce();
  const stylesheetText = useInlineStylesheet();
  useGuestStoresHydration();
  // The back office has a frame of its own (routes/admin.tsx): no shop header, chat or analytics.
  const backOffice = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React places the stylesheet first in the head, and adopts the
            server's copy when it hydrates. Production inlines it (see inline-stylesheet.ts); dev
            keeps the file for hot reload. */}
        {import.meta.env.DEV ? (
          <link rel="stylesheet" href={appStylesheet} precedence="default" />
        ) : (
          <style href={appStylesheet} precedence="default">
            {stylesheetText ?? ''}
          </style>
        )}
        <Meta />
        <Links />
        {/* Site-wide structured data lives here, not in route meta, which each route replaces. */}
        {shell &&
          siteJsonLd(shell).map((data) => (
            <script
              key={String(data['@type'])}
              type="application/ld+json"
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; jsonLdScriptText escapes what could end the script.
              dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }}
            />
          ))}
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <NavigationProgress />
        {backOffice ? children : <SiteShell shell={shell}>{children}</SiteShell>}
        <ToastHost />
        {backOffice ? null : <AnalyticsScripts site={shell?.site} consent={shell?.consent} />}
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Error screens are fetched only when a page fails, not with every page.
const NotFoundScreen = lazy(() => import('#app/components/feedback/NotFoundScreen.tsx').then((module) => ({ default: module.NotFoundScreen })));
const ErrorScreen = lazy(() => import('#app/components/feedback/ErrorScreen.tsx').then((module) => ({ default: module.ErrorScreen })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {/* Outside the Suspense: a title streamed in after the head was sent would land in the body,
          where HTML does not allow it (W3C checker), and the tab would show no title. */}
      <ErrorPageTitle title={notFound ? strings.common.notFound.title : strings.common.errorBoundary.title} />
      <Suspense fallback={<p className="px-4 py-24 text-center">{strings.common.errorBoundary.plainMessage}</p>}>
        {notFound ? <NotFoundScreen /> : <ErrorScreen error={error} />}
      </Suspense>
    </>
  );
}
