/** FNV-1a, so every drawing gets its own stable colours run after run. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function hueFrom(text: string): number {
  return stableHash(text) % 360;
}
