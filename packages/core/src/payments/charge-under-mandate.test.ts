import { eq } from '@lender/db/orm';
import { approvalRequests, mandateCharges, mandates, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { addBusinessDays } from '../calendar/business-days';
import { CoreError } from '../errors/core-error';
import { objectionWindowEnd } from '../mandates/mandate-gate';
import { sandboxDebitOutcome, sandboxDirectDebit } from '../providers/direct-debit/sandbox';
import { chargeUnderMandate, confirmSettledDebits } from './charge-under-mandate';
import { recordDebitObjection } from './debit-objection';

// Issue 66 (ADR 325): a lender-initiated charge under a mandate through the `DirectDebitPort` —
// the sandbox clearing house's answers, the attempts recorded, the settlement, and the payer's
// objection inside and outside the legal window.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const paymentOf = async (id: number) =>
  (await t.core.db.select().from(payments).where(eq(payments.id, id)))[0];
const mandateOf = async (id: number) =>
  (await t.core.db.select().from(mandates).where(eq(mandates.id, id)))[0];

describe('the sandbox clearing house', () => {
  it.each([
    [100_00, 'accepted', null],
    [100_51, 'insufficient_funds', '04'],
    [100_52, 'account_closed', '03'],
    [100_53, 'objected', '09'],
  ] as const)(
    'answers %i centavos with %s (reason %s), offline and the same every time',
    async (amount, outcome, reason) => {
      const port = sandboxDirectDebit();
      const request = {
        reference: 'DOM-1',
        method: 'clabe',
        account: '002010077777777771',
        amount,
        chargeOn: '2026-03-13',
        fake: false,
      } as const;
      const answer = await port.debit(request);
      expect(answer).toMatchObject({ outcome, reasonCode: reason });
      expect(answer.requestId).toMatch(/^DOM[0-9A-F]{16}$/);
      // Friday's accepted debit settles the next bank business day: Tuesday, Monday 16 March being a holiday.
      expect(answer.settlementDate).toBe(outcome === 'accepted' ? '2026-03-17' : null);
      expect(await port.debit(request)).toEqual(answer);
      expect(sandboxDebitOutcome(amount).outcome).toBe(outcome);
    },
  );
});

describe('a charge under a mandate', () => {
  it('records each attempt with its answer; a declined one fails its payment, the retry is attempt 2', async () => {
    const loan = await mandatedLoan(t);
    const first = await chargeUnderMandate(t.core, loan.loanId, { amount: 500_51, date: loan.dueDate });
    expect(first).toMatchObject({
      attempt: 1,
      outcome: 'insufficient_funds',
      reasonCode: '04',
      settlementDate: null,
    });
    expect((await paymentOf(first.paymentId))?.status).toBe('failed');
    const second = await chargeUnderMandate(t.core, loan.loanId, { amount: 500_00, date: loan.dueDate });
    expect(second).toMatchObject({ attempt: 2, outcome: 'accepted' });
    expect(second.settlementDate).toBe(addBusinessDays(loan.dueDate, 1));
    const payment = await paymentOf(second.paymentId);
    expect(payment).toMatchObject({
      status: 'pending',
      paymentType: 'clabe',
      kind: 'repayment',
      amount: 500_00,
    });
    // Settled like the others once its date comes: not before.
    expect((await confirmSettledDebits(t.core)).confirmed).toBe(0);
    t.clock.set(new Date(`${second.settlementDate}T18:00:00Z`));
    // Beside a real clearing house only its own callback settles a debit, never the clock.
    const real = { ...t.core, directDebit: { ...t.core.directDebit, sandbox: false } };
    expect((await confirmSettledDebits(real)).confirmed).toBe(0);
    expect(await paymentOf(second.paymentId)).toMatchObject({ status: 'pending' });
    expect((await confirmSettledDebits(t.core)).confirmed).toBe(1);
    expect(await paymentOf(second.paymentId)).toMatchObject({ status: 'completed', paidAmount: 500_00 });
    const rows = await t.core.db.select().from(mandateCharges).where(eq(mandateCharges.loanId, loan.loanId));
    expect(rows.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'insufficient_funds'],
      [2, 'accepted'],
    ]);
  });

  it('an account closed fails the payment and leaves the mandate; an immediate objection stops it', async () => {
    const loan = await mandatedLoan(t);
    const id = loan.mandates[0]?.id as number;
    const closed = await chargeUnderMandate(t.core, loan.loanId, { amount: 300_52, date: loan.dueDate });
    expect(closed.outcome).toBe('account_closed');
    expect((await mandateOf(id))?.status).toBe('active');
    const objected = await chargeUnderMandate(t.core, loan.loanId, { amount: 300_53, date: loan.dueDate });
    expect(objected.outcome).toBe('objected');
    expect((await paymentOf(objected.paymentId))?.status).toBe('failed');
    expect(await mandateOf(id)).toMatchObject({ status: 'revoked', revokedReason: 'objection' });
    expect(
      await chargeUnderMandate(t.core, loan.loanId, { amount: 100_00, date: loan.dueDate }).catch(code),
    ).toBe('mandate_revoked');
  });

  it('never charges more than is owed, pending charges deducted; a bad amount changes nothing', async () => {
    const loan = await mandatedLoan(t);
    const max = loan.mandates[0]?.maxAmount as number;
    await chargeUnderMandate(t.core, loan.loanId, { amount: max - 100_00, date: loan.dueDate });
    expect(
      await chargeUnderMandate(t.core, loan.loanId, { amount: 100_01, date: loan.dueDate }).catch(code),
    ).toBe('payment_exceeds_balance');
    for (const amount of [0, -1, 10.5]) {
      expect(await chargeUnderMandate(t.core, loan.loanId, { amount, date: loan.dueDate }).catch(code)).toBe(
        'too_small',
      );
    }
    const rows = await t.core.db.select().from(mandateCharges).where(eq(mandateCharges.loanId, loan.loanId));
    expect(rows).toHaveLength(1);
  });
});

describe("the payer's objection", () => {
  /** A settled 400-peso debit on the due date, then objected to on `objectedOn(window end)`. */
  async function objected(objectedOn: (windowEnd: string) => string) {
    const loan = await mandatedLoan(t);
    const done = await chargeUnderMandate(t.core, loan.loanId, { amount: 400_00, date: loan.dueDate });
    t.clock.set(new Date(`${done.settlementDate}T18:00:00Z`));
    await confirmSettledDebits(t.core);
    const end = objectionWindowEnd(loan.dueDate);
    const result = await recordDebitObjection(t.core, {
      requestId: done.requestId as string,
      objectedOn: objectedOn(end),
    });
    return { loan, done, end, result };
  }

  it('on the last day of the window opens a refund case and stops collection on the mandate', async () => {
    const { loan, done, end, result } = await objected((windowEnd) => windowEnd);
    expect(result).toMatchObject({ inWindow: true, windowEnds: end });
    const [request] = await t.core.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, result.refundCaseId as number));
    expect(request).toMatchObject({
      kind: 'payment.reversal',
      status: 'pending',
      entityId: String(done.paymentId),
    });
    expect(request?.payload).toMatchObject({
      loanId: loan.loanId,
      paymentId: done.paymentId,
      amountCentavos: 400_00,
    });
    expect(await mandateOf(done.mandateId)).toMatchObject({ status: 'revoked', revokedReason: 'objection' });
    expect(
      await chargeUnderMandate(t.core, loan.loanId, { amount: 100_00, date: loan.dueDate }).catch(code),
    ).toBe('mandate_revoked');
    // Reported twice: the same case, not a second one.
    const again = await recordDebitObjection(t.core, {
      requestId: done.requestId as string,
      objectedOn: end,
    });
    expect(again.refundCaseId).toBe(result.refundCaseId);
  });

  it('the day after the window is recorded, stops the mandate, and refunds nothing automatically', async () => {
    const { done, result } = await objected((windowEnd) => {
      const next = new Date(Date.parse(`${windowEnd}T00:00:00Z`) + 86_400_000);
      return next.toISOString().slice(0, 10);
    });
    expect(result).toMatchObject({ inWindow: false, refundCaseId: null });
    const [row] = await t.core.db.select().from(mandateCharges).where(eq(mandateCharges.id, done.chargeId));
    expect(row?.status).toBe('objected');
    expect((await paymentOf(done.paymentId))?.status).toBe('completed');
    expect((await mandateOf(done.mandateId))?.status).toBe('revoked');
  });

  it('of an unknown request is not found', async () => {
    expect(
      await recordDebitObjection(t.core, { requestId: 'DOM-NOPE', objectedOn: '2026-03-20' }).catch(code),
    ).toBe('not_found');
  });
});
