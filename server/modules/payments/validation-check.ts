import type { GatewayValidation } from '#server/adapters/payments/types.ts';
import type { PaymentRow } from './records.ts';

/**
 * Why a gateway's validation answer cannot pay this payment, or null when it can. The amount is
 * compared as a number ("1250.00" is 1250), and every amount and currency the gateway states must
 * agree, so a paid ৳10 or a payment in another currency never marks a ৳1,250 order paid.
 */
export function validationMismatch(payment: Pick<PaymentRow, 'tranId' | 'amount' | 'currency'>, validation: GatewayValidation): string | null {
  if (!validation.valid) return 'not valid';
  if (validation.tranId !== payment.tranId) return `transaction id ${validation.tranId ?? '(none)'} is not ${payment.tranId}`;
  const amounts = [validation.amount, validation.currencyAmount].filter((amount): amount is number => amount !== null);
  if (amounts.length === 0) return 'no amount';
  for (const amount of amounts) if (amount !== payment.amount) return `amount ${amount} is not ${payment.amount}`;
  const currencies = [validation.currency, validation.currencyType].filter((currency): currency is string => currency !== null);
  if (currencies.length === 0) return 'no currency';
  for (const currency of currencies) if (currency.toUpperCase() !== payment.currency) return `currency ${currency} is not ${payment.currency}`;
  return null;
}
