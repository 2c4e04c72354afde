import { z } from 'zod';
import { ORDER_PRINT_MESSAGES as M, PRINT_BATCH_LIMIT, PRINT_KINDS } from '#domain/order-print.ts';
import { ORDER_NUMBER_PATTERN } from '#server/modules/orders/order-number.ts';

/** A batch: the kind of document and a comma-separated list of order numbers, each checked on its own. */
export const printBatchQuery = z.object({
  kind: z.enum(PRINT_KINDS, { error: M.kind }).describe('invoice or packing-slip'),
  // A comma list from a link, or the field repeated by the desk's form of ticked orders.
  numbers: z
    .union([z.string(), z.array(z.string())], { error: M.numbersRequired })
    .transform((value) => [
      ...new Set(
        [value]
          .flat()
          .join(',')
          .split(',')
          .map((number) => number.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .superRefine((numbers, context) => {
      if (numbers.length === 0) context.addIssue({ code: 'custom', message: M.numbersRequired });
      if (numbers.length > PRINT_BATCH_LIMIT) context.addIssue({ code: 'custom', message: M.tooMany });
      const bad = numbers.filter((number) => !ORDER_NUMBER_PATTERN.test(number));
      for (const number of bad.slice(0, 5)) context.addIssue({ code: 'custom', message: M.badNumber(number) });
    })
    .describe(
      `Up to ${PRINT_BATCH_LIMIT} order numbers, comma-separated (DK261121-ABC234,DK261121-XYZ789); or the field repeated; printed in this order, a repeat once`,
    ),
});
