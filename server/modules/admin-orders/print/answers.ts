import { z } from 'zod';
import { answers } from '#server/http/openapi/answers.ts';

/** What printing answers: a PDF, or the shared error bodies. */
export const printAnswers = (description: string) => ({
  ...answers({}, [401, 403, 404, 422]),
  200: {
    description: `${description} A4, with Noto Sans Bengali embedded; each order starts on a page of its own and has a bookmark named by its number.`,
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
});
