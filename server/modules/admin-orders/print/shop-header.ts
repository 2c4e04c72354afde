import { formatDateTime } from '#domain/dates.ts';
import type { PrintOrder, PrintShop } from './order-document.ts';
import { CONTENT_WIDTH, type Doc, line, PAGE, paragraph, rule } from './pen.ts';
import { PRINT_WORDS as W } from './words.ts';

/** The top of every printed page: who the shop is on the left, which document and order on the right. */

const LEFT_WIDTH = CONTENT_WIDTH * 0.58;
const RIGHT_X = PAGE.margin + LEFT_WIDTH + 10;
const RIGHT_WIDTH = CONTENT_WIDTH - LEFT_WIDTH - 10;

/** Identifiers the shop has set, in the order the law names them. */
function identifiers(shop: PrintShop): string[] {
  return [
    [W.tradeLicence, shop.trade_licence],
    [W.dbid, shop.dbid],
    [W.bin, shop.bin],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
}

/** Draws the header and answers where the page's body starts. */
export function shopHeader(doc: Doc, shop: PrintShop, order: PrintOrder, title: string, options: { full: boolean }): number {
  const top = PAGE.margin;
  let left = paragraph(doc, shop.shop_name, PAGE.margin, top, { width: LEFT_WIDTH, size: 16, weight: 'bold' });
  if (options.full) {
    const contact = [shop.phone && `${W.phone}: ${shop.phone}`, shop.email && `${W.email}: ${shop.email}`].filter(Boolean).join('   ');
    for (const text of [shop.address, contact, identifiers(shop).join('   ')]) {
      if (text) left = paragraph(doc, text, PAGE.margin, left + 1, { width: LEFT_WIDTH, size: 9, color: '#444444' });
    }
  }
  line(doc, title, RIGHT_X, top, { width: RIGHT_WIDTH, align: 'right', size: 16, weight: 'bold' });
  line(doc, `${W.order} ${order.order_number}`, RIGHT_X, top + 24, { width: RIGHT_WIDTH, align: 'right', size: 10, weight: 'bold' });
  line(doc, `${W.date}: ${formatDateTime(order.created_at)}`, RIGHT_X, top + 38, { width: RIGHT_WIDTH, align: 'right', size: 9 });
  const bottom = Math.max(left, top + 52) + 8;
  rule(doc, bottom, '#333333');
  return bottom + 10;
}
