import { addressLines, type PrintOrder, type PrintShop, variantText } from './order-document.ts';
import { CONTENT_WIDTH, type Doc, line, PAGE, PAGE_BOTTOM, paragraph, rule } from './pen.ts';
import { shopHeader } from './shop-header.ts';
import { PRINT_WORDS as W } from './words.ts';

/**
 * What goes in the parcel and where it goes, without prices (the parcel may be a gift): a box to
 * tick per line as it is packed, and the order number as a QR code the desk's scanner reads.
 */

const X = PAGE.margin;
const QR_SIZE = 84;
const COLUMNS = { box: { x: X, width: 18 }, item: { x: X + 26, width: 300 }, sku: { x: X + 335, width: 120 }, qty: { x: X + 460, width: CONTENT_WIDTH - 460 } };
const ROW_ROOM = 36;

function tableHead(doc: Doc, y: number): number {
  const head = { size: 9, weight: 'bold' as const, color: '#444444' };
  line(doc, W.item, COLUMNS.item.x, y, head);
  line(doc, W.sku, COLUMNS.sku.x, y, head);
  line(doc, W.qty, COLUMNS.qty.x, y, { ...head, width: COLUMNS.qty.width, align: 'right' });
  rule(doc, y + 15);
  return y + 21;
}

function shipTo(doc: Doc, order: PrintOrder, qr: Buffer, y: number): number {
  const width = CONTENT_WIDTH - QR_SIZE - 20;
  let at = paragraph(doc, W.shipTo, X, y, { width, size: 9, weight: 'bold', color: '#444444' });
  at = paragraph(doc, order.contact.name, X, at + 2, { width, size: 13, weight: 'bold' });
  at = paragraph(doc, order.contact.phone, X, at + 1, { width, size: 12, weight: 'bold' });
  for (const text of addressLines(order.shipping_address)) at = paragraph(doc, text, X, at + 1, { width, size: 11 });
  if (order.courier)
    at = paragraph(doc, `${W.courier}: ${order.courier}${order.tracking_number ? ` · ${order.tracking_number}` : ''}`, X, at + 4, { width, size: 10 });
  doc.image(qr, PAGE.width - PAGE.margin - QR_SIZE, y, { width: QR_SIZE, height: QR_SIZE });
  return Math.max(at, y + QR_SIZE) + 14;
}

export function drawPackingSlip(doc: Doc, shop: PrintShop, order: PrintOrder, qr: Buffer) {
  doc.addPage();
  doc.outline.addItem(`${W.packingSlip} ${order.order_number}`);
  let y = shopHeader(doc, shop, order, W.packingSlip, { full: false });
  y = shipTo(doc, order, qr, y);
  y = tableHead(doc, y);
  for (const item of order.items) {
    if (y + ROW_ROOM > PAGE_BOTTOM) {
      doc.addPage();
      y = tableHead(doc, shopHeader(doc, shop, order, W.packingSlip, { full: false }));
    }
    doc.rect(COLUMNS.box.x, y, 11, 11).lineWidth(0.8).strokeColor('#333333').stroke();
    const variant = variantText(item.options);
    let bottom = paragraph(doc, item.name, COLUMNS.item.x, y, { width: COLUMNS.item.width, size: 10 });
    if (variant) bottom = paragraph(doc, variant, COLUMNS.item.x, bottom, { width: COLUMNS.item.width, size: 8.5, color: '#555555' });
    bottom = Math.max(bottom, paragraph(doc, item.sku, COLUMNS.sku.x, y, { width: COLUMNS.sku.width, size: 9 }));
    line(doc, String(item.quantity), COLUMNS.qty.x, y, { width: COLUMNS.qty.width, align: 'right', size: 12, weight: 'bold' });
    y = Math.max(bottom, y + 14) + 6;
    rule(doc, y - 3, '#DDDDDD');
  }
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  y = paragraph(doc, W.itemCount(count), X, y + 6, { width: CONTENT_WIDTH, size: 10, weight: 'bold' });
  if (order.note) {
    if (y + 40 > PAGE_BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    y = paragraph(doc, W.customerNote, X, y + 10, { width: CONTENT_WIDTH, size: 9, weight: 'bold', color: '#444444' });
    paragraph(doc, order.note, X, y + 2, { width: CONTENT_WIDTH, size: 10 });
  }
}
