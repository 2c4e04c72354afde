import { paidAndDueText } from '#domain/advance-payment.ts';

/**
 * "Paid ৳A · Due on delivery ৳R" for an order that paid an advance or owes one: the same line on
 * the order pages, the tracking page, the order desk and the payment result.
 */
export function PaidAndDue({ paid, due, className = 'mt-3' }: { paid: number; due: number; className?: string }) {
  return (
    <p className={`${className} rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200`} data-testid="paid-and-due">
      {paidAndDueText({ paid, due })}
    </p>
  );
}
