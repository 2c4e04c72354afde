import QRCode from 'qrcode';
import type { PrintKind } from '#domain/order-print.ts';
import { drawInvoice } from './invoice.ts';
import type { PrintOrder, PrintShop } from './order-document.ts';
import { drawPackingSlip } from './packing-slip.ts';
import { finish, newDocument } from './pen.ts';
import { PRINT_WORDS as W } from './words.ts';

/** One PDF for any number of orders, each starting on a page of its own and bookmarked by its number. */
export async function renderOrders(kind: PrintKind, shop: PrintShop, orders: PrintOrder[]): Promise<Buffer> {
  const title = `${kind === 'invoice' ? W.invoice : W.packingSlip} ${orders.map((order) => order.order_number).join(', ')}`;
  const doc = newDocument(title, shop.shop_name);
  for (const order of orders) {
    if (kind === 'invoice') drawInvoice(doc, shop, order);
    else drawPackingSlip(doc, shop, order, await QRCode.toBuffer(order.order_number, { margin: 0, errorCorrectionLevel: 'M' }));
  }
  return finish(doc);
}
