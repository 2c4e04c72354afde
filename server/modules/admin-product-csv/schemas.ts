import { z } from 'zod';
import { adminProductListQuery } from '#server/modules/admin-products/schemas.ts';

/** The list's filters, by the list's own parameter names: a link from the filtered list exports what it shows. */
export const productExportQuery = adminProductListQuery.omit({ sort: true, page: true, per_page: true });

export const productImportParams = z.object({
  id: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(2_147_483_647, 'must be at most 2147483647'),
});
