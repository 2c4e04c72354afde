import { z } from 'zod';

/** An order paid on EMI, as its answers carry it; registered once so every order answer shares the type. */
export const orderEmiAnswer = z.object({
  bank: z.string(),
  months: z.number().int(),
  charge: z.number().int().describe('The bank’s charge in whole taka, its own amount inside the total'),
  monthly: z.number().int().describe('Each month’s payment: the total over the months, rounded up'),
});
z.globalRegistry.add(orderEmiAnswer, { id: 'OrderEmi', description: 'How an order is paid on EMI; null on an order paid at once' });
