import { useState } from 'react';

/**
 * Counts the answers a form has had. Used as the `key` of password inputs so a failed submit
 * empties them (the server never sends a password back, and neither should the page keep it).
 */
export function useResultVersion(result: unknown): number {
  const [seen, setSeen] = useState({ result, version: 0 });
  if (seen.result !== result) {
    const next = { result, version: seen.version + 1 };
    setSeen(next);
    return next.version;
  }
  return seen.version;
}
