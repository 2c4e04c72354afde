import type { z } from 'zod';

/** Where a message about the request as a whole goes. */
const WHOLE_REQUEST = 'request';

/**
 * `{field: [messages]}`, in the order the fields first appear. Field names can come from the
 * client (a key of a free-form record such as a gateway's fields), so `constructor` or `__proto__`
 * must be plain keys, not the object's inherited members.
 */
function messagesByField(issues: readonly { field: string; message: string }[]): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const { field, message } of issues) errors.set(field, [...(errors.get(field) ?? []), message]);
  return Object.fromEntries(errors);
}

/** The field errors of a route schema's validation issues (JSON-pointer paths such as `/items/0/quantity`). */
export function fieldErrors(issues: readonly { instancePath: string; message?: string | undefined }[]): Record<string, string[]> {
  return messagesByField(
    issues.map((issue) => ({ field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || WHOLE_REQUEST, message: issue.message ?? 'Invalid value' })),
  );
}

/** The same from a zod parse run outside a route's schema: a page's form, a service's own check. */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  return messagesByField(issues.map((issue) => ({ field: issue.path.map(String).join('.') || WHOLE_REQUEST, message: issue.message })));
}
