// Changing an order's lines before it ships: when staff may, and what they are told. Shared by the
// service that applies an edit and the order page that offers it.
import { formatTaka } from './money.ts';
import { CANCELLABLE, type OrderStatus } from './order-flow.ts';
import { MAX_LINE_QUANTITY } from './stock.ts';

/** Lines change only while the parcel is still in the shop: the states an order can be cancelled in. */
const LINES_EDITABLE: readonly OrderStatus[] = CANCELLABLE;

export const canEditLines = (status: OrderStatus) => LINES_EDITABLE.includes(status);

export const LINE_QUANTITY_LIMIT = MAX_LINE_QUANTITY;

/** What the timeline, the customer and the audit log call an edit. */
export const ORDER_EDITED_STATUS = 'edited';

export const ORDER_EDIT_MESSAGES = {
  done: 'Order changed; the customer was told the new total.',
  notEditable: (status: OrderStatus) => `A ${status} order cannot be changed: its parcel has left the shop.`,
  stale: 'This order was changed by someone else; reload.',
  lineNotFound: 'This line is not part of the order.',
  lastLine: 'This is the order’s only line: cancel the order instead.',
  onlyLeft: (units: number) => `Only ${units} left.`,
  quantityRange: `Enter a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
  notSold: 'This product is no longer sold at a price: remove the line instead.',
  priceChanged: (now: number, sold: number) => `The price is now ${formatTaka(now)} (sold at ${formatTaka(sold)}). Save again to charge the new price.`,
  paidOnlineRaise: 'This order was paid online: its total cannot be raised. Take a refund and place a new order instead.',
  paidOnlineLower: 'This order was paid online: a lower total means paying money back. Use the refunds desk instead.',
  awaitingOnlinePayment: 'This order is waiting for its online payment of the old total, so its total cannot change. Cancel it and place a new order instead.',
} as const;

/** What happened to the line, in the words of the customer's text. */
export const lineChangeText = (line: { name: string; from: number; to: number }) =>
  line.to === 0 ? `removed ${line.name} (${line.from})` : `${line.name}, quantity ${line.from} → ${line.to}`;

/** The timeline's note of an edit, which the customer reads too. */
export function editNote(edit: { name: string; from: number; to: number; totalFrom: number; totalTo: number }): string {
  const what = lineChangeText(edit);
  const said = what.charAt(0).toUpperCase() + what.slice(1);
  return edit.totalFrom === edit.totalTo ? said : `${said}; total ${formatTaka(edit.totalFrom)} → ${formatTaka(edit.totalTo)}`;
}
