import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import bengaliSemiBold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico' },
  // Prices (৳) are on almost every page; text laid out before this font arrives keeps a blank box.
  { rel: 'preload', href: bengaliSemiBold, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? 'The page you are looking for does not exist.' : "We're sorry, please refresh the page."}
      </p>
      <a className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-white" href="/">
        Go to the home page
      </a>
    </main>
  );
}
