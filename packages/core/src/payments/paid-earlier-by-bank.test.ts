import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, moneyView } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { MIGRATIONS_FOLDER } from '@lender/db';
import { and, eq, sql } from '@lender/db/orm';
import { ledgerTransactions, payments } from '@lender/db/schema';
import { formatDate } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoanRow,
  staffUsers,
} from '../../testing/lending-fixtures';
import { loanDays, noonOf } from '../../testing/loan-days';
import { noticesOf } from '../../testing/notices-fixtures';
import { importedLine, postedLine } from '../../testing/settlement-lines';
import { paymentRowOf } from '../back-office/lists/payments-list';
import { paymentReceiptDocument } from '../documents/payment-receipt';
import { renderText } from '../pdf/document-model';
import { formatPesos } from '../providers/settlements/layouts';
import { sandboxClock } from '../sandbox/sandbox-clock';
import { deliverPaymentCallback, simulateReferencePayment } from './payment-callbacks';
import { type PaymentRow, paymentView } from './payment-model';
import { receiptOf } from './payment-receipts';
import { paymentReference } from './payment-reference';

// Money a provider or a bank says was paid on a day before it reached us settles as of that day
// (ADR 359): a cash payment made at the store on the due date and notified days later, a statement
// line finance posts days after its value date. A sandbox client's moved clock is not a day paid.

let t: LendingTestCore;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { maker: 'finance', checker: 'admin' });
});
afterAll(() => t.close());

const { owed, held, lateFeesCharged, statusOf, nightOf } = loanDays(() => t);

/** A loan on its due date plus `paidAfter` days, with what it owed then; a cash or SPEI reference for it. */
async function owingOn(paidAfter: number, channel: 'cash' | 'clabe' = 'cash') {
  t.clock.set(noonOf('2026-03-02'));
  const { loan } = await paidOutLoanRow(t);
  const paidOn = addDays(loan.dueDate, paidAfter);
  await nightOf(paidOn);
  const owedThen = await owed(loan.id);
  const feesThen = await lateFeesCharged(loan.id);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel, amount: { amount: owedThen } },
  });
  return { loan, paidOn, owedThen, feesThen, ref };
}

/** The provider's callback for `reference`, saying the money was paid at `occurredAt`. */
const callback = (reference: string, amount: number, occurredAt: string) =>
  deliverPaymentCallback(t.core, {
    eventId: `late-notice-${reference}`,
    reference,
    amount: moneyView(amount),
    status: 'completed',
    occurredAt,
  });

/** A SPEI statement with one line, imported; the line as the import left it. */
const statementLine = (valueDate: string, amount: number, key: string, reference = '') =>
  importedLine(t, {
    channel: 'spei',
    csv: `fecha,clave_rastreo,clabe,monto,referencia\n${valueDate},${key},646180000000000009,${formatPesos(amount)},${reference}\n`,
    fileName: `estado-${key}.csv`,
    importedBy: staff.maker,
  });

/** Finance posts the line (to `loanId` when it names no payment), another user approves. */
const post = (lineId: number, loanId?: number) =>
  postedLine(t, staff, { lineId, ...(loanId !== undefined && { loanId }) });

/** The receipt's text (comprobante de pago) as the borrower downloads it. */
const receiptText = async (paymentId: number) =>
  renderText(paymentReceiptDocument(await receiptOf(t.core, paymentId, 'back-office'), t.core.company));

const ledgerDayOf = async (loanId: number, reference: string) =>
  (
    await t.core.db
      .select({ day: ledgerTransactions.effectiveDate })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.loanId, loanId), eq(ledgerTransactions.reference, reference)))
  )[0]?.day;

describe("a provider's callback that comes days after the money was paid", () => {
  it('cash paid at the store on the due date, notified three days later: paid off, no late fee kept, ledger dated the day paid', async () => {
    const { loan, owedThen, ref } = await owingOn(0);
    await nightOf(addDays(loan.dueDate, 3));
    expect(await lateFeesCharged(loan.id)).toBeGreaterThan(0);

    const outcome = await callback(ref.reference, owedThen, `${loan.dueDate}T20:15:00.000Z`);

    expect(await owed(loan.id)).toBe(0);
    expect(await held(loan.id)).toBe(0);
    expect(await lateFeesCharged(loan.id)).toBe(0);
    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
    expect(await ledgerDayOf(loan.id, `payment:${outcome.paymentId}`)).toBe(loan.dueDate);
    // Its receipt says the day it was paid, and when we recorded it.
    const receipt = await receiptText(outcome.paymentId as number);
    expect(receipt).toContain(`Fecha del pago: ${formatDate(loan.dueDate)}\n`);
    expect(receipt).toContain('Fecha y hora de registro: ');
    expect(receipt).not.toContain('Fecha y hora del pago');
    // So does the notice that tells the borrower.
    const told = (await noticesOf(t, loan.clientId)).filter((row) => row.template === 'payment_received');
    expect(told.length).toBeGreaterThan(0);
    for (const notice of told)
      expect(notice.body).toContain(`el ${formatDate(loan.dueDate)} recibimos tu pago`);
    // The payment keeps the day: the borrower's history and the back office's lists show it.
    const [row] = await t.core.db
      .select()
      .from(payments)
      .where(eq(payments.id, outcome.paymentId as number));
    expect(paymentView(row as PaymentRow).paidOn).toBe(loan.dueDate);
    expect(paymentRowOf(row as PaymentRow, 'Ana', null).paidOn).toBe(loan.dueDate);
  });

  it('a day it names before the reference was made counts as the day the reference was made', async () => {
    const { loan, owedThen, feesThen, ref } = await owingOn(2);
    await nightOf(addDays(loan.dueDate, 6));

    await callback(ref.reference, owedThen, `${loan.dueDate}T20:15:00.000Z`);

    // The fees up to the day the reference was made stay; those after it go.
    expect(feesThen).toBeGreaterThan(0);
    expect(await lateFeesCharged(loan.id)).toBe(feesThen);
    expect(await owed(loan.id)).toBe(0);
    expect(await held(loan.id)).toBe(0);
  });

  it("a sandbox client's clock moved on is not a day paid: the notice of today settles today", async () => {
    t.clock.set(noonOf('2026-03-02'));
    const { loan } = await paidOutLoanRow(t);
    await t.core.sandbox.start(loan.clientId, { kind: 'admin', userId: 1 });
    await sandboxClock(t.core, { actorId: loan.clientId, body: { today: addDays(loan.dueDate, 5) } });
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    const fees = await lateFeesCharged(loan.id);
    expect(fees).toBeGreaterThan(0);

    await simulateReferencePayment(t.core, ref.reference);

    expect(await lateFeesCharged(loan.id)).toBe(fees);
    expect(await owed(loan.id)).toBe(0);
    expect(await held(loan.id)).toBe(0);
  });
});

describe('a statement line finance posts after its value date', () => {
  it('a transfer that names no payment, dated the due date and posted four days later: settled as of that day', async () => {
    t.clock.set(noonOf('2026-03-02'));
    const { loan } = await paidOutLoanRow(t);
    await nightOf(loan.dueDate);
    const owedThen = await owed(loan.id);
    await nightOf(addDays(loan.dueDate, 4));
    expect(await lateFeesCharged(loan.id)).toBeGreaterThan(0);

    const line = await statementLine(loan.dueDate, owedThen, `BNET0100${loan.id}A`);
    expect(line.outcome).toBe('unmatched');
    await post(line.id, loan.id);

    expect(await owed(loan.id)).toBe(0);
    expect(await held(loan.id)).toBe(0);
    expect(await lateFeesCharged(loan.id)).toBe(0);
    const [payment] = await t.core.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.reference, `MANUAL-SETTLEMENT-${line.id}`));
    expect(await ledgerDayOf(loan.id, `payment:${payment?.id}`)).toBe(loan.dueDate);
  });

  it('the lost callback of a SPEI reference, its transfer dated the second day late: the fees after it go', async () => {
    const { loan, owedThen, feesThen, ref } = await owingOn(2, 'clabe');
    await nightOf(addDays(loan.dueDate, 7));
    expect(await lateFeesCharged(loan.id)).toBeGreaterThan(feesThen);

    const line = await statementLine(
      addDays(loan.dueDate, 2),
      owedThen,
      `BNET0100${loan.id}B`,
      ref.reference,
    );
    await post(line.id);

    expect(await lateFeesCharged(loan.id)).toBe(feesThen);
    expect(await owed(loan.id)).toBe(0);
    expect(await held(loan.id)).toBe(0);
    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
  });

  it('a value date after today is no day paid and refuses nothing: it settles today', async () => {
    t.clock.set(noonOf('2026-03-02'));
    const { loan } = await paidOutLoanRow(t);
    await nightOf(addDays(loan.dueDate, 3));
    const fees = await lateFeesCharged(loan.id);
    const owedNow = await owed(loan.id);

    const line = await statementLine(addDays(loan.dueDate, 5), 200_00, `BNET0100${loan.id}C`);
    await post(line.id, loan.id);

    expect(await lateFeesCharged(loan.id)).toBe(fees);
    expect(await owed(loan.id)).toBe(owedNow - 200_00);
    // Paid the day it was recorded: one date and time on its receipt.
    const [payment] = await t.core.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.reference, `MANUAL-SETTLEMENT-${line.id}`));
    const receipt = await receiptText(payment?.id as number);
    expect(receipt).toContain('Fecha y hora del pago: ');
    expect(receipt).not.toContain('Fecha del pago');
    const [told] = (await noticesOf(t, loan.clientId)).filter((row) => row.template === 'payment_received');
    expect(told?.body).toContain(`el ${formatDate(addDays(loan.dueDate, 3))} recibimos tu pago`);
  });
});

describe('migration 0072: the day paid of payments settled before it', () => {
  it('gives each settled payment the day of its ledger transactions, the one settlement keeps', async () => {
    const kept = await t.core.db.select({ id: payments.id, paidOn: payments.paidOn }).from(payments);
    expect(kept.filter((row) => row.paidOn !== null).length).toBeGreaterThan(3);
    await t.core.db.execute(sql`update payments set paid_on = null`);
    const update = readFileSync(join(MIGRATIONS_FOLDER, '0072_payment-paid-on.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .find((statement) => statement.startsWith('UPDATE'));
    await t.core.db.execute(sql.raw(update as string));
    const again = await t.core.db.select({ id: payments.id, paidOn: payments.paidOn }).from(payments);
    expect(new Map(again.map((row) => [row.id, row.paidOn]))).toEqual(
      new Map(kept.map((row) => [row.id, row.paidOn])),
    );
  });
});
