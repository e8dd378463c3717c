import type { Database } from '@lender/core/db';

/** The statement a PGlite `Bind` message runs, when it names one (`B`, length, portal, statement). */
function boundStatement(message: unknown): string | undefined {
  if (!(message instanceof Uint8Array) || message[0] !== 0x42) return undefined;
  let at = 5;
  while (message[at] !== 0 && at < message.length) at++; // the portal's name
  const start = at + 1;
  let end = start;
  while (message[end] !== 0 && end < message.length) end++;
  return end > start ? Buffer.from(message.subarray(start, end)).toString('utf8') : undefined;
}

/**
 * Counts the SQL statements a call sends (issue 17's statement-count tests). PGlite and
 * node-postgres both send every statement outside a transaction through `$client.query`, except
 * the named statements core runs on PGlite (ADR 259): one protocol exchange whose `Bind` names the
 * statement, counted as `EXECUTE <name>` (PGlite's `query` binds the unnamed statement, so its
 * exchanges are not counted twice). Wrapping both sees them all; `restore()` puts the driver back.
 */
export function countStatements(db: Database): { readonly sql: string[]; restore(): void } {
  const client = (
    db as unknown as {
      $client: { query: (...args: unknown[]) => unknown; execProtocolRaw?: (...args: unknown[]) => unknown };
    }
  ).$client;
  const original = client.query;
  const originalRaw = client.execProtocolRaw;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text ?? first));
    return original.apply(this, args);
  };
  if (originalRaw) {
    client.execProtocolRaw = function (this: unknown, ...args: unknown[]) {
      const name = boundStatement(args[0]);
      if (name) seen.push(`EXECUTE ${name}`);
      return originalRaw.apply(this, args);
    };
  }
  return {
    sql: seen,
    restore: () => {
      client.query = original;
      if (originalRaw) client.execProtocolRaw = originalRaw;
    },
  };
}
