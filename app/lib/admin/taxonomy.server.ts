import { data } from 'react-router';
import { firstMessages } from '#app/lib/admin/product-form.ts';
import type { TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { HttpError } from '#server/http/errors.ts';

/** A refusal of the category or brand service, answered with its status for the form that sent it; any other error is thrown on. */
export function taxonomyRefusal(error: unknown, intent: string, id: number | null) {
  if (!(error instanceof HttpError)) throw error;
  return data<TaxonomyResult>({ ok: false, message: error.message, errors: firstMessages(error.errors ?? {}), intent, id }, { status: error.statusCode });
}

/** A form the page's own schema refused: the same 422 the API gives. */
export function refusedForm(errors: Record<string, string>, intent: string, id: number | null) {
  return data<TaxonomyResult>({ ok: false, message: API_ERROR_MESSAGES.validation, errors, intent, id }, { status: 422 });
}
