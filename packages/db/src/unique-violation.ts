/**
 * Whether `error` is PostgreSQL's unique_violation (23505), raw or wrapped by Drizzle (the cause
 * chain is followed a few levels): the one check every service uses to turn a lost race on a
 * unique index into its domain answer.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
