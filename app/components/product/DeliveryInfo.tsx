import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { strings } from '#app/strings/index.ts';

/** Delivery, payment and warranty in brief; `onlinePayment` says whether checkout takes online payments. */
export function DeliveryInfo({ onlinePayment }: { onlinePayment: boolean }) {
  const copy = strings.product.page;
  const lines = [copy.delivery, onlinePayment ? copy.payment.codOrOnline : copy.payment.cod, copy.warranty];
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
