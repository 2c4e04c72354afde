import { CircleCheck } from 'lucide-react';
import { advanceOwed } from '#domain/advance-payment.ts';
import { paidAhead } from '#domain/shop-settings.ts';
import { data, redirect } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { SubmitButton } from '#app/components/account/SubmitButton.tsx';
import { OrderItems } from '#app/components/dashboard/OrderItems.tsx';
import { OrderAmounts, OrderDelivery } from '#app/components/dashboard/OrderFacts.tsx';
import { ButtonLink } from '#app/components/ui/Button.tsx';
import type { PageRequest } from '#app/lib/page-request.ts';
import { signedIn } from '#app/lib/auth/session.server.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { HttpError } from '#server/http/errors.ts';
import { ORDER_NUMBER_PATTERN } from '#server/modules/orders/order-number.ts';
import { passTokenOf } from '#server/modules/phone-checks/pass-token.ts';
import type { AppServices } from '#server/services.ts';
import { fill, strings } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { cityDays, elsewhereDays } from '#app/strings/en/shop-terms.ts';
import type { Route } from './+types/thank-you';

const copy = cartStrings.thankYou;

async function viewedOrder(services: AppServices, { request, url }: PageRequest) {
  const orderNumber = (url.searchParams.get('order_number') ?? '').trim().toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return null;
  const session = await signedIn(services, request);
  const order = await services.orders.receipt(orderNumber, {
    customerId: session?.customer.id ?? null,
    passToken: passTokenOf(services.production, { cookie: request.headers.get('cookie') }),
  });
  return { orderNumber, order, signedIn: session !== null };
}

/**
 * The order in full only for whoever placed it (their account, or a guest browser that proved the
 * order's mobile number); anyone else with the link sees just the number and how to track it.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewed = await viewedOrder(context.get(servicesContext), { request, url });
  return data(
    { viewed, canPayOnline: context.get(servicesContext).payments.gateway !== null },
    { status: viewed ? 200 : 404, headers: { 'cache-control': 'private, no-store' } },
  );
}

/** "Pay now" for an online order whose payment did not start or did not go through. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const viewed = await viewedOrder(services, { request, url });
  if (!viewed?.order) throw data(null, { status: 404 });
  try {
    const started = await services.payments.startByOrderNumber(viewed.orderNumber, viewed.order.contact.phone, url.origin);
    return redirect(started.redirect_url);
  } catch (error) {
    if (error instanceof HttpError) return { payError: error.message };
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  return pageMeta({ title: fill(copy.metaTitle, { shopName }), description: copy.title, path: '/thank-you', noindex: true }, matches);
}

function NextSteps({ steps }: { steps: readonly string[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{copy.nextTitle}</h2>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-slate-700">
            <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /thank-you: the order number, what happens next and, for whoever placed it, the order itself. */
export default function ThankYouPage({ loaderData, actionData }: Route.ComponentProps) {
  const { viewed, canPayOnline } = loaderData;
  if (!viewed) {
    return (
      <main className="mx-auto max-w-2xl px-4 pb-16 pt-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{copy.notFoundTitle}</h1>
        <p className="mt-3 text-slate-600">{copy.notFoundBody}</p>
        <ButtonLink to="/track-order" size="lg" className="mt-6">
          {copy.trackOrder}
        </ButtonLink>
      </main>
    );
  }
  const { order, orderNumber } = viewed;
  const awaitingPayment =
    order !== undefined &&
    order !== null &&
    (paidAhead(order.payment_method) || advanceOwed(order)) &&
    order.payment_status === 'unpaid' &&
    order.status === 'pending';
  const trackHref = `/track-order?${new URLSearchParams({ order_number: orderNumber }).toString()}`;
  return (
    <main className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {copy.lead}
          <strong className="font-mono text-slate-900">{orderNumber}</strong>
        </p>
        <p className="mt-1 text-sm text-slate-600">{copy.keepNumber}</p>
      </div>
      {awaitingPayment && canPayOnline ? (
        <form method="post" className="mx-auto mt-6 max-w-md rounded-xl border border-amber-300 bg-amber-50 p-4 text-center">
          <p className="text-sm text-amber-900">{actionData?.payError ?? copy.payPending}</p>
          <div className="mt-3">
            <SubmitButton label={copy.payNow} pendingLabel={copy.payStarting} />
          </div>
        </form>
      ) : null}
      <div className="mt-8 grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          <NextSteps
            steps={(order?.payment_status === 'paid' ? copy.nextPaid : copy.nextCod).map((step) =>
              fill(step, { cityDays: cityDays(), elsewhereDays: elsewhereDays() }),
            )}
          />
          {order ? (
            <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h2 className="mb-2 text-lg font-semibold text-slate-900">{copy.details}</h2>
              <OrderItems items={order.items} />
            </section>
          ) : null}
        </div>
        <div className="space-y-5">
          {order ? (
            <>
              <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <h2 className="mb-3 text-lg font-semibold text-slate-900">{copy.paymentMethod}</h2>
                <OrderAmounts order={order} />
              </section>
              <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <h2 className="mb-3 text-lg font-semibold text-slate-900">{copy.deliverTo}</h2>
                <OrderDelivery order={order} />
              </section>
            </>
          ) : null}
          <nav aria-label={copy.nextTitle} className="flex flex-col gap-2">
            <ButtonLink to={trackHref} size="lg">
              {copy.trackOrder}
            </ButtonLink>
            {viewed.signedIn ? (
              <ButtonLink to="/dashboard/orders" variant="secondary" size="lg">
                {copy.myOrders}
              </ButtonLink>
            ) : null}
            <ButtonLink to="/shop" variant="secondary" size="lg">
              {copy.continueShopping}
            </ButtonLink>
          </nav>
        </div>
      </div>
    </main>
  );
}
