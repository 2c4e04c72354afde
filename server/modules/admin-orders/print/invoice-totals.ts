import { formatTaka } from '#domain/money.ts';
import { formatRate, includedVat } from '#domain/order-print.ts';
import type { PrintOrder, PrintShop } from './order-document.ts';
import { PRINT_WORDS as W } from './words.ts';

type Figures = Pick<PrintOrder, 'subtotal' | 'discount' | 'delivery_charge' | 'emi' | 'total' | 'refunded_amount'> &
  Partial<Pick<PrintOrder, 'advance_amount' | 'amount_paid' | 'amount_due'>>;

/** What a cash order with an advance has paid and owes the courier, under its total. */
const advanceRows = (order: Figures): [string, string][] =>
  order.advance_amount
    ? [
        [W.paid, formatTaka(order.amount_paid ?? 0)],
        [W.dueOnDelivery, formatTaka(order.amount_due ?? 0)],
      ]
    : [];

/** The figures under an invoice's lines, label and amount, a discount, EMI charge, refund or advance only when there was one. */
export function invoiceTotals(order: Figures) {
  return {
    before: [
      [W.subtotal, formatTaka(order.subtotal)],
      ...(order.discount > 0 ? [[W.discount, `-${formatTaka(order.discount)}`]] : []),
      [W.delivery, formatTaka(order.delivery_charge)],
      ...(order.emi ? [[W.emiCharge(order.emi.bank, order.emi.months), formatTaka(order.emi.charge)]] : []),
    ] as [string, string][],
    total: [W.total, formatTaka(order.total)] as [string, string],
    after: [
      ...(order.emi ? [[W.emiMonthly(order.emi.months), formatTaka(order.emi.monthly)]] : []),
      ...(order.refunded_amount > 0 ? [[W.refunded, `-${formatTaka(order.refunded_amount)}`]] : []),
      ...advanceRows(order),
    ] as [string, string][],
  };
}

/** Prices include VAT, so the invoice states the VAT inside the total at the shop's rate, or only that it is included. */
export function vatLine(shop: Pick<PrintShop, 'vat_rate'>, total: number): string {
  return shop.vat_rate ? W.vatIncluded(formatRate(shop.vat_rate), formatTaka(includedVat(total, shop.vat_rate))) : W.pricesIncludeVat;
}
