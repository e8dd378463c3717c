import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { rowsOf } from '@lender/db';
import { and, eq, sql } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome, ledgerTransactions, loans, payments } from '@lender/db/schema';
import { formatDate } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoanRow,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { loanDays, noonOf } from '../../testing/loan-days';
import { noticesOf } from '../../testing/notices-fixtures';
import { exportPayments } from '../back-office/lists/export-payments';
import { recordPayment } from '../back-office/record-payment';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { issueFiscalDocuments } from '../fiscal/issue-fiscal-documents';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { quoteEarlyPayoff } from '../ledger/early-payoff';
import { loanBalances } from '../ledger/ledger';
import { fileSpeiClaim } from '../spei-claims/claim-spei-payment';
import { paymentReference } from './payment-reference';
import { recordExternalPayment } from './record-external-payment';

// A deposit the back office records days after the borrower made it is settled as of the day it was
// paid: the late fees of the days after it, which it would have stopped, are taken back; its ledger
// day and its income's day (its CFDI's month) are that day; a date after today or before the loan
// started is refused and records nothing.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const { owed, lateFeesCharged, statusOf, nightOf } = loanDays(() => t);
const pay = (loanId: number, amount: number, reference: string, paidOn?: string) =>
  recordExternalPayment(t.core, {
    loanId,
    amount,
    reference,
    actor: { type: 'user', id: 1 },
    ...(paidOn && { paidOn }),
  });

/** A loan started on 2 March 2026, and the day it falls late. */
async function loanDueSoon() {
  t.clock.set(noonOf('2026-03-02'));
  const { loan } = await paidOutLoanRow(t);
  return loan;
}

/**
 * A loan as it stood on its due date plus `paidAfter` days (what it owed and the late fees charged by
 * then), then `lateBy` days past its due date with the fees of the days between charged.
 */
async function paidThenBookedLate(paidAfter: number, lateBy: number) {
  const loan = await loanDueSoon();
  const paidOn = addDays(loan.dueDate, paidAfter);
  await nightOf(paidOn);
  const owedThen = await owed(loan.id);
  const feesThen = await lateFeesCharged(loan.id);
  await nightOf(addDays(loan.dueDate, lateBy));
  return {
    loan,
    paidOn,
    owedThen,
    feesThen,
    fees: await lateFeesCharged(loan.id),
    owedNow: await owed(loan.id),
  };
}

describe('a payment recorded after the day it was paid', () => {
  it('paid on the due date, recorded five days later for what it owed that day: paid off, no late fee kept, held nothing', async () => {
    const { loan, owedThen, fees, owedNow } = await paidThenBookedLate(0, 5);
    expect(fees).toBeGreaterThan(0);
    expect(owedNow).toBeGreaterThan(owedThen);

    const { payment } = await pay(loan.id, owedThen, `EARLY-DUE-${loan.id}`, loan.dueDate);

    const balances = await loanBalances(t.core.db, loan.id);
    expect(outstandingOf(balances)).toBe(0);
    expect(balanceOf(balances, 'overpayment_suspense')).toBe(0);
    expect(await lateFeesCharged(loan.id)).toBe(0);
    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
    // The payment's ledger day and its income's day are the day it was paid.
    const [posted] = await t.core.db
      .select({ effectiveDate: ledgerTransactions.effectiveDate })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.loanId, loan.id),
          eq(ledgerTransactions.reference, `payment:${payment.id}`),
        ),
      );
    expect(posted?.effectiveDate).toBe(loan.dueDate);
    const income = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, payment.id));
    expect(income.length).toBeGreaterThan(0);
    expect(new Set(income.map((row) => row.paidOn))).toEqual(new Set([loan.dueDate]));
    // The fees taken back are one adjustment, named after the payment.
    const adjustments = await t.core.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.loanId, loan.id),
          eq(ledgerTransactions.reference, `late-fees-stopped:payment:${payment.id}`),
        ),
      );
    expect(adjustments).toHaveLength(1);
  });

  it('reversed (the deposit bounced): the late fees it took back are owed again and the loan is late again', async () => {
    const staff = await staffUsers(t, { maker: 'finance', checker: 'admin' });
    const { loan, owedThen, fees, owedNow } = await paidThenBookedLate(0, 5);
    const { payment } = await pay(loan.id, owedThen, `EARLY-BOUNCED-${loan.id}`, loan.dueDate);
    expect(await owed(loan.id)).toBe(0);

    await reversePayment(t, staff, loan.id, payment.id, 'El depósito fue devuelto por el banco');

    expect(await lateFeesCharged(loan.id)).toBe(fees);
    expect(await owed(loan.id)).toBe(owedNow);
    expect(await statusOf(loan.id)).not.toBe(LOAN_STATUS.paid);
  });

  it('paid on the third day late: the fees of the days up to it stay, the later ones go', async () => {
    const { loan, paidOn, owedThen, feesThen, fees } = await paidThenBookedLate(3, 9);
    expect(fees).toBeGreaterThan(feesThen);

    await pay(loan.id, owedThen, `EARLY-LATE-${loan.id}`, paidOn);

    expect(await owed(loan.id)).toBe(0);
    expect(await lateFeesCharged(loan.id)).toBe(feesThen);
    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
  });

  it('one centavo short of what it owed that day: no fee is taken back, the rest stays owed', async () => {
    const { loan, owedThen, fees, owedNow } = await paidThenBookedLate(0, 5);

    await pay(loan.id, owedThen - 1, `EARLY-SHORT-${loan.id}`, loan.dueDate);

    expect(await lateFeesCharged(loan.id)).toBe(fees);
    expect(await owed(loan.id)).toBe(owedNow - (owedThen - 1));
    expect(await statusOf(loan.id)).not.toBe(LOAN_STATUS.paid);
  });

  it('money that came after that day leaves the fees as they are', async () => {
    const loan = await loanDueSoon();
    await nightOf(loan.dueDate);
    const owedThen = await owed(loan.id);
    await nightOf(addDays(loan.dueDate, 4));
    await pay(loan.id, 100_00, `EARLY-BETWEEN-${loan.id}`);
    await nightOf(addDays(loan.dueDate, 6));
    const fees = await lateFeesCharged(loan.id);
    const owedNow = await owed(loan.id);

    await pay(loan.id, owedThen, `EARLY-AFTER-${loan.id}`, loan.dueDate);

    expect(await lateFeesCharged(loan.id)).toBe(fees);
    expect(await owed(loan.id)).toBe(Math.max(0, owedNow - owedThen));
  });

  it('an early payoff made before the due date and recorded after it: the rebate counted to the day paid, nothing owed or held', async () => {
    const loan = await loanDueSoon();
    const day = addDays(loan.startDate ?? '', 8);
    t.clock.set(noonOf(day));
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.id, day);
    expect(quote.payoff).toBeLessThan(quote.outstanding);
    await nightOf(addDays(loan.dueDate, 4));
    expect(await lateFeesCharged(loan.id)).toBeGreaterThan(0);

    await pay(loan.id, quote.payoff, `EARLY-PAYOFF-${loan.id}`, day);

    const balances = await loanBalances(t.core.db, loan.id);
    expect(outstandingOf(balances)).toBe(0);
    expect(balanceOf(balances, 'overpayment_suspense')).toBe(0);
    expect(await lateFeesCharged(loan.id)).toBe(0);
    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
  });

  it('"Ya pagué por SPEI": a transfer its CEP dates on the due date, claimed four days later, settles as of that day', async () => {
    const loan = await loanDueSoon();
    await nightOf(loan.dueDate);
    const owedThen = await owed(loan.id);
    await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'clabe', amount: { amount: owedThen } },
    });
    await nightOf(addDays(loan.dueDate, 4));
    expect(await lateFeesCharged(loan.id)).toBeGreaterThan(0);

    const claimed = await fileSpeiClaim(t.core, {
      clientId: loan.clientId,
      date: loan.dueDate,
      amount: owedThen,
      trackingKey: `BNET01002603${loan.id}`,
      senderBank: '012',
    });

    expect(claimed.outcome).toBe('applied');
    // The back office's payments CSV says who recorded it in words: the borrower, with their CEP.
    const { csv } = await exportPayments(t.core, {
      query: { channel: 'clabe', clientId: loan.clientId, sort: 'id' },
      reader: { language: 'es-MX' },
    });
    expect(csv).toContain('El cliente, con su CEP');
    expect(csv).not.toMatch(/(^|,)cep(,|$)/m);
    expect(await owed(loan.id)).toBe(0);
    expect(await lateFeesCharged(loan.id)).toBe(0);
    expect(balanceOf(await loanBalances(t.core.db, loan.id), 'overpayment_suspense')).toBe(0);
    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
  });

  it('paid on 31 March, recorded on 2 April: its income goes into a global CFDI of March', async () => {
    const loan = await loanDueSoon();
    t.clock.set(noonOf('2026-04-02'));
    const { payment } = await pay(loan.id, 300_00, `EARLY-MONTH-${loan.id}`, '2026-03-31');
    const [income] = await t.core.db
      .select()
      .from(fiscalIncome)
      .where(eq(fiscalIncome.paymentId, payment.id));
    expect(income?.paidOn).toBe('2026-03-31');
    await issueFiscalDocuments(t.core);
    const [issued] = await t.core.db
      .select()
      .from(fiscalIncome)
      .where(eq(fiscalIncome.paymentId, payment.id));
    expect(issued?.status).toBe('issued');
    const [document] = await t.core.db
      .select({ kind: fiscalDocuments.kind, period: fiscalDocuments.period })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.id, issued?.documentId ?? -1));
    expect(document).toEqual({ kind: 'global', period: '2026-03' });
  });

  it("paid off on 31 March, recorded on 2 April after March's close: March's month end, the letter and the notice say it closed on 31 March", async () => {
    const loan = await loanDueSoon();
    await nightOf('2026-03-31');
    const owedThen = await owed(loan.id);
    await nightOf('2026-04-01');
    await nightOf('2026-04-02');
    const march = async () =>
      (
        await rowsOf(
          t.core.db,
          sql`select status, balance, overdue_days from loan_month_ends where month = '2026-03-01' and loan_id = ${loan.id}`,
        )
      )[0];
    expect(Number((await march())?.overdue_days)).toBeGreaterThan(0);

    await pay(loan.id, owedThen, `EARLY-CLOSED-${loan.id}`, '2026-03-31');

    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
    expect(await march()).toMatchObject({ status: LOAN_STATUS.paid, balance: 0, overdue_days: 0 });
    const [closed] = await t.core.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(businessDate(closed?.closedAt as Date)).toBe('2026-03-31');
    const told = (await noticesOf(t, loan.clientId)).filter((row) => row.template === 'loan_paid_off');
    expect(told.length).toBeGreaterThan(0);
    for (const notice of told)
      expect(notice.body).toContain(`el ${formatDate('2026-03-31')} terminaste de pagar`);
  });

  it('dated today, it settles as every payment does (nothing taken back)', async () => {
    const loan = await loanDueSoon();
    await nightOf(addDays(loan.dueDate, 3));
    const fees = await lateFeesCharged(loan.id);
    const owedNow = await owed(loan.id);
    await pay(loan.id, 200_00, `EARLY-TODAY-${loan.id}`, addDays(loan.dueDate, 3));
    expect(await lateFeesCharged(loan.id)).toBe(fees);
    expect(await owed(loan.id)).toBe(owedNow - 200_00);
  });
});

describe('the day paid is checked', () => {
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CoreError);
    const core = error as CoreError;
    return { code: core.code, violations: core.violations.map((v) => ({ field: v.field, code: v.code })) };
  };
  const countOf = async (loanId: number) =>
    (await t.core.db.select().from(payments).where(eq(payments.loanId, loanId))).length;

  it('tomorrow is refused (too_big on paidOn) and records nothing', async () => {
    const loan = await loanDueSoon();
    const before = await countOf(loan.id);
    const owedBefore = await owed(loan.id);
    expect(await refusal(pay(loan.id, 100_00, `FUTURE-${loan.id}`, '2026-03-03'))).toEqual({
      code: 'validation_failed',
      violations: [{ field: ['paidOn'], code: 'too_big' }],
    });
    expect(await countOf(loan.id)).toBe(before);
    expect(await owed(loan.id)).toBe(owedBefore);
  });

  it('a day before the loan started is refused (too_small on paidOn) and records nothing', async () => {
    const loan = await loanDueSoon();
    t.clock.set(noonOf('2026-03-10'));
    const before = await countOf(loan.id);
    expect(
      await refusal(pay(loan.id, 100_00, `BEFORE-${loan.id}`, addDays(loan.startDate ?? '', -1))),
    ).toEqual({
      code: 'validation_failed',
      violations: [{ field: ['paidOn'], code: 'too_small' }],
    });
    expect(await countOf(loan.id)).toBe(before);
    // The day it started is a day it could be paid.
    await pay(loan.id, 100_00, `START-${loan.id}`, loan.startDate ?? '');
    expect(await countOf(loan.id)).toBe(before + 1);
  });

  it('the back office’s payment carries its date paid; the same receipt again changes nothing, and with another date is refused', async () => {
    const { loan, owedThen } = await paidThenBookedLate(0, 5);
    const body = {
      amount: { amount: owedThen, currency: 'MXN' as const },
      paidOn: loan.dueDate,
      reference: `BO-EARLY-${loan.id}`,
      reason: 'Depósito en ventanilla del día de vencimiento',
    };
    const first = await recordPayment(t.core, { actorId: 1, params: { id: loan.id }, body });
    expect(await owed(loan.id)).toBe(0);
    expect(await recordPayment(t.core, { actorId: 1, params: { id: loan.id }, body })).toEqual(first);
    const otherDay = recordPayment(t.core, {
      actorId: 1,
      params: { id: loan.id },
      body: { ...body, paidOn: addDays(loan.dueDate, 2) },
    });
    await expect(otherDay).rejects.toMatchObject({
      code: 'validation_failed',
      violations: [expect.objectContaining({ field: ['reference'], code: 'not_unique' })],
    });
    expect(await owed(loan.id)).toBe(0);
    expect(balanceOf(await loanBalances(t.core.db, loan.id), 'overpayment_suspense')).toBe(0);
  });
});
