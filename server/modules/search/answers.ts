import { z } from 'zod';
import { answers } from '#server/http/openapi/answers.ts';
import { productCard } from '#server/modules/catalog/answers.ts';
import { FACETS } from './filters.ts';
import { SEARCH_SORTS } from './schemas.ts';

/** What the search answers, for the API document: Typesense's answer shape, which the storefront was written against. */

const int = () => z.number().int();

const hit = z.object({
  document: productCard,
  highlights: z
    .array(
      z.object({
        field: z.literal('name'),
        snippet: z.string().describe('The name, HTML-escaped, with the matched words in <mark>'),
        matched_tokens: z.array(z.string()),
      }),
    )
    .describe('Empty when browsing without words'),
  text_match: z.null().describe('Kept for Typesense clients; always null'),
});

const facetCount = z.object({
  field_name: z.enum(FACETS),
  counts: z.array(
    z.object({
      value: z.string().describe('What the facet’s filter takes: a slug, a price band, in_stock/out_of_stock, or the value itself'),
      label: z.string(),
      id: int().optional().describe('The category’s or brand’s id'),
      count: int().describe('Matches if this value were chosen too, every other filter applied'),
    }),
  ),
});

const requestParams = z.object({ q: z.string(), page: int(), per_page: int(), sort_by: z.enum(SEARCH_SORTS) });

export const searchAnswers = answers({
  200: z
    .object({
      success: z.literal(true),
      found: int().describe('How many products match; a close estimate when `approximate`'),
      hits: z.array(hit).describe('This page of matches'),
      facet_counts: z.array(facetCount),
      approximate: z
        .boolean()
        .optional()
        .describe('True when the matches were too many to count exactly and the counts are scaled estimates. Absent for an empty query'),
      corrected_query: z
        .array(z.string())
        .nullable()
        .optional()
        .describe('Words corrected for typos, each as `typed→indexed`; null when none were. Absent for an empty query'),
      page: int(),
      per_page: int().optional().describe('Absent for an empty query'),
      last_page: int().optional().describe('Absent for an empty query'),
      request_params: requestParams,
      message: z.string().optional().describe('Only for an empty query without filters, which matches nothing'),
    })
    .describe('One page of matching products with facet counts; an empty query without filters matches nothing'),
});

export const suggestionsAnswers = answers({
  200: z
    .array(z.object({ name: z.string(), price: int().describe('Whole taka; 0 means call for price'), product_id: int() }))
    .describe('Product names for the search box, best first (a bare list, not an envelope)'),
});
