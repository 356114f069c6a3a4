/** Whether `error`, or one that caused it, is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ("code" in cause && cause.code === "23505") return true;
  }
  return false;
}

/** The first of `slug`, `slug-2`, `slug-3` … not in `taken` (a unique slug column's values). */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  let free = slug;
  for (let suffix = 2; taken.has(free); suffix += 1) free = `${slug}-${suffix}`;
  return free;
}
