import { formatTaka } from '#domain/money.ts';
import { invoiceTotals, vatLine } from './invoice-totals.ts';
import { addressLines, type PrintOrder, type PrintShop, variantText } from './order-document.ts';
import { CONTENT_WIDTH, type Doc, line, PAGE, PAGE_BOTTOM, paragraph, rule } from './pen.ts';
import { shopHeader } from './shop-header.ts';
import { PRINT_WORDS as W } from './words.ts';

/** An order's invoice: the shop and its identifiers, the customer, the lines, the totals and the VAT inside them. */

const X = PAGE.margin;
// Item | Qty | Unit price | Total, right-aligned figures.
const COLUMNS = {
  item: { x: X, width: 285 },
  qty: { x: X + 290, width: 40 },
  unit: { x: X + 335, width: 90 },
  total: { x: X + 430, width: CONTENT_WIDTH - 430 },
};
/** Room a line needs at the least before the page must turn. */
const ROW_ROOM = 40;
const TOTALS_ROOM = 130;

function tableHead(doc: Doc, y: number): number {
  const head = { size: 9, weight: 'bold' as const, color: '#444444' };
  line(doc, W.item, COLUMNS.item.x, y, head);
  line(doc, W.qty, COLUMNS.qty.x, y, { ...head, width: COLUMNS.qty.width, align: 'right' });
  line(doc, W.unitPrice, COLUMNS.unit.x, y, { ...head, width: COLUMNS.unit.width, align: 'right' });
  line(doc, W.lineTotal, COLUMNS.total.x, y, { ...head, width: COLUMNS.total.width, align: 'right' });
  rule(doc, y + 15);
  return y + 21;
}

function customer(doc: Doc, order: PrintOrder, y: number): number {
  let at = paragraph(doc, W.billTo, X, y, { width: 260, size: 9, weight: 'bold', color: '#444444' });
  at = paragraph(doc, order.contact.name, X, at + 2, { width: 260, size: 11, weight: 'bold' });
  for (const text of [order.contact.phone, ...addressLines(order.shipping_address)]) at = paragraph(doc, text, X, at + 1, { width: 260, size: 10 });

  const payX = X + 300;
  let right = paragraph(doc, W.payment, payX, y, { width: CONTENT_WIDTH - 300, size: 9, weight: 'bold', color: '#444444' });
  right = paragraph(doc, `${W.methods[order.payment_method]}, ${W.statuses[order.payment_status]}`, payX, right + 2, {
    width: CONTENT_WIDTH - 300,
    size: 10,
  });
  return Math.max(at, right) + 14;
}

function totals(doc: Doc, shop: PrintShop, order: PrintOrder, y: number): number {
  const labelX = COLUMNS.unit.x - 80;
  const labelWidth = COLUMNS.unit.width + 80;
  const figures = invoiceTotals(order);
  const row = (label: string, amount: string, at: number, style: { size: number; weight?: 'bold' }) => {
    line(doc, label, labelX, at, { ...style, width: labelWidth, align: 'right' });
    line(doc, amount, COLUMNS.total.x, at, { ...style, width: COLUMNS.total.width, align: 'right' });
  };
  let at = y;
  for (const [label, amount] of figures.before) {
    row(label, amount, at, { size: 10 });
    at += 16;
  }
  doc
    .moveTo(labelX + 40, at)
    .lineTo(PAGE.width - PAGE.margin, at)
    .lineWidth(0.5)
    .strokeColor('#333333')
    .stroke();
  row(...figures.total, at + 6, { size: 12, weight: 'bold' });
  at += 26;
  for (const [label, amount] of figures.after) {
    row(label, amount, at, { size: 10 });
    at += 16;
  }
  line(doc, vatLine(shop, order.total), X, at + 4, { width: CONTENT_WIDTH, align: 'right', size: 9, color: '#444444' });
  return at + 24;
}

export function drawInvoice(doc: Doc, shop: PrintShop, order: PrintOrder) {
  doc.addPage();
  doc.outline.addItem(`${W.invoice} ${order.order_number}`);
  let y = shopHeader(doc, shop, order, W.invoice, { full: true });
  y = customer(doc, order, y);
  y = tableHead(doc, y);
  for (const item of order.items) {
    if (y + ROW_ROOM > PAGE_BOTTOM) {
      doc.addPage();
      y = tableHead(doc, shopHeader(doc, shop, order, W.invoice, { full: false }));
    }
    const variant = variantText(item.options);
    let bottom = paragraph(doc, item.name, COLUMNS.item.x, y, { width: COLUMNS.item.width, size: 10 });
    if (variant) bottom = paragraph(doc, variant, COLUMNS.item.x, bottom, { width: COLUMNS.item.width, size: 8.5, color: '#555555' });
    line(doc, String(item.quantity), COLUMNS.qty.x, y, { width: COLUMNS.qty.width, align: 'right', size: 10 });
    line(doc, formatTaka(item.unit_price), COLUMNS.unit.x, y, { width: COLUMNS.unit.width, align: 'right', size: 10 });
    line(doc, formatTaka(item.line_total), COLUMNS.total.x, y, { width: COLUMNS.total.width, align: 'right', size: 10 });
    y = bottom + 6;
    rule(doc, y - 3, '#DDDDDD');
  }
  if (y + TOTALS_ROOM > PAGE_BOTTOM) {
    doc.addPage();
    y = shopHeader(doc, shop, order, W.invoice, { full: false });
  }
  y = totals(doc, shop, order, y + 6);
  paragraph(doc, W.thanks, X, y + 10, { width: CONTENT_WIDTH, size: 9, color: '#444444' });
}
