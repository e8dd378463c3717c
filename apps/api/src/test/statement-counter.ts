import type { Database } from '@lender/core/db';

/** The platform clock's read of its offset (`sandbox/platform-clock.ts`). */
const PLATFORM_CLOCK_READ = /^select "offset_ms" from "platform_clock"/;

/**
 * Counts the SQL statements a call sends (issue 17's statement-count tests). PGlite and
 * node-postgres both send every statement outside a transaction through `$client.query` (named
 * statements too: node-postgres's `{ name, text, values }`), so wrapping it sees them all;
 * `restore()` puts the driver back. The platform clock's read of its offset is left out: a process
 * reads it at most once a second whatever it serves (`PLATFORM_CLOCK_REFRESH_MS`), so it belongs to
 * no call, and a slow machine would otherwise count it in whichever call came a second later.
 */
export function countStatements(db: Database): { readonly sql: string[]; restore(): void } {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const sql = typeof first === 'string' ? first : String((first as { text?: string }).text ?? first);
    if (!PLATFORM_CLOCK_READ.test(sql)) seen.push(sql);
    return original.apply(this, args);
  };
  return {
    sql: seen,
    restore: () => {
      client.query = original;
    },
  };
}
