import { addDays, moneyView } from '@lender/calculator/kernel';
import { and, asc, eq } from '@lender/db/orm';
import { borrowerNotices, clients, mandateCharges, payments, scheduledCharges } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { createNoticesTestCore } from '../../testing/notices-fixtures';
import { JOBS } from '../jobs/catalogue';
import { confirmSettledDebits } from '../payments/charge-under-mandate';
import { recordDebitObjection } from '../payments/debit-objection';
import { deliverPaymentCallback } from '../payments/payment-callbacks';
import type { DebitOutcome, DirectDebitPort } from '../providers/direct-debit/port';
import { sandboxDirectDebit } from '../providers/direct-debit/sandbox';
import { chargeInParts } from './charge-in-parts';
import { runDirectDebits } from './run-direct-debits';

// Issue 66 point 2, "done when" (ADR 329): on the sandbox clearing house and the platform clock, a
// loan signed with a CLABE mandate is charged on the borrower's payday after a pre-notice, retried
// once on the next payday after an insufficient-funds answer, and stopped after an objection, which
// opens a refund case. The job runs each morning; the notices go out in the contact window.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

/**
 * The sandbox clearing house answering the outcomes given in turn (then accepting): it is asked
 * with the amount's centavos that make it answer so, and its answer's shape is the sandbox's own.
 */
function scripted(outcomes: DebitOutcome[]): DirectDebitPort {
  const sandbox = sandboxDirectDebit();
  const cents: Record<DebitOutcome, number> = {
    accepted: 0,
    insufficient_funds: 51,
    account_closed: 52,
    objected: 53,
  };
  return {
    name: 'sandbox-scripted',
    sandbox: true,
    debit: (request) => sandbox.debit({ ...request, amount: 100_00 + cents[outcomes.shift() ?? 'accepted'] }),
  };
}

/** A CLABE-mandated loan (due Monday 16 March 2026, a bank holiday) of a borrower paid on the quincena. */
async function quincenaLoan() {
  const loan = await mandatedLoan(t);
  await t.core.db
    .update(clients)
    .set({
      salaryCycle: 'semi_monthly',
      payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
    })
    .where(eq(clients.id, loan.clientId));
  return loan;
}

/** One platform morning: the job at 08:00, the notices and the sandbox settlement a few minutes later. */
async function morning(date: string, port: DirectDebitPort) {
  const ctx = { ...t.core, directDebit: port };
  t.clock.set(new Date(`${date}T14:00:00Z`));
  const run = await runDirectDebits(ctx);
  t.clock.set(new Date(`${date}T14:05:00Z`));
  await t.core.notices.deliverDue();
  await confirmSettledDebits(ctx);
  return run;
}

const attemptsOf = (loanId: number) =>
  t.core.db
    .select()
    .from(scheduledCharges)
    .where(eq(scheduledCharges.loanId, loanId))
    .orderBy(asc(scheduledCharges.id));

const noticesOf = (clientId: number, template: string) =>
  t.core.db
    .select()
    .from(borrowerNotices)
    .where(and(eq(borrowerNotices.clientId, clientId), eq(borrowerNotices.template, template)))
    .orderBy(asc(borrowerNotices.id));

describe('charges on the borrower’s payday', () => {
  it('pre-notices, charges on payday, retries once on the next payday, settles, then stops on an objection', async () => {
    const loan = await quincenaLoan();
    const port = scripted(['insufficient_funds']);
    const runs: Record<string, Awaited<ReturnType<typeof morning>>> = {};
    for (let date = '2026-03-09'; date <= '2026-04-02'; date = addDays(date, 1)) {
      runs[date] = await morning(date, port);
    }
    const attempts = await attemptsOf(loan.loanId);
    // Payday Sunday 15 March moves past Monday's holiday to Tuesday 17; the retry is Tuesday 31 March.
    expect(attempts.map((a) => [a.attempt, a.chargeOn, a.status, a.declineKind, a.method])).toEqual([
      [1, '2026-03-17', 'declined', 'insufficient_funds', 'clabe'],
      [2, '2026-03-31', 'accepted', null, 'clabe'],
    ]);
    // Each pre-notice went out three business days before (Monday 16 March is a holiday), with amount,
    // date, method and link.
    const pre = (await noticesOf(loan.clientId, 'debit_pre_notice')).filter((n) => n.channel === 'sms');
    expect(pre.map((n) => n.sentAt?.toISOString().slice(0, 10))).toEqual(['2026-03-11', '2026-03-26']);
    expect(pre[0]?.body).toContain('el 17.03.2026 cargaremos $');
    expect(pre[0]?.body).toContain('cuenta CLABE con terminación 7771');
    expect(pre[0]?.body).toMatch(/\/no-me-cobren\/\d+\.[A-Za-z0-9_-]{43}/);
    expect(pre[0]?.body).toMatch(/\$[\d,]+\.\d{2}/);
    // The accepted debit settled the next business day through the settle path: the loan's payment.
    const [charge] = await t.core.db
      .select({ payment: payments })
      .from(mandateCharges)
      .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
      .where(eq(mandateCharges.id, attempts[1]?.mandateChargeId as number));
    expect(charge?.payment).toMatchObject({
      status: 'completed',
      paidAmount: attempts[1]?.amount,
      paymentType: 'clabe',
    });
    expect(runs['2026-03-17']).toMatchObject({ declined: 1, retriesPlanned: 1 });
    expect(runs['2026-03-31']).toMatchObject({ accepted: 1 });
    // The borrower objects with their bank inside the window: a refund case opens, the mandate stops.
    const [debit] = await t.core.db
      .select()
      .from(mandateCharges)
      .where(eq(mandateCharges.id, attempts[1]?.mandateChargeId as number));
    const objection = await recordDebitObjection(t.core, {
      requestId: debit?.requestId as string,
      objectedOn: '2026-04-10',
    });
    expect(objection).toMatchObject({ inWindow: true });
    expect(objection.refundCaseId).toEqual(expect.any(Number));
  });

  it('stops at once on an objected or closed account and asks for another method; no retry', async () => {
    for (const outcome of ['objected', 'account_closed'] as const) {
      const loan = await quincenaLoan();
      const port = scripted([outcome]);
      for (let date = '2026-03-11'; date <= '2026-04-16'; date = addDays(date, 1)) await morning(date, port);
      const attempts = await attemptsOf(loan.loanId);
      expect(attempts.map((a) => [a.attempt, a.status, a.declineKind])).toEqual([[1, 'declined', outcome]]);
      const stopped = await noticesOf(loan.clientId, 'debit_stopped');
      expect(stopped.length).toBeGreaterThan(0);
      expect(stopped[0]?.body).toContain('otra forma de pago');
    }
  });

  it('gives up after the setting’s attempts: insufficient funds twice, then the borrower is asked to pay', async () => {
    const loan = await quincenaLoan();
    const port = scripted(['insufficient_funds', 'insufficient_funds', 'insufficient_funds']);
    for (let date = '2026-03-11'; date <= '2026-04-17'; date = addDays(date, 1)) await morning(date, port);
    const attempts = await attemptsOf(loan.loanId);
    expect(attempts.map((a) => [a.attempt, a.chargeOn, a.declineKind])).toEqual([
      [1, '2026-03-17', 'insufficient_funds'],
      [2, '2026-03-31', 'insufficient_funds'],
    ]);
    expect((await noticesOf(loan.clientId, 'debit_stopped')).length).toBeGreaterThan(0);
  });

  it('charges once when the job runs twice on payday', async () => {
    const loan = await quincenaLoan();
    const port = scripted([]);
    for (let date = '2026-03-11'; date <= '2026-03-16'; date = addDays(date, 1)) await morning(date, port);
    t.clock.set(new Date('2026-03-17T14:00:00Z'));
    await JOBS['direct-debits'].run({ core: t.core, reminderDaysBefore: [] });
    await JOBS['direct-debits'].run({ core: t.core, reminderDaysBefore: [] });
    await runDirectDebits({ ...t.core, directDebit: port });
    const charges = await t.core.db
      .select()
      .from(mandateCharges)
      .where(eq(mandateCharges.loanId, loan.loanId));
    expect(charges).toHaveLength(1);
    expect((await attemptsOf(loan.loanId)).map((a) => a.status)).toEqual(['accepted']);
    expect(await noticesOf(loan.clientId, 'debit_pre_notice')).toHaveLength(2); // SMS and e-mail, once each
  });

  it('charges in parts of at most MXN 1,000.00 on payday when the borrower chose it, to the centavo', async () => {
    const loan = await quincenaLoan();
    t.clock.set(new Date('2026-03-09T14:00:00Z'));
    await runDirectDebits(t.core);
    const [whole] = await attemptsOf(loan.loanId);
    const mandateId = whole?.mandateId as number;
    // Another borrower cannot choose for this mandate.
    const other = await mandatedLoan(t);
    expect(
      await chargeInParts(t.core, {
        actorId: other.clientId,
        params: { id: mandateId },
        body: { inParts: true },
      }).catch((error: { code?: string }) => error.code),
    ).toBe('not_found');
    const chosen = await chargeInParts(t.core, {
      actorId: loan.clientId,
      params: { id: mandateId },
      body: { inParts: true },
    });
    expect(chosen.charges.map((c) => c.part)).toEqual([1, 2, 3, 4]);
    for (let date = '2026-03-10'; date <= '2026-03-18'; date = addDays(date, 1))
      await morning(date, scripted([]));
    const parts = await attemptsOf(loan.loanId);
    expect(parts.every((p) => p.chargeOn === '2026-03-17' && p.status === 'accepted')).toBe(true);
    expect(Math.max(...parts.map((p) => p.amount))).toBe(1_000_00);
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(whole?.amount);
    expect(whole?.amount ?? 0).toBeGreaterThan(3_000_00);
    // Each part was announced on its own, with its own amount and link.
    expect(
      (await noticesOf(loan.clientId, 'debit_pre_notice')).filter((n) => n.channel === 'sms'),
    ).toHaveLength(4);
  });

  it('goes on when the clearing house does not answer a debit: that one stays sent and pending, never asked twice, until its callback', async () => {
    const loans = [await quincenaLoan(), await quincenaLoan()];
    const sandbox = sandboxDirectDebit();
    let unanswered: string | null = null;
    const port: DirectDebitPort = {
      name: 'sandbox-silent-once',
      sandbox: true,
      debit: async (request) => {
        if (unanswered !== null) return sandbox.debit(request);
        unanswered = request.reference;
        throw new Error('socket hang up');
      },
    };
    const runs: Record<string, Awaited<ReturnType<typeof morning>>> = {};
    for (let date = '2026-03-09'; date <= '2026-03-19'; date = addDays(date, 1)) {
      runs[date] = await morning(date, port);
      if (date === '2026-03-17') await morning(date, port); // the job run twice on payday
    }
    expect(runs['2026-03-17']).toMatchObject({ unanswered: 1, accepted: 1 });
    const [silent] = await t.core.db
      .select({ payment: payments, debit: mandateCharges })
      .from(payments)
      .innerJoin(mandateCharges, eq(mandateCharges.paymentId, payments.id))
      .where(eq(payments.reference, unanswered ?? ''));
    const silentLoan = loans.find((loan) => loan.loanId === silent?.payment.loanId);
    const answeredLoan = loans.find((loan) => loan !== silentLoan);
    if (!silent || !silentLoan || !answeredLoan)
      throw new Error('the unanswered debit is not one of these loans');
    // Maybe taken by the bank: the attempt stays sent, its payment pending (not paid by the clock),
    // the scheduled charge linked to it and never presented again, on payday or after.
    expect(silent.payment.status).toBe('pending');
    expect(silent.debit.status).toBe('sent');
    const attempts = await attemptsOf(silentLoan.loanId);
    expect(attempts.map((a) => [a.status, a.mandateChargeId])).toEqual([['sending', silent.debit.id]]);
    const presented = await t.core.db
      .select()
      .from(mandateCharges)
      .where(eq(mandateCharges.loanId, silentLoan.loanId));
    expect(presented).toHaveLength(1);
    // The other borrower's charge went on the same run.
    expect((await attemptsOf(answeredLoan.loanId)).map((a) => a.status)).toEqual(['accepted']);
    // The clearing house's callback, days later, settles it: the money is the borrower's payment.
    const amount = attempts[0]?.amount as number;
    await deliverPaymentCallback(t.core, {
      eventId: `bank-late-${silent.payment.reference}`,
      reference: silent.payment.reference,
      amount: moneyView(amount),
      status: 'completed',
      occurredAt: t.clock.now().toISOString(),
    });
    const [settled] = await t.core.db.select().from(payments).where(eq(payments.id, silent.payment.id));
    expect(settled).toMatchObject({ status: 'completed', paidAmount: amount });
  });
});
