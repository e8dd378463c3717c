import type { Database } from '@lender/core/db';

/**
 * Counts the SQL statements a call sends (issue 17's statement-count tests). PGlite and
 * node-postgres both send every statement outside a transaction through `$client.query` (named
 * statements too: node-postgres's `{ name, text, values }`), so wrapping it sees them all;
 * `restore()` puts the driver back.
 */
export function countStatements(db: Database): { readonly sql: string[]; restore(): void } {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text ?? first));
    return original.apply(this, args);
  };
  return {
    sql: seen,
    restore: () => {
      client.query = original;
    },
  };
}
