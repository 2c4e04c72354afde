/** Browser storage of which notifications a guest has read (a guest has no account to keep it in). */
const STORAGE_KEY = 'notification-reads';
/** Old ids drop off beyond this, so the stored list cannot grow without end. */
const MAX_REMEMBERED = 300;

export function readLocalReads(): Set<number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    // No storage (private mode, server) or a damaged value: nothing is read yet.
    return new Set();
  }
}

export function rememberLocalReads(ids: readonly number[]): void {
  try {
    const current = [...readLocalReads()].filter((id) => !ids.includes(id));
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...current, ...ids].slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or blocked: the read mark lasts until the page is left, which is acceptable.
  }
}
