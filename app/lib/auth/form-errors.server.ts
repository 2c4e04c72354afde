import type { z } from 'zod';
import { firstMessagePerField } from '#app/lib/api/field-errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';

/**
 * The first message per field of a failed zod parse. `rename` moves a field's message to
 * the input that shows it, e.g. the API's `email`/`phone` to the login form's one identifier box.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], rename: Record<string, string> = {}): Record<string, string> {
  return fieldErrorsFromServer(zodFieldErrors(issues), rename);
}

/** The same for a service's 422 `errors` object. */
export function fieldErrorsFromServer(errors: Record<string, string[]> | undefined, rename: Record<string, string> = {}): Record<string, string> {
  const lists: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const name = rename[field] ?? field;
    lists[name] = [...(lists[name] ?? []), ...messages];
  }
  return firstMessagePerField(lists);
}
