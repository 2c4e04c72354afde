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

export const PAYMENT_MESSAGES = {
  paid: (n: string) => ({ title: 'Payment received', message: `We received your payment for order ${n}.` }),
  refunded: (n: string) => ({ title: 'Payment refunded', message: `The payment for order ${n} has been refunded.` }),
};

export function confirmationText(order: { order_number: string; total: number; payment_method: string }): string {
  const payment = order.payment_method === 'cod' ? 'Pay the courier on delivery' : 'Complete the online payment within 30 minutes to keep it';
  return `Thank you for your order ${order.order_number} at Dokan. Total ${formatTaka(order.total)}. ${payment}. Track it on our website with the order number and this mobile number.`;
}
