import { Form, Link, useRouteLoaderData } from 'react-router';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import type { ShellData } from '#app/lib/shell-data.ts';
import { strings } from '#app/strings/index.ts';

const SUGGESTED_CATEGORIES = 6;

/** The friendly 404: what happened, a search box, and ways back into the shop. */
export function NotFoundScreen() {
  const copy = strings.common.notFound;
  const shell = useRouteLoaderData<ShellData>('root');
  const categories = (shell?.header?.mega_menu ?? []).slice(0, SUGGESTED_CATEGORIES);

  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-bold tracking-tight text-brand-700">404</p>
      <h1 className="mt-3 text-2xl font-semibold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-3 text-slate-600">{copy.message}</p>
      <p className="mt-6 text-sm text-slate-700">{copy.searchHint}</p>
      <Form method="get" action="/search" role="search" className="mx-auto mt-3 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {copy.searchLabel}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          required
          placeholder={copy.searchPlaceholder}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <Button type="submit" size="lg">
          {copy.searchButton}
        </Button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" variant="secondary" size="lg">
          {copy.home}
        </ButtonLink>
        <ButtonLink to="/shop" variant="secondary" size="lg">
          {copy.shop}
        </ButtonLink>
      </div>
      {categories.length > 0 ? (
        <nav aria-labelledby="not-found-categories" className="mt-10">
          <h2 id="not-found-categories" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {copy.popularCategories}
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.url}
                  className="inline-block rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-700 hover:text-white"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
