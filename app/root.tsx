import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { Route } from './+types/root';
import { servicesContext } from '#app/context.ts';
import { AnalyticsScripts } from '#app/components/analytics/AnalyticsScripts.tsx';
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx';
import { NavigationProgress } from '#app/components/feedback/NavigationProgress.tsx';
import { NotFoundScreen } from '#app/components/feedback/NotFoundScreen.tsx';
import { ToastHost } from '#app/components/feedback/ToastHost.tsx';
import { SiteShell } from '#app/components/layout/SiteShell.tsx';
import { jsonLdScriptText, siteJsonLd } from '#app/lib/json-ld.ts';
import { createQueryClient } from '#app/lib/query-client.ts';
import { loadShellData } from '#app/lib/shell-data.ts';
import { useGuestStoresHydration } from '#app/lib/stores/index.ts';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.ico' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadShellData(context.get(servicesContext), request.url);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  const [queryClient] = useState(createQueryClient);
  useGuestStoresHydration();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Site-wide structured data lives here, not in route meta, which each route replaces. */}
        {shell && siteJsonLd(shell).map((data) => <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }} />)}
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <NavigationProgress />
        <QueryClientProvider client={queryClient}>
          <SiteShell shell={shell}>{children}</SiteShell>
          <ToastHost />
        </QueryClientProvider>
        <AnalyticsScripts site={shell?.site} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} />;
}
