// The order desk's print controls: one order's documents on its page, a batch from the queue.
import { PRINT_BATCH_LIMIT } from '#domain/order-print.ts';

export const orderPrint = {
  invoice: 'Invoice (PDF)',
  packingSlip: 'Packing slip (PDF)',
  documentsLabel: 'Print',
  select: (order: string) => `Select ${order}`,
  selectPage: 'Select all orders on this page',
  batchLabel: 'Print selected orders',
  batchHint: `Tick up to ${PRINT_BATCH_LIMIT} orders, then print their invoices or packing slips in one PDF.`,
  batchInvoices: 'Print invoices',
  batchSlips: 'Print packing slips',
  newTab: '(opens in a new tab)',
} as const;
