import { formatTaka } from '#domain/money.ts';
import type { OrderStatus } from './lifecycle.ts';

/** What a customer is told when their order moves: the notification, and SMS/email for the big steps. */
export const STATUS_MESSAGES: Record<OrderStatus, (orderNumber: string) => { title: string; message: string }> = {
  pending: (n) => ({ title: 'Order placed', message: `We have received your order ${n}.` }),
  confirmed: (n) => ({ title: 'Order confirmed', message: `Your order ${n} is confirmed.` }),
  processing: (n) => ({ title: 'Order being packed', message: `We are packing your order ${n}.` }),
  shipped: (n) => ({ title: 'Order shipped', message: `Your order ${n} is on its way.` }),
  delivered: (n) => ({ title: 'Order delivered', message: `Your order ${n} was delivered. Thank you for shopping with us!` }),
  cancelled: (n) => ({ title: 'Order cancelled', message: `Your order ${n} was cancelled.` }),
};

/** The notification of a line staff changed; the text and email say what changed (`customerUpdateText`). */
export const EDITED_MESSAGE = (n: string, total: number) => ({
  title: 'Order changed',
  message: `Your order ${n} was changed. Its total is now ${formatTaka(total)}.`,
});

export const PAYMENT_MESSAGES = {
  paid: (n: string) => ({ title: 'Payment received', message: `We received your payment for order ${n}.` }),
  refunded: (n: string, amount: number) => ({ title: 'Payment refunded', message: `We refunded ${formatTaka(amount)} of the payment for order ${n}.` }),
};

/** The tracking page with the order number filled in: it works for guests as well as customers. */
function trackingLink(origin: string, orderNumber: string): string {
  return `${origin}/track-order?${new URLSearchParams({ order_number: orderNumber }).toString()}`;
}

export function confirmationText(order: { order_number: string; total: number; payment_method: string; advance_amount: number }, origin: string): string {
  const payment =
    order.payment_method !== 'cod'
      ? 'Complete the online payment within 30 minutes to keep it'
      : order.advance_amount > 0
        ? `Pay the advance of ${formatTaka(order.advance_amount)} online within 30 minutes to keep it, and ${formatTaka(order.total - order.advance_amount)} to the courier on delivery`
        : 'Pay the courier on delivery';
  return `Thank you for your order ${order.order_number} at Dokan. Total ${formatTaka(order.total)}. ${payment}. Track it with this mobile number at ${trackingLink(origin, order.order_number)}`;
}

/** The steps the customer is texted and emailed about, as the thank-you and payment pages promise. */
export type CustomerUpdate =
  | { kind: 'confirmed' | 'delivered' | 'cancelled' }
  | { kind: 'shipped'; courier: string | null; trackingNumber: string | null }
  | { kind: 'picked_up'; courier: string; trackingNumber: string | null }
  | { kind: 'refunded'; amount: number; whole: boolean }
  | { kind: 'edited'; change: string; total: number };

/** The SMS, which is also the email's body, and the email's subject, for one update. */
export function customerUpdateText(update: CustomerUpdate, orderNumber: string, origin: string): { subject: string; text: string } {
  const track = `Track it at ${trackingLink(origin, orderNumber)}`;
  const n = orderNumber;
  switch (update.kind) {
    case 'confirmed':
      return {
        subject: `Your Dokan order ${n} is confirmed`,
        text: `Your Dokan order ${n} is confirmed. We are getting it ready and will text you when it ships. ${track}`,
      };
    case 'shipped': {
      const courier = update.courier ? ` with ${update.courier}` : '';
      const tracking = update.trackingNumber ? `, tracking number ${update.trackingNumber}` : '';
      return { subject: `Your Dokan order ${n} has shipped`, text: `Your Dokan order ${n} has shipped${courier}${tracking}. ${track}` };
    }
    case 'picked_up': {
      const tracking = update.trackingNumber ? `, tracking number ${update.trackingNumber}` : '';
      return {
        subject: `Your Dokan order ${n} is on its way`,
        text: `Your Dokan order ${n} was picked up by ${update.courier} and is on its way to you${tracking}. ${track}`,
      };
    }
    case 'delivered':
      return {
        subject: `Your Dokan order ${n} was delivered`,
        text: `Your Dokan order ${n} was delivered. Thank you for shopping with us! Order details: ${trackingLink(origin, n)}`,
      };
    case 'cancelled':
      return { subject: `Your Dokan order ${n} was cancelled`, text: `Your Dokan order ${n} was cancelled. ${track}` };
    case 'edited':
      return {
        subject: `Your Dokan order ${n} was changed`,
        text: `Your Dokan order ${n} was changed: ${update.change}. New total ${formatTaka(update.total)}. ${track}`,
      };
    case 'refunded': {
      const what = update.whole ? 'the payment' : 'part of the payment';
      return { subject: `Refund for your Dokan order ${n}`, text: `We refunded ${formatTaka(update.amount)}, ${what} for your Dokan order ${n}. ${track}` };
    }
  }
}
