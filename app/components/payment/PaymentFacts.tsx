import { formatTaka } from '#domain/money.ts';
import { paymentStrings } from '#app/strings/payment.ts';

interface PaymentFactsProps {
  orderNumber: string;
  amount: number;
  /** Where the shopper is about to pay, the amount is the thing to read: it is shown large. */
  prominentAmount?: boolean;
}

/** The order number and the amount of a payment, on the gateway page and on the result page. */
export function PaymentFacts({ orderNumber, amount, prominentAmount = false }: PaymentFactsProps) {
  return (
    <dl className="mt-5 flex flex-wrap gap-x-10 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
      <div>
        <dt className="text-slate-600">{paymentStrings.order}</dt>
        <dd className="mt-0.5 font-semibold text-slate-900" data-testid="payment-order-number">
          {orderNumber}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{paymentStrings.amount}</dt>
        <dd className={`mt-0.5 text-slate-900 ${prominentAmount ? 'text-2xl font-bold' : 'font-semibold'}`}>{formatTaka(amount)}</dd>
      </div>
    </dl>
  );
}
