import { z } from 'zod';
import { EMI_TENURES } from '#domain/emi.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';

/** What the back office's EMI plan operations answer, for the API document. */

const adminEmiBank = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean().describe('Deactivated banks are not offered to shoppers; their orders keep naming them'),
  minimum_amount: z.number().int().describe('Whole taka: the bank offers EMI on a regular price or order of at least this much'),
  charges: z
    .array(
      z.object({
        months: z
          .number()
          .int()
          .describe(`One of ${EMI_TENURES.join(', ')}`),
        charge_percent: z.number().describe('Percent of the regular price the bank adds, up to two decimals'),
      }),
    )
    .describe('The tenures the bank offers, fewest months first'),
});
z.globalRegistry.add(adminEmiBank, { id: 'AdminEmiBank', description: 'A bank’s EMI plan as the back office edits it' });

const everyError = [401, 403] as const;

export const emiBankAnswers = {
  list: answers({ 200: envelope(z.array(adminEmiBank), 'Every bank, deactivated ones included, by name') }, [...everyError]),
  created: answers({ 201: envelope(adminEmiBank, 'The bank as added') }, [...everyError, 422]),
  updated: answers({ 200: envelope(adminEmiBank, 'The bank as changed') }, [...everyError, 404, 422]),
};
