/** Whether a database error, or one it wraps (drizzle wraps the driver's), broke this unique index. */
export function violatesUniqueIndex(error: unknown, index: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === index;
  }
  return false;
}
