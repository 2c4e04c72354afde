import { useRef } from 'react';
import { data, useLocation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { TrackedOrder, type TrackedOrderView } from '#app/components/orders/TrackedOrder.tsx';
import { TRACK_ORDER_PATH, type TrackOrderField, TrackOrderForm } from '#app/components/orders/TrackOrderForm.tsx';
import { fieldErrorsFromIssues } from '#app/lib/auth/form-errors.server.ts';
import { requestContext } from '#app/lib/auth/session.server.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import { HttpError } from '#server/http/errors.ts';
import { trackOrderQuery } from '#server/modules/orders/schemas.ts';
import type { Route } from './+types/track-order';

const copy = trackOrderStrings;

type Lookup =
  | { kind: 'form' }
  | { kind: 'invalid'; fieldErrors: Partial<Record<TrackOrderField, string>> }
  | { kind: 'not_found' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'found'; order: TrackedOrderView };

function answer(values: Record<TrackOrderField, string>, lookup: Lookup, status = 200, headers: Record<string, string> = {}) {
  return data({ values, lookup }, { status, headers });
}

/**
 * Looks the order up once both boxes have been sent; the payment pages' link brings only the
 * number, which just fills the form. Validation, the per-address limit and the one answer for a
 * wrong number or a wrong phone are those of GET /api/track-order, so the page is no easier to probe.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const values = { order_number: params.get('order_number') ?? '', phone: params.get('phone') ?? '' };
  if (!params.has('order_number') || !params.has('phone')) return answer(values, { kind: 'form' });

  const parsed = trackOrderQuery.safeParse(values);
  const phone = parsed.data?.phone;
  if (!parsed.success || phone === undefined) {
    return answer(values, { kind: 'invalid', fieldErrors: parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues) }, 422);
  }

  const services = context.get(servicesContext);
  try {
    await services.rateLimits.consume('trackOrder', requestContext(request, context).ipAddress);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    const retryAfter = error.headers['retry-after'] ?? '60';
    return answer(values, { kind: 'rate_limited', retryAfterSeconds: Number(retryAfter) || 60 }, 429, { 'Retry-After': retryAfter });
  }

  const order = await services.orders.track(parsed.data.order_number, phone);
  if (!order) return answer(values, { kind: 'not_found' }, 404);
  return answer(values, { kind: 'found', order });
}

/** One shopper's order behind their mobile number: never kept by a shared cache, nor by the browser's. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const retryAfter = loaderHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

export function meta({ location, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  // The empty form is worth finding; an address holding someone's order number and phone is not.
  return pageMeta(
    { title: fill(copy.metaTitle, { page: copy.title, shopName }), description: copy.description, path: TRACK_ORDER_PATH, noindex: location.search !== '' },
    matches,
  );
}

function formError(lookup: Lookup): string | null {
  if (lookup.kind === 'not_found') return copy.notFound;
  if (lookup.kind !== 'rate_limited') return null;
  const minutes = Math.ceil(lookup.retryAfterSeconds / 60);
  return minutes <= 1 ? copy.tooManyAttemptsOne : fill(copy.tooManyAttempts, { minutes });
}

/** /track-order: a shopper's order progress, for whoever knows its number and mobile number. */
export default function TrackOrderPage({ loaderData }: Route.ComponentProps) {
  const { values, lookup } = loaderData;
  const location = useLocation();
  // Focus moves to the answer only after a submit on this page, not when the page is first opened.
  const firstKey = useRef(location.key);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 pb-16 pt-6 sm:pt-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 max-w-2xl text-base leading-relaxed text-slate-600">{copy.intro}</p>
      </header>
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-6 shadow-sm sm:px-8 sm:py-8">
        {/* Keyed by the query so a link to the bare page (the top bar's) empties the boxes. */}
        <TrackOrderForm
          key={location.search}
          values={values}
          fieldErrors={lookup.kind === 'invalid' ? lookup.fieldErrors : {}}
          formError={formError(lookup)}
          answer={location.key}
        />
      </div>
      {lookup.kind === 'found' ? <TrackedOrder order={lookup.order} focusKey={location.key === firstKey.current ? null : location.key} /> : null}
    </main>
  );
}
