import { and, eq } from '@lender/db/orm';
import { auditLog, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { loanDays } from '../../testing/loan-days';
import { exportPayments } from '../back-office/lists/export-payments';
import { payments as paymentsList } from '../back-office/lists/payments';
import { recordPayment } from '../back-office/record-payment';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';

// A receipt number names one deposit (ADR 362). Its repeat — a second click, a second clerk with the
// same slip — answers the payment already recorded; the same number typed on another loan, or for
// another amount, day or form, is refused on `reference` and changes nothing: answering the other
// payment would have lost this borrower's money. Reversing a payment recorded by mistake frees its
// receipt to be recorded where it belongs.

let t: LendingTestCore;
let staff: { finance: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { finance: 'finance', checker: 'admin' });
});
afterAll(() => t.close());

const { owed } = loanDays(() => t);

const record = (
  loanId: number,
  centavos: number,
  reference: string,
  more: { paidOn?: string; paymentForm?: '01' | '02' | '03' } = {},
) =>
  recordPayment(t.core, {
    actorId: staff.finance,
    params: { id: loanId },
    body: {
      amount: { amount: centavos },
      paidOn: more.paidOn ?? businessDate(t.clock.now()),
      paymentForm: more.paymentForm ?? '01',
      reference,
      reason: 'Depósito en ventanilla',
    },
  });

/** What a refusal says, or the answer that should have been one. */
async function refusal(call: Promise<unknown>) {
  const outcome = await call.then(
    (answer) => answer,
    (error: unknown) => error,
  );
  if (!(outcome instanceof CoreError)) throw new Error(`not refused: ${JSON.stringify(outcome)}`);
  return { code: outcome.code, violations: outcome.violations };
}

const paymentsOf = (loanId: number) => t.core.db.select().from(payments).where(eq(payments.loanId, loanId));
const recordedOn = async (loanId: number) =>
  (
    await t.core.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'loan.record_payment'), eq(auditLog.entityId, String(loanId))))
  ).length;

describe('a receipt number names one deposit', () => {
  it('the same receipt on another loan is refused on reference, naming the loan it is on; nothing is written', async () => {
    const first = await paidOutLoan(t);
    const second = await paidOutLoan(t);
    const owedBefore = await owed(second.loanId);
    const paid = await record(first.loanId, 2_219_24, 'BBVA-778899');
    expect(paid.amount.amount).toBe(2219.24);

    const refused = await refusal(record(second.loanId, 2_219_24, 'BBVA-778899'));
    expect(refused).toEqual({
      code: 'validation_failed',
      violations: [
        expect.objectContaining({
          field: ['reference'],
          code: 'not_unique',
          params: { paymentId: paid.id, loanId: first.loanId },
        }),
      ],
    });
    // Typed another way — small letters, a space or a dot for the dash — it is the same receipt.
    for (const lookalike of ['bbva-778899', ' BBVA 778899 ', 'Bbva.778899', 'BBVA - 778899']) {
      expect((await refusal(record(second.loanId, 2_219_24, lookalike))).violations[0]).toMatchObject({
        code: 'not_unique',
        message: `Receipt BBVA-778899 is already recorded as payment ${paid.id} on loan ${first.loanId}`,
      });
    }
    expect(await paymentsOf(second.loanId)).toEqual([]);
    expect(await owed(second.loanId)).toBe(owedBefore);
    expect(await recordedOn(second.loanId)).toBe(0);
    // The other loan's payment is untouched, and a different number records this deposit.
    expect(await paymentsOf(first.loanId)).toHaveLength(1);
    const own = await record(second.loanId, 2_219_24, 'BANORTE-778899');
    expect(own.id).not.toBe(paid.id);
    expect(await owed(second.loanId)).toBe(owedBefore - 2_219_24);
    // The back office's list and its CSV read each receipt's number as it was typed.
    const { items } = await paymentsList(t.core, {
      query: { clientId: second.clientId, sort: 'id', page: 1, perPage: 20 },
    });
    expect(items.map((row) => row.reference)).toEqual(['BANORTE-778899']);
    const { csv } = await exportPayments(t.core, {
      query: { clientId: first.clientId, sort: 'id' },
      reader: { language: 'es-MX' },
    });
    expect(csv).toContain(',BBVA-778899,');
    expect(csv).not.toContain('MANUAL-');
  });

  it('a repeat with the same loan, amount, day and form answers the first payment and writes nothing', async () => {
    const loan = await paidOutLoan(t);
    const before = await owed(loan.loanId);
    const first = await record(loan.loanId, 500_01, 'SANT-1');
    const again = await record(loan.loanId, 500_01, 'SANT-1');
    expect(again).toEqual(first);
    expect(await record(loan.loanId, 500_01, 'sant 1')).toEqual(first);
    expect(await paymentsOf(loan.loanId)).toHaveLength(1);
    expect(await recordedOn(loan.loanId)).toBe(1);
    expect(await owed(loan.loanId)).toBe(before - 500_01);
  });

  it('the receipt typed again with another amount, day or form is refused: the first payment stands as recorded', async () => {
    const loan = await paidOutLoan(t);
    const first = await record(loan.loanId, 500_00, 'HSBC-42');
    const after = await owed(loan.loanId);
    t.clock.advance(86_400_000);
    const changes = [
      { centavos: 500_01, paidOn: first.paidOn ?? '' },
      { centavos: 500_00, paidOn: businessDate(t.clock.now()) },
      { centavos: 500_00, paidOn: first.paidOn ?? '', paymentForm: '02' as const },
    ];
    for (const { centavos, ...more } of changes) {
      expect((await refusal(record(loan.loanId, centavos, 'HSBC-42', more))).violations[0]).toMatchObject({
        field: ['reference'],
        code: 'not_unique',
        params: { paymentId: first.id, loanId: loan.loanId },
      });
    }
    expect(await paymentsOf(loan.loanId)).toHaveLength(1);
    expect(await owed(loan.loanId)).toBe(after);
    expect(await recordedOn(loan.loanId)).toBe(1);
  });

  it('recorded on the wrong loan and reversed, the receipt is recorded on the right one', async () => {
    const wrong = await paidOutLoan(t);
    const right = await paidOutLoan(t);
    const wrongBefore = await owed(wrong.loanId);
    const rightBefore = await owed(right.loanId);
    const mistaken = await record(wrong.loanId, 1_250_50, 'AZTECA-9');
    expect(await refusal(record(right.loanId, 1_250_50, 'AZTECA-9'))).toMatchObject({
      code: 'validation_failed',
    });
    await reversePayment(t, { maker: staff.finance, checker: staff.checker }, wrong.loanId, mistaken.id);
    expect(await owed(wrong.loanId)).toBe(wrongBefore);

    const booked = await record(right.loanId, 1_250_50, 'AZTECA-9');
    expect(booked.id).not.toBe(mistaken.id);
    expect(await owed(right.loanId)).toBe(rightBefore - 1_250_50);
    // The reversed payment keeps its receipt for the record; the live one is the only one that counts.
    const rows = await t.core.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.reference, 'MANUAL-AZTECA-9'));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: mistaken.id, status: 'reversed' },
        { id: booked.id, status: 'completed' },
      ]),
    );
    // Recorded again on the right loan it is a repeat; on the wrong one again, refused.
    expect(await record(right.loanId, 1_250_50, 'AZTECA-9')).toEqual(booked);
    expect((await refusal(record(wrong.loanId, 1_250_50, 'AZTECA-9'))).violations[0]).toMatchObject({
      params: { paymentId: booked.id, loanId: right.loanId },
    });
    expect(await owed(wrong.loanId)).toBe(wrongBefore);
  });

  it('a receipt number without a letter or a digit is refused on reference', async () => {
    const loan = await paidOutLoan(t);
    for (const typed of ['---', ' . / ']) {
      expect((await refusal(record(loan.loanId, 100_00, typed))).violations).toEqual([
        expect.objectContaining({ field: ['reference'], code: 'required' }),
      ]);
    }
    expect(await paymentsOf(loan.loanId)).toEqual([]);
  });

  it('two clerks typing one receipt on two loans at once: one payment recorded, the other refused', async () => {
    const a = await paidOutLoan(t);
    const b = await paidOutLoan(t);
    const outcomes = await Promise.allSettled([
      record(a.loanId, 800_00, 'BAJIO-55'),
      record(b.loanId, 800_00, 'BAJIO-55'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((o) => o.status === 'rejected');
    expect(rejected?.status === 'rejected' && rejected.reason).toBeInstanceOf(CoreError);
    const rows = await t.core.db.select().from(payments).where(eq(payments.reference, 'MANUAL-BAJIO-55'));
    expect(rows).toHaveLength(1);
    expect((await recordedOn(a.loanId)) + (await recordedOn(b.loanId))).toBe(1);
  });
});
