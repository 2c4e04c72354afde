import { z } from 'zod';

const id = () =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(2_147_483_647, 'must be at most 2147483647');

export const taxonomyParams = z.object({ id: id() });
