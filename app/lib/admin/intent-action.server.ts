import type { z } from 'zod';
import { data } from 'react-router';
import { firstMessages } from '#app/lib/admin/product-form.ts';
import { checkForm, idFromForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * The back office's list pages (categories, brands, banners, navigation, notifications) post every
 * change to their own action as a form with an `intent` field and, for a row, its `id`. This is
 * the one place that routes those posts: it answers each with a notice, or a refusal with
 * per-field messages and the status the API would give, for the form that sent it.
 */

/** What a handler gets: the posted form, the row's id, a checker that refuses with 422, and `done` for the notice. */
interface IntentStep<Id> {
  form: FormData;
  id: Id;
  /** The values parsed by `schema`, or a 422 with the schema's first message on each field. */
  check: <S extends z.ZodType>(schema: S, values: unknown) => z.output<S>;
  done: (notice: string) => TaxonomyResult;
}

type Handler<Id> = (step: IntentStep<Id>) => Promise<TaxonomyResult>;

interface IntentRoutes {
  /** Intents that need no row (adding one). */
  free?: Record<string, Handler<number | null>>;
  /** Intents about one row: refused with `choose` when the form names none. */
  byId: Record<string, Handler<number>>;
  choose: string;
}

/** A form the page's own schema refused: the same 422 the API gives. */
class Refusal {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    this.errors = errors;
  }
}

function refused(errors: Record<string, string>, intent: string, id: number | null) {
  return data<TaxonomyResult>({ ok: false, message: API_ERROR_MESSAGES.validation, errors, intent, id }, { status: 422 });
}

export async function intentAction(request: Request, routes: IntentRoutes) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = idFromForm(form);
  const check = <S extends z.ZodType>(schema: S, values: unknown): z.output<S> => {
    const outcome = checkForm(schema, values);
    if (!outcome.ok) throw new Refusal(outcome.errors);
    return outcome.data;
  };
  const done = (notice: string): TaxonomyResult => ({ ok: true, notice, intent, id });
  try {
    const free = routes.free && Object.hasOwn(routes.free, intent) ? routes.free[intent] : undefined;
    if (free) return await free({ form, id, check, done });
    if (id === null) return refused({ form: routes.choose }, intent, id);
    const handler = Object.hasOwn(routes.byId, intent) ? routes.byId[intent] : undefined;
    if (!handler) return refused({ form: 'Nothing to do.' }, intent, id);
    return await handler({ form, id, check, done });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.errors, intent, id);
    // A refusal of the service, answered with its status; any other error is thrown on.
    if (!(error instanceof HttpError)) throw error;
    return data<TaxonomyResult>({ ok: false, message: error.message, errors: firstMessages(error.errors ?? {}), intent, id }, { status: error.statusCode });
  }
}
