import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Breadcrumbs } from '#app/components/Breadcrumbs.tsx';
import { FlashCountdown } from '#app/components/flash-sale/FlashCountdown.tsx';
import { ProductGrid } from '#app/components/listing/ProductGrid.tsx';
import { servicesContext } from '#app/context.ts';
import { toCardProduct } from '#app/lib/card-product.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { formatDateTime } from '#domain/dates.ts';
import { shopName } from '#app/lib/listing/meta.ts';
import { pageCrumbs } from '#app/lib/listing/scope.server.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import type { Route } from './+types/flash-sale';

/**
 * The time left is the server's at render and the sale's products carry its prices, so no copy of
 * the page may be kept: a cached one would count from the wrong moment or outlive the sale.
 */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const heading = strings.listing.titles.flashSale;
  const origin = shellFromMatches(matches)?.origin ?? '';
  return pageMeta(
    {
      title: fill(strings.listing.pageTitle, { title: heading, shop: shopName(matches) }),
      description: fill(strings.listing.descriptions.flashSale, { shop: shopName(matches) }),
      path: '/flash-sale',
      // Between sales the page only says there is none.
      noindex: !loaderData?.running,
      jsonLd: [breadcrumbJsonLd(origin, loaderData?.crumbs ?? [])],
    },
    matches,
  );
}

/** The flash sale running now, decided by the database's clock, with its products at their flash prices. */
export async function loader({ context }: Route.LoaderArgs) {
  const sale = await context.get(servicesContext).catalog.flashSale();
  const window = (w: { title: string; startsAt: Date; endsAt: Date } | null) =>
    w && { title: w.title, startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString() };
  return {
    now: sale.now.toISOString(),
    running: sale.running && { ...window(sale.running)!, products: sale.products.map(toCardProduct) },
    lastEnded: window(sale.lastEnded),
    next: window(sale.next),
    crumbs: pageCrumbs(strings.listing.titles.flashSale, '/flash-sale'),
  };
}

export default function FlashSalePage({ loaderData }: Route.ComponentProps) {
  const { now, running, lastEnded, next, crumbs } = loaderData;
  const revalidator = useRevalidator();
  // Set when the countdown reaches zero here; the page then asks the server again, whose answer
  // (with the sale's prices gone) replaces this page's data and clears it.
  const [endedHere, setEndedHere] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server time (a fresh answer) is the trigger that clears the local end.
  useEffect(() => setEndedHere(null), [now]);
  const copy = strings.listing.flashSale;
  const showRunning = running !== null && endedHere === null;
  const endedAt = endedHere ?? lastEnded?.endsAt ?? null;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-16">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{strings.listing.titles.flashSale}</h1>
        {showRunning ? (
          <FlashCountdown
            endsAt={running.endsAt}
            serverNow={now}
            onEnded={() => {
              setEndedHere(running.endsAt);
              void revalidator.revalidate();
            }}
          />
        ) : null}
      </header>
      {showRunning ? (
        <section aria-labelledby="flash-sale-products">
          {/* The cards' names are third-level headings, as on every listing. */}
          <h2 id="flash-sale-products" className="sr-only">
            {strings.listing.results}
          </h2>
          <ProductGrid products={running.products} />
        </section>
      ) : (
        <section role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800" data-testid="flash-sale-ended">
          <p className="font-semibold">{endedAt ? copy.ended : copy.none}</p>
          {endedAt ? <p className="mt-1 text-sm text-slate-600">{fill(copy.endedOn, { date: formatDateTime(endedAt) })}</p> : null}
          {next ? <p className="mt-1 text-sm text-slate-600">{fill(copy.next, { date: formatDateTime(next.startsAt) })}</p> : null}
          <p className="mt-3">
            <Link to="/offers" className="font-medium text-blue-700 underline">
              {copy.seeOffers}
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}
