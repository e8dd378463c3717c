import type { Executor } from '@lender/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { liveMandate } from './mandate-gate';

// A borrower revokes their mandate at the instant the payday job charges it (issue 66, ADR 325).
// Revocation locks the mandate's row and answers which charge is already in flight; the gate must
// read the row under the same lock, else a charge that read "active" just before the revocation
// committed reaches the bank after the borrower was told nothing was in flight. PGlite has one
// connection and cannot interleave two transactions: the test reads the SQL the gate sends.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

/** An executor that runs every query on `db` and keeps each statement's SQL. */
function recording(db: Executor, statements: string[]): Executor {
  const wrap = (builder: object): object =>
    new Proxy(builder, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key === 'then' && typeof value === 'function') {
          const sql = (target as { toSQL?: () => { sql: string } }).toSQL?.().sql;
          if (sql) statements.push(sql);
          return value.bind(target);
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          return result && typeof result === 'object' ? wrap(result) : result;
        };
      },
    });
  return wrap(db) as Executor;
}

describe('a charge and a revocation at the same instant', () => {
  it('the gate reads the loan’s mandates under the row lock revocation takes (FOR UPDATE)', async () => {
    const loan = await mandatedLoan(t);
    const statements: string[] = [];
    await t.core.db.transaction(async (tx) => {
      const mandate = await liveMandate(recording(tx, statements), loan.loanId, {
        amount: 100_00,
        date: loan.dueDate,
      });
      expect(mandate.status).toBe('active');
    });
    const read = statements.find((sql) => /from "mandates"/i.test(sql));
    expect(read).toMatch(/for update/i);
  });
});
