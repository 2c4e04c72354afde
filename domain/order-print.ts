/**
 * Printing orders from the back office: the documents there are, how many orders one batch takes,
 * and the VAT line an invoice carries. Shared by the order desk's links and the API that draws them.
 */

export const PRINT_KINDS = ['invoice', 'packing-slip'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** A batch is one courier pick-up's worth; more would keep a request busy for long. */
export const PRINT_BATCH_LIMIT = 50;

export const ORDER_PRINT_MESSAGES = {
  kind: `Choose what to print: ${PRINT_KINDS.join(' or ')}.`,
  numbersRequired: 'Choose at least one order to print.',
  tooMany: `Print at most ${PRINT_BATCH_LIMIT} orders at once.`,
  badNumber: (number: string) => `${number} is not an order number such as DK261121-ABC234.`,
  unknown: (numbers: string[]) => `No order with the number${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}.`,
} as const;

/** The address of one order's document or of a batch, as the desk links to them. */
export function printUrl(kind: PrintKind, numbers: readonly string[]): string {
  if (numbers.length === 1) return `/api/admin/orders/${encodeURIComponent(numbers[0]!)}/${kind}.pdf`;
  return `/api/admin/orders/print?kind=${kind}&numbers=${numbers.map(encodeURIComponent).join(',')}`;
}

/**
 * The VAT inside a VAT-inclusive amount at `ratePercent`, in whole taka: total × rate / (100 + rate).
 * Prices are shown with VAT included, so the invoice states the share rather than adding it.
 */
export function includedVat(total: number, ratePercent: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(ratePercent) || ratePercent <= 0 || total <= 0) return 0;
  return Math.round((total * ratePercent) / (100 + ratePercent));
}

/** "15", "7.5": a rate as the owner typed it, without trailing zeros. */
export function formatRate(ratePercent: number): string {
  return String(Number(ratePercent.toFixed(2)));
}
