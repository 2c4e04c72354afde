import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cityDays, elsewhereDays, OUTSIDE_CITY, PAYMENT_METHOD_LABELS } from '#app/strings/en/shop-terms.ts';
import { chargeRange, chargeText } from '#domain/delivery.ts';
import { fill, strings } from '#app/strings/index.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';

function paymentLine({ cashOnDelivery, onlineGateway, bkash, nagad }: ShopTerms): string {
  const copy = strings.product.page.payment;
  const wallets = [bkash ? PAYMENT_METHOD_LABELS.bkash : null, nagad ? PAYMENT_METHOD_LABELS.nagad : null].filter((name) => name !== null).join(' or ');
  if (wallets && !cashOnDelivery && !onlineGateway) return fill(copy.walletOnly, { wallets });
  const line = !onlineGateway ? copy.cod : cashOnDelivery ? copy.codOrOnline[onlineGateway] : copy.onlineOnly[onlineGateway];
  return wallets ? `${line} ${fill(copy.walletToo, { wallets })}` : line;
}

/** Delivery, payment and warranty in brief, as checkout offers them (`terms`). */
export function DeliveryInfo({ terms }: { terms: ShopTerms }) {
  const copy = strings.product.page;
  const delivery = fill(copy.delivery, {
    cityDays: cityDays(),
    cityCharge: chargeText(terms.charges.inside_dhaka_city),
    elsewhereDays: elsewhereDays(),
    elsewhereCharge: chargeRange(terms.charges, OUTSIDE_CITY),
  });
  const lines = [delivery, paymentLine(terms), copy.warranty];
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
        {copy.deliveryTitle}
      </p>
      <ul className="list-disc space-y-0.5 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link to="/warranty-policy" className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-2">
        {copy.warrantyLink}
      </Link>
    </div>
  );
}
