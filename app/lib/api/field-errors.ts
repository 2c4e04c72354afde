/** A 422's per-field lists become one message per field, the first of each list. */
export function firstMessagePerField(errors: Record<string, readonly string[] | undefined> | null | undefined): Record<string, string> {
  const firsts: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages?.find((message) => typeof message === 'string' && message.trim() !== '');
    if (first) firsts[field] = first;
  }
  return firsts;
}
