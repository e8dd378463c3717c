// Postings happen only under `packages/core/src/ledger/` (issue 49): a loan's money moves through its
// loan account (`loan-account.ts`), whose `post` decides the lines and whose `postTransaction` is the
// one writer of the ledger's tables. This test reads every source file of the repository and fails
// on one outside that folder that writes to `ledger_transactions` or `ledger_entries` (through the
// Drizzle tables of `@lender/db/schema` or in SQL) or uses `postTransaction` itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const ledgerFolder = 'packages/core/src/ledger/';
/**
 * The one file elsewhere that writes the tables (ADR 321): the test helper that copies a template
 * loan's postings, as they are, for the scale benchmark and the property tests. It posts nothing new.
 */
const LEDGER_COPIES = new Set(['packages/core/testing/loan-clones.ts']);
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.turbo', '.types', '.cache', 'coverage', '.git']);
const SOURCE = /\.(?:[cm]?[jt]sx?|sql)$/;

/** The Drizzle tables of the ledger (`packages/db/src/schema/ledger.ts`) and their SQL names. */
const TABLE = String.raw`(?:[\w$]+\.)?ledger(?:Transactions|Entries)\b`;
const RULES: readonly { what: string; pattern: RegExp }[] = [
  {
    what: 'writes a ledger table with Drizzle',
    pattern: new RegExp(String.raw`\.(?:insert|update|delete)\(\s*${TABLE}`),
  },
  {
    what: 'writes a ledger table in SQL',
    pattern: /\b(?:insert\s+into|update|delete\s+from)\s+"?ledger_(?:transactions|entries)\b/i,
  },
  // Named at all (imported, called or handed on): `postTransaction` is the ledger's own writer.
  { what: 'uses postTransaction', pattern: /\bpostTransaction\b/ },
  { what: 'renames a ledger table on import', pattern: /\bledger(?:Transactions|Entries)\s+as\s+[\w$]+/ },
];

/** What a text does to the ledger that only the ledger may do. */
function ledgerWrites(text: string): string[] {
  // A comment may name what it must not do: strip comments before matching.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return RULES.filter((rule) => rule.pattern.test(code)).map((rule) => rule.what);
}

function sourcesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    if (SKIPPED.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...sourcesUnder(path));
    else if (SOURCE.test(name)) found.push(relative(root, path).split(sep).join('/'));
  }
  return found;
}

const files = ['packages', 'apps', 'tooling', 'deploy'].flatMap((top) => {
  try {
    return sourcesUnder(join(root, top));
  } catch {
    return [];
  }
});
const writers = files
  .map((file) => ({ file, writes: ledgerWrites(readFileSync(join(root, file), 'utf8')) }))
  .filter(({ writes }) => writes.length > 0);

describe('postings happen only under ledger/', () => {
  it.each([
    ['tx.insert(ledgerTransactions).values(row)', ['writes a ledger table with Drizzle']],
    ['await db\n  .insert(schema.ledgerEntries)\n  .values(rows)', ['writes a ledger table with Drizzle']],
    ['tx.update(ledgerEntries).set({ amount: 1 })', ['writes a ledger table with Drizzle']],
    ['db.delete(ledgerTransactions)', ['writes a ledger table with Drizzle']],
    ["sql`insert into ledger_entries (account) values ('cash_bank')`", ['writes a ledger table in SQL']],
    ['query(\'INSERT INTO "ledger_transactions" (kind) VALUES (?)\')', ['writes a ledger table in SQL']],
    ['await postTransaction(tx, { loanId, kind, reference, lines })', ['uses postTransaction']],
    ["import { postTransaction as write } from './ledger';", ['uses postTransaction']],
    ["import { ledgerEntries as entries } from '@lender/db/schema';", ['renames a ledger table on import']],
    ['db.select().from(ledgerEntries).where(eq(ledgerEntries.loanId, 1))', []],
    ['sql`select sum(e.amount) from ledger_entries e`', []],
    ['// never tx.insert(ledgerEntries) here: post(account, event)', []],
    ["await post(account, { kind: 'payment_received', paymentId, amount, repayment: true })", []],
  ] as const)('tells a write from a read: %s', (text, expected) => {
    expect(ledgerWrites(text)).toEqual(expected);
  });

  it('reads the ledger itself, where the one writer is', () => {
    const own = writers.filter(({ file }) => file.startsWith(ledgerFolder)).map(({ file }) => file);
    expect(files.length).toBeGreaterThan(500);
    expect(own).toContain(`${ledgerFolder}ledger.ts`);
  });

  it('no file outside packages/core/src/ledger writes to the ledger tables or uses postTransaction', () => {
    const outside = writers
      .filter(({ file }) => !file.startsWith(ledgerFolder) && !LEDGER_COPIES.has(file))
      .map(({ file, writes }) => `${file}: ${writes.join(', ')}`);
    expect(outside, 'post through the loan account (packages/core/src/ledger/loan-account.ts)').toEqual([]);
  });

  it('the copier of test loans still writes the ledger (else it leaves LEDGER_COPIES)', () => {
    const copies = writers.filter(({ file }) => LEDGER_COPIES.has(file)).map(({ file }) => file);
    expect(copies).toEqual([...LEDGER_COPIES]);
  });
});
