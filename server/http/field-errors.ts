import type { z } from 'zod';

/** Where a message about the request as a whole goes. */
const WHOLE_REQUEST = 'request';

/**
 * `{field: [messages]}` from a schema's issues. Field names can come from the client (a key of a
 * free-form record such as a gateway's fields), so `constructor` or `__proto__` must be plain keys,
 * not the object's inherited members.
 */
export function fieldErrors(issues: readonly { instancePath: string; message?: string | undefined }[]): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || WHOLE_REQUEST;
    errors.set(field, [...(errors.get(field) ?? []), issue.message ?? 'Invalid value']);
  }
  return Object.fromEntries(errors);
}

/** The same from a zod parse run outside a route's schema: a page's form, a service's own check. */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  return fieldErrors(issues.map((issue) => ({ instancePath: `/${issue.path.map(String).join('/')}`, message: issue.message })));
}
