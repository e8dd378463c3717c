import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@lender/db';
import { asc, eq, sql } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { livePaymentReferences } from './live-payment-references';
import { simulateReferencePayment } from './payment-callbacks';
import { paymentReference } from './payment-reference';

// Migration 0042 (issue 47): the cash and SPEI rows the payments table held become references. The
// table already exists in the test database; this replays the migration's data statements over rows
// written as the service wrote them before.
const STATEMENTS = readFileSync(join(MIGRATIONS_FOLDER, '0042_payment-references.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((part) =>
    part
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .trim(),
  )
  .filter((statement) => /^(INSERT|SELECT|UPDATE|DELETE)/.test(statement));

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

describe('migration 0042: references out of the payments', () => {
  it('moves every cash and SPEI row to a reference; unpaid ones leave the payments, paid ones stay', async () => {
    const loan = await paidOutLoan(t);
    const now = t.clock.now();
    const row = (values: Partial<typeof payments.$inferInsert>) => ({
      loanId: loan.loanId,
      clientId: loan.clientId,
      kind: 'repayment' as const,
      amount: 500_00,
      createdAt: now,
      ...values,
      reference: values.reference as string,
      paymentType: values.paymentType as 'cash',
      status: values.status as 'pending',
    });
    const inserted = await t.core.db
      .insert(payments)
      .values([
        row({
          paymentType: 'clabe',
          status: 'pending',
          reference: 'SPEI-OLD-1',
          clabe: '646180000000000001',
        }),
        row({
          paymentType: 'cash',
          status: 'completed',
          reference: 'OXXO-OLD-2',
          barcode: '1010',
          paidAmount: 500_00,
          providerPaymentId: 'evt-old-2',
          completedAt: now,
        }),
        row({ paymentType: 'cash', status: 'failed', reference: 'OXXO-OLD-3', completedAt: now }),
        row({ paymentType: 'card', status: 'pending', reference: 'CARD-OLD-4' }),
      ])
      .returning();
    const [pending, paid, failed, card] = inserted.map((p) => p.id) as [number, number, number, number];
    const expiresAt = new Date(now.getTime() + 72 * 3_600_000);
    await t.core.db.update(payments).set({ expiresAt }).where(eq(payments.id, pending));

    for (const statement of STATEMENTS) await t.core.db.execute(sql.raw(statement));

    const left = await t.core.db.select().from(payments).orderBy(asc(payments.id));
    expect(left.map((p) => p.id)).toEqual([paid, card]);
    const moved = await t.core.db.select().from(paymentReferences).orderBy(asc(paymentReferences.id));
    expect(moved.map((r) => [r.id, r.channel, r.reference, r.paymentId])).toEqual([
      [pending, 'clabe', 'SPEI-OLD-1', null],
      [paid, 'cash', 'OXXO-OLD-2', paid],
      [failed, 'cash', 'OXXO-OLD-3', null],
    ]);
    expect(moved[0]?.expiresAt).toEqual(expiresAt);
    expect(moved[0]?.clabe).toBe('646180000000000001');
    // A failure ended its reference.
    expect(moved[2]?.expiresAt.getTime()).toBeLessThanOrEqual(now.getTime());
    // The unpaid one is live again for the borrower, and the next reference is numbered past them all.
    expect(
      (await livePaymentReferences(t.core, { actorId: loan.clientId })).references.map((r) => r.reference),
    ).toEqual(['SPEI-OLD-1']);
    const next = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 100_00 },
      },
    });
    expect(next.id).toBeGreaterThan(card);
    // Its money, when it arrives, is a payment like any other.
    const outcome = await simulateReferencePayment(t.core, 'SPEI-OLD-1');
    expect(outcome.duplicate).toBe(false);
    const [made] = await t.core.db.select().from(payments).where(eq(payments.reference, 'SPEI-OLD-1'));
    expect(made).toMatchObject({ status: 'completed', paidAmount: 500_00, clabe: '646180000000000001' });
  });
});
