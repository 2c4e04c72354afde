import { Form, useRouteLoaderData } from 'react-router';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { Input } from '#app/components/ui/Field.tsx';
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
        <Input id="not-found-search" type="search" name="q" required placeholder={copy.searchPlaceholder} className="min-w-0 flex-1" />
        <Button type="submit" size="tall">
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
                <ButtonLink to={category.url} variant="soft" size="pill">
                  {category.name}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
