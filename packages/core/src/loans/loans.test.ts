import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import {
  agreementSignatures,
  applications,
  auditLog,
  ledgerTransactions,
  loans,
  offers,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { isBankBusinessDay, lastDayToPay } from '../calendar/bank-calendar';
import { documentList } from '../documents/loan/document-list';
import { agreementTextSha256, currentTerms } from '../documents/loan-documents';
import { CoreError } from '../errors/core-error';
import { outstandingOf, replayBalances } from '../ledger/accounts';
import { loanBalances, loanEntries, unbalancedTransactions } from '../ledger/ledger';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';
import { sandboxClock } from '../sandbox/sandbox-clock';
import { activeLoanOf } from './active-loan';
import { agreementSmsCode } from './agreement-sms-code';
import { confirmPendingPayouts } from './loan-payouts';
import { loanView } from './loan-view';
import { DEFAULT_LATE_POLICY } from './loans';
import { paymentSchedule } from './payment-schedule';
import { runOverdue } from './run-overdue';
import { signAgreement } from './sign-agreement';
import { writeOffLoan } from './write-off-loan';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));

async function signedLoan(options: Parameters<typeof acceptedApplication>[1] = {}) {
  const app = await acceptedApplication(t, options);
  const signed = await signWithCode(t, app, { requester: '203.0.113.7', userAgent: 'vitest' });
  return { ...app, loanId: signed.loanId };
}

async function newActiveLoan(options: Parameters<typeof acceptedApplication>[1] = {}) {
  const loan = await signedLoan(options);
  t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
  await confirmPendingPayouts(t.core);
  return loan;
}

describe('signing', () => {
  it('refuses a wrong code and changes nothing', async () => {
    const app = await acceptedApplication(t);
    await agreementSmsCode(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
    const wrong = t.lastCode() === '000' ? '001' : '000';
    const error = await signAgreement(t.core, {
      actorId: app.clientId,
      params: { id: app.applicationId },
      body: { smsCode: wrong },
    }).catch((e) => e);
    expect(code(error)).toBe('code_invalid');
    const [application] = await t.core.db
      .select()
      .from(applications)
      .where(eq(applications.id, app.applicationId));
    expect(application?.status).toBe(APPLICATION_STATUS.accepted);
    expect(await t.core.db.select().from(loans).where(eq(loans.applicationId, app.applicationId))).toEqual(
      [],
    );
  });

  it('stores the evidence: code hash, time, IP, user agent and the SHA-256 of the offer terms shown', async () => {
    const { applicationId, loanId, clientId } = await signedLoan();
    const [evidence] = await t.core.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.applicationId, applicationId));
    // The hash of the exact agreement text the documents service renders for these terms.
    const { terms } = await currentTerms(t.core, clientId, applicationId);
    expect(evidence).toMatchObject({
      loanId,
      ip: '203.0.113.7',
      userAgent: 'vitest',
      documentKind: 'agreement_text',
      documentHash: agreementTextSha256(terms),
      signedAt: t.clock.now(),
    });
    expect(evidence?.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await documentList(t.core, { actorId: clientId })).length).toBeGreaterThan(0);
    expect(evidence?.codeHash).toMatch(/^[A-Za-z0-9_-]{20,}/);
    // A keyed hash, never the code: compared whole, since a 3-digit code may by chance appear
    // inside a random 43-character hash (this assertion was `not.toContain` and failed once so).
    expect(evidence?.codeHash).not.toBe(t.lastCode());
    expect(evidence?.codeHash).not.toMatch(/^\d+$/);
    const [application] = await t.core.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(application?.status).toBe(APPLICATION_STATUS.signing);
    const audit = await t.core.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(loanId)));
    expect(audit.map((row) => row.action)).toContain('loan.create');
  });

  it("a second signing makes no second loan; the same code again gets the first signing's answer", async () => {
    const app = await acceptedApplication(t);
    await agreementSmsCode(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
    const smsCode = t.lastCode();
    const results = await Promise.allSettled([
      signAgreement(t.core, { actorId: app.clientId, params: { id: app.applicationId }, body: { smsCode } }),
      signAgreement(t.core, { actorId: app.clientId, params: { id: app.applicationId }, body: { smsCode } }),
    ]);
    const signed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // One signing makes the loan; the other is refused, or, when it reads after the first committed,
    // gets the first signing's own answer (the same code again): never a second loan.
    expect(signed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(signed.map((answer) => answer.loanId)).size).toBe(1);
    // A retry whose first answer was lost (the API died after the commit) is answered as the first.
    const again = await signAgreement(t.core, {
      actorId: app.clientId,
      params: { id: app.applicationId },
      body: { smsCode },
    });
    expect(again).toEqual(signed[0]);
    const wrong = smsCode === '000' ? '111' : '000';
    const other = await signAgreement(t.core, {
      actorId: app.clientId,
      params: { id: app.applicationId },
      body: { smsCode: wrong },
    }).catch((e) => e);
    expect(['code_invalid', 'invalid_transition']).toContain(code(other));
    expect(
      await t.core.db.select().from(loans).where(eq(loans.applicationId, app.applicationId)),
    ).toHaveLength(1);
  });

  it('refuses an expired offer', async () => {
    const app = await acceptedApplication(t);
    await t.core.db
      .update(offers)
      .set({ expiresAt: new Date(0) })
      .where(eq(offers.applicationId, app.applicationId));
    const error = await signAgreement(t.core, {
      actorId: app.clientId,
      params: { id: app.applicationId },
      body: { smsCode: '123' },
    }).catch((e) => e);
    expect(code(error)).toBe('offer_expired');
  });
});

describe('payout and activation', () => {
  it('is pending until the provider confirms, then posts the disbursement and the offer charges', async () => {
    const loan = await signedLoan();
    const before = await activeLoanOf(t.core, loan.clientId);
    expect(before.status).toBe(LOAN_STATUS.draft);
    expect(before.disbursement).toMatchObject({ method: 'bank_transfer', status: 'sent' });
    expect(before.repaymentInvoice?.status).toBe('draft');
    expect(await loanEntries(t.core.db, loan.loanId)).toEqual([]);
    // Not yet: the sandbox confirms after a delay, like a provider.
    expect((await confirmPendingPayouts(t.core)).completed).toBe(0);
    t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
    expect((await confirmPendingPayouts(t.core)).completed).toBeGreaterThanOrEqual(1);
    const after = await activeLoanOf(t.core, loan.clientId);
    expect(after.status).toBe(LOAN_STATUS.active);
    expect(after.disbursement.status).toBe('completed');
    expect(after.total.amount * 100).toBeCloseTo(loan.offerTotal, 5);
    expect(Math.round(after.outstanding.amount * 100)).toBe(loan.offerTotal);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(loan.offerTotal);
    expect(balances).toEqual(replayBalances(await loanEntries(t.core.db, loan.loanId)));
    const [application] = await t.core.db
      .select()
      .from(applications)
      .where(eq(applications.id, loan.applicationId));
    expect(application?.status).toBe(APPLICATION_STATUS.completed);
    // Running the job again changes nothing.
    await confirmPendingPayouts(t.core);
    expect(await loanBalances(t.core.db, loan.loanId)).toEqual(balances);
  });

  it('pays cash loans out at the chosen brand', async () => {
    const loan = await newActiveLoan({ paymentMethod: 'cash', cashBrand: 'm_lhuillier' });
    const view = await activeLoanOf(t.core, loan.clientId);
    expect(view.disbursement).toMatchObject({ method: 'cash', brand: 'm_lhuillier', status: 'completed' });
    expect(view.disbursement.reference).toMatch(/^M_LHUILLIER-/);
  });

  it('cancels the loan when the SPEI transfer is rejected', async () => {
    const loan = await newActiveLoan({ clabe: '002010000000000008' });
    const [row] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
    expect(row?.status).toBe(LOAN_STATUS.cancelled);
    expect(await loanEntries(t.core.db, loan.loanId)).toEqual([]);
  });
});

describe('payment schedule', () => {
  it('shows the repayment invoice with dueDays and amounts from the ledger', async () => {
    const loan = await newActiveLoan();
    const schedule = await paymentSchedule(t.core, { actorId: loan.clientId });
    expect(schedule.loanId).toBe(loan.loanId);
    const [invoice] = schedule.invoices;
    expect(invoice).toMatchObject({ status: 'unpaid', dueDate: loan.endDate });
    expect(Math.round((invoice?.total.amount ?? 0) * 100)).toBe(loan.offerTotal);
    const view = await activeLoanOf(t.core, loan.clientId);
    expect(view.repaymentInvoice?.dueDays).toBe(14 - 0);
    expect(view.rollovers.map((r) => [r.type, r.status])).toEqual([
      ['cheap', 'inactive'],
      ['expensive', 'inactive'],
    ]);
  });
});

describe('overdue', () => {
  it('a due date on a bank holiday may be paid on the next business day', () => {
    expect(isBankBusinessDay('2026-03-16')).toBe(false); // Benito Juárez, third Monday of March
    expect(lastDayToPay('2026-03-16')).toBe('2026-03-17');
    expect(lastDayToPay('2026-04-02')).toBe('2026-04-06'); // Holy Thursday, Good Friday, weekend
    expect(lastDayToPay('2026-03-18')).toBe('2026-03-18');
  });

  it('charges nothing on the grace day, then a late fee per day since it, idempotently, and holds after the policy', async () => {
    const loan = await newActiveLoan();
    // Due Monday 16 March 2026, a bank holiday: the 17th is the last day to pay, the 18th a day late.
    expect(loan.endDate).toBe('2026-03-16');
    await runOverdue(t.core, '2026-03-17');
    expect((await loanEntries(t.core.db, loan.loanId)).filter((e) => e.kind === 'late_fee')).toEqual([]);
    await runOverdue(t.core, '2026-03-19');
    await runOverdue(t.core, '2026-03-19');
    const fees = (await loanEntries(t.core.db, loan.loanId)).filter(
      (e) => e.kind === 'late_fee' && e.account === 'fee_receivable:late_fee',
    );
    const perDay = Math.floor((loan.principal * DEFAULT_LATE_POLICY.dailyBps + 5_000) / 10_000);
    // Two days late (the 18th and the 19th), not three: the holiday was free.
    expect(fees.map((f) => f.amount)).toEqual([perDay, perDay]);
    const dated = await t.core.db
      .select({ reference: ledgerTransactions.reference, effectiveDate: ledgerTransactions.effectiveDate })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.loanId, loan.loanId), eq(ledgerTransactions.kind, 'late_fee')))
      .orderBy(ledgerTransactions.effectiveDate);
    expect(dated).toEqual([
      { reference: 'late:2026-03-16:1', effectiveDate: '2026-03-18' },
      { reference: 'late:2026-03-16:2', effectiveDate: '2026-03-19' },
    ]);
    const [late] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
    expect(late?.overdueDays).toBe(2);
    const view = await loanView(t.core, loan.loanId, '2026-03-19');
    expect(view.repaymentInvoice?.dueDays).toBe(-3);
    // 29 days after the last day to pay: still active; 30 (16 April): on hold.
    await runOverdue(t.core, '2026-04-15');
    const [active] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
    expect(active).toMatchObject({ status: LOAN_STATUS.active, overdueDays: 29 });
    await runOverdue(t.core, '2026-04-16');
    const [row] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
    expect(row).toMatchObject({ status: LOAN_STATUS.onHold, overdueDays: 30 });
    expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  });
});

describe('overdue on a read (issue 11 point 4)', () => {
  it('the sandbox clock 5 days past the due date shows the overdue state and its late fees at once', async () => {
    // Due Monday 16 March 2026, a bank holiday: the 21st is 4 days after the last day to pay, the 17th.
    const loan = await newActiveLoan();
    await t.core.sandbox.start(loan.clientId, { kind: 'admin', userId: 1 });
    const due = loan.endDate;
    const fiveLate = new Date(Date.parse(`${due}T12:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    await sandboxClock(t.core, { actorId: loan.clientId, body: { today: fiveLate } });
    const perDay = Math.floor((loan.principal * DEFAULT_LATE_POLICY.dailyBps + 5_000) / 10_000);
    const withVat = perDay + Math.floor((perDay * 16 + 50) / 100);
    const before = outstandingOf(await loanBalances(t.core.db, loan.loanId));
    // No job ran: the read itself shows what is owed that day.
    const view = await activeLoanOf(t.core, loan.clientId);
    expect(view.repaymentInvoice?.dueDays).toBe(-5);
    expect(Math.round(view.outstanding.amount * 100)).toBe(before + 4 * withVat);
    expect(Math.round((view.earlyPayoff?.amount ?? 0) * 100)).toBe(before + 4 * withVat);
    const schedule = await paymentSchedule(t.core, { actorId: loan.clientId });
    expect(Math.round((schedule.invoices[0]?.lateFees.amount ?? 0) * 100)).toBe(4 * perDay);
    expect(Math.round(schedule.outstanding.amount * 100)).toBe(before + 4 * withVat);
    // Reading again (or the nightly job) changes nothing more that day.
    await activeLoanOf(t.core, loan.clientId);
    await runOverdue(t.core);
    expect(outstandingOf(await loanBalances(t.core.db, loan.loanId))).toBe(before + 4 * withVat);
    expect(loan.endDate).toBe('2026-03-16');
    // 31 days after the due date, 30 after the last day to pay: on hold at once.
    const today = new Date(Date.parse(`${due}T12:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
    await sandboxClock(t.core, { actorId: loan.clientId, body: { today } });
    expect((await activeLoanOf(t.core, loan.clientId)).status).toBe(LOAN_STATUS.onHold);
    expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  });
});

describe('write-off', () => {
  it('moves what is owed to expense, the IVA off the IVA payable, and closes the loan as write off', async () => {
    const loan = await newActiveLoan();
    const before = await loanBalances(t.core.db, loan.loanId);
    const owed = outstandingOf(before);
    const result = await writeOffLoan(t.core, {
      loanId: loan.loanId,
      actor: { type: 'user', id: 1 },
      reason: 'uncollectable',
    });
    expect(result.writtenOff).toBe(owed);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(0);
    // The IVA never collected is no expense: it comes off the IVA payable, none of which is left
    // (nothing was paid, so no CFDI states any IVA; issue 62).
    expect(before.vat_receivable).toBeGreaterThan(0);
    expect(balances.write_off_expense).toBe(owed - (before.vat_receivable ?? 0));
    expect(balances.vat_payable ?? 0).toBe(0);
    const again = await writeOffLoan(t.core, {
      loanId: loan.loanId,
      actor: { type: 'user', id: 1 },
      reason: 'twice',
    }).catch((e) => e);
    expect(code(again)).toBe('invalid_transition');
  });
});
