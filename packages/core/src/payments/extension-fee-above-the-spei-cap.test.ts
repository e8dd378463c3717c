import { fromApiAmount } from '@lender/calculator';
import { and, eq, sql } from '@lender/db/orm';
import { fiscalIncome, ledgerEntries, ledgerTransactions, payments } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { paymentReceiptDocument } from '../documents/payment-receipt';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { activeLoanOf } from '../loans/active-loan';
import { chooseRollover } from '../loans/choose-rollover';
import { renderText } from '../pdf/document-model';
import { sandboxUdis } from '../providers/exchange-rates/sandbox';
import { deliverPaymentCallback } from './payment-callbacks';
import { folioOf } from './payment-model';
import { receiptOf } from './payment-receipts';
import { paymentReference } from './payment-reference';

// An extension's fee above the SPEI per-transfer cap is sent in the parts the instructions give
// (issue 52, ADR 303). Each part short of the fee is settled as a repayment when it comes and stays
// one while the parts fall short; the part that brings them up to the fee extends the loan once,
// and the loan account moves what the earlier parts paid onto the fee (`ledger/extension-fee-parts.ts`),
// so the loan ends as one transfer of all the parts would have left it: the fee paid as the extension
// fee, any excess paid as a repayment, whatever the parts' order, size or day.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
  // A UDI of 0.10 peso: the cap is $150.00, under an extension's fee.
  t.core.providers.udis = sandboxUdis({ millionths: 100_000 });
});
afterAll(() => t.close());

const cents = (money: { amount: number }) => fromApiAmount(money.amount);
const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));
let events = 0;
/** A SPEI transfer of `amount` centavos the provider notifies under `reference` (`key`: its event id). */
const transfer = (reference: string, amount: number, key = `ext-part-${++events}`) =>
  deliverPaymentCallback(t.core, {
    eventId: key,
    reference,
    amount: { amount: amount / 100, currency: 'MXN' },
    status: 'completed',
    occurredAt: t.core.clock.now().toISOString(),
  });
/** The sum of a loan's ledger entries on `account` in transactions of `kind`. */
const posted = async (loanId: number, kind: string, account: string) => {
  const [row] = await t.core.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        eq(ledgerTransactions.kind, kind as 'payment'),
        eq(ledgerEntries.account, account as 'cash_bank'),
      ),
    );
  return Number(row?.sum ?? 0);
};
/** What the late fees charged the loan (with their IVA). */
const lateCharged = async (loanId: number) =>
  (await posted(loanId, 'late_fee', 'fee_receivable:late_fee')) +
  (await posted(loanId, 'late_fee', 'vat_receivable'));

/** A new loan (made on `day`) whose `type` extension is chosen, with its SPEI reference's parts. */
async function chosenOnLoan(type: 'cheap' | 'expensive' = 'cheap', day = '2026-03-02') {
  t.clock.set(`${day}T18:00:00Z`);
  const loan = await paidOutLoan(t);
  const owedBefore = await owed(loan.loanId);
  const dueBefore = (await activeLoanOf(t.core, loan.clientId)).dueDate;
  const chosen = await chooseRollover(t.core, { actorId: loan.clientId, body: { type } });
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'rollover', channel: 'clabe' },
  });
  const parts = (ref.transferCap?.parts ?? []).map(cents);
  expect(parts.length).toBeGreaterThan(1);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(cents(chosen.fee));
  return { loan, owedBefore, dueBefore, chosen, ref, parts, fee: cents(chosen.fee) };
}

/** The extension's state on the loan: paid once, its fee charged once and fully paid. */
async function expectExtendedOnce(
  loanId: number,
  clientId: number,
  rollover: { id: number; feeWithoutVat: { amount: number } },
) {
  const view = await activeLoanOf(t.core, clientId);
  expect(view.rollovers.find((r) => r.id === rollover.id)?.status).toBe('paid');
  expect(await posted(loanId, 'extension_fee', 'fee_income:extension_fee')).toBe(
    -cents(rollover.feeWithoutVat),
  );
  expect(balanceOf(await loanBalances(t.core.db, loanId), 'fee_receivable:extension_fee')).toBe(0);
  return view;
}

describe('an extension fee above the SPEI cap, paid in parts', () => {
  it('extends the loan when the parts add up to the fee, to the centavo', async () => {
    const { loan, owedBefore, dueBefore, chosen, ref, parts } = await chosenOnLoan();
    const [first, ...rest] = parts as [number, ...number[]];
    await transfer(ref.reference, first);
    // One part short of the fee: a repayment, and no extension yet.
    expect((await activeLoanOf(t.core, loan.clientId)).dueDate).toBe(dueBefore);
    expect(await owed(loan.loanId)).toBe(owedBefore - first);
    for (const part of rest) await transfer(ref.reference, part);
    const after = await expectExtendedOnce(loan.loanId, loan.clientId, chosen);
    expect(after.dueDate).toBe(chosen.newDueDate);
    expect(after.dueDate > dueBefore).toBe(true);
    // The fee charged and paid: what the loan owes is what it owed, as after one transfer of the fee.
    expect(await owed(loan.loanId)).toBe(owedBefore);
    // The parts' CFDIs state the fee's income and IVA once, not the moved money again.
    const [stated] = await t.core.db
      .select({ base: sql<string>`sum(${fiscalIncome.base})`, vat: sql<string>`sum(${fiscalIncome.vat})` })
      .from(fiscalIncome)
      .where(eq(fiscalIncome.loanId, loan.loanId));
    expect(Number(stated?.base)).toBe(cents(chosen.feeWithoutVat));
    expect(Number(stated?.vat)).toBe(cents(chosen.fee) - cents(chosen.feeWithoutVat));
  });

  it('in any order, one part above its share and the last overshooting: the excess repays the loan as one transfer of it would', async () => {
    const split = await chosenOnLoan();
    const whole = await chosenOnLoan();
    const sent = split.fee + 2_380;
    // A part larger than its share first, then a last one that carries more than what was left.
    await transfer(split.ref.reference, 15_000);
    await transfer(split.ref.reference, sent - 15_000);
    await transfer(whole.ref.reference, sent);
    await expectExtendedOnce(split.loan.loanId, split.loan.clientId, split.chosen);
    await expectExtendedOnce(whole.loan.loanId, whole.loan.clientId, whole.chosen);
    expect(await owed(split.loan.loanId)).toBe(split.owedBefore - (sent - split.fee));
    const [a, b] = [
      await loanBalances(t.core.db, split.loan.loanId),
      await loanBalances(t.core.db, whole.loan.loanId),
    ];
    for (const account of [
      'principal_receivable',
      'interest_receivable',
      'overpayment_suspense',
      'cash_bank',
    ] as const)
      expect(balanceOf(a, account)).toBe(balanceOf(b, account));
    expect(outstandingOf(a)).toBe(outstandingOf(b));
  });

  it('parts that paid principal are moved onto the fee, and the CFDIs state that money once, as the fee', async () => {
    const { loan, owedBefore, chosen, ref, parts } = await chosenOnLoan();
    const statedBase = async () =>
      Number(
        (
          await t.core.db
            .select({ base: sql<string>`coalesce(sum(${fiscalIncome.base}), 0)` })
            .from(fiscalIncome)
            .where(eq(fiscalIncome.loanId, loan.loanId))
        )[0]?.base,
      );
    // Interest and fees paid off first: the parts that follow pay principal.
    const principal = balanceOf(await loanBalances(t.core.db, loan.loanId), 'principal_receivable');
    await externalPayment(t, loan.loanId, owedBefore - principal);
    const income = await statedBase();
    const [first, second] = parts as [number, number];
    await transfer(ref.reference, first);
    expect(balanceOf(await loanBalances(t.core.db, loan.loanId), 'principal_receivable')).toBe(
      principal - first,
    );
    await transfer(ref.reference, second);
    await expectExtendedOnce(loan.loanId, loan.clientId, chosen);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(balanceOf(balances, 'principal_receivable')).toBe(principal);
    expect(outstandingOf(balances)).toBe(principal);
    expect(await statedBase()).toBe(income + cents(chosen.feeWithoutVat));
  });

  it("the completing part's receipt states what its own money paid, every line non-negative and adding up to it, and the earlier parts that completed the fee", async () => {
    const { loan, owedBefore, chosen, ref, parts, fee } = await chosenOnLoan();
    // Interest and fees paid but for $30.00: the earlier parts pay that income, then principal, and
    // the completing part's fee is paid with both (moved principal, income swapped onto the fee).
    const principal = balanceOf(await loanBalances(t.core.db, loan.loanId), 'principal_receivable');
    await externalPayment(t, loan.loanId, owedBefore - principal - 3_000);
    const earlier = parts.slice(0, -1);
    const last = parts.at(-1) as number;
    const ids: number[] = [];
    for (const part of earlier) ids.push((await transfer(ref.reference, part)).paymentId as number);
    const completing = (await transfer(ref.reference, last)).paymentId as number;
    await expectExtendedOnce(loan.loanId, loan.clientId, chosen);

    const receipt = await receiptOf(t.core, completing, { clientId: loan.clientId });
    const { feesByKind, fees, ...lines } = receipt.allocation;
    for (const amount of [...Object.values(lines), ...Object.values(feesByKind)])
      expect(amount).toBeGreaterThanOrEqual(0);
    expect(Object.values(lines).reduce((a, b) => a + b, 0) + fees).toBe(last);
    expect(receipt.amount).toBe(last);
    expect(receipt.balanceAfter).toBe(await owed(loan.loanId));
    // Its IVA is the IVA its CFDI states; the moved money comes off the fee's base.
    const [cfdi] = await t.core.db
      .select({ vat: fiscalIncome.vat })
      .from(fiscalIncome)
      .where(eq(fiscalIncome.paymentId, completing));
    expect(receipt.allocation.vat).toBe(cfdi?.vat);
    expect(receipt.feeParts).toEqual({
      fee,
      fromEarlier: fee - last,
      earlier: ids.map((id, i) => ({ folio: folioOf(id), paidOn: '2026-03-02', amount: earlier[i] })),
    });
    const text = renderText(paymentReceiptDocument(receipt, t.core.company));
    expect(text).toContain('TUS PAGOS ANTERIORES PARA ESTA PRÓRROGA');
    expect(text).toContain(`Este pago cubrió ${formatMoney(last)}`);
    const rows = text.split('\n');
    for (const [i, id] of ids.entries()) {
      const row = rows.find((line) => line.startsWith(`${folioOf(id)} | `));
      expect(row?.endsWith(` | ${formatMoney(earlier[i] as number)}`)).toBe(true);
    }
    expect(text).not.toContain('-$');
    expect(text).not.toContain('Saldo a favor');
  });

  it('a part delivered twice counts once: one extension, nothing doubled', async () => {
    const { loan, owedBefore, chosen, ref, parts } = await chosenOnLoan();
    const [first, second] = parts as [number, number];
    expect((await transfer(ref.reference, first, 'twice-1')).duplicate).toBe(false);
    expect((await transfer(ref.reference, first, 'twice-1')).duplicate).toBe(true);
    expect(await owed(loan.loanId)).toBe(owedBefore - first);
    await transfer(ref.reference, second, 'twice-2');
    expect((await transfer(ref.reference, second, 'twice-2')).duplicate).toBe(true);
    await expectExtendedOnce(loan.loanId, loan.clientId, chosen);
    expect(await owed(loan.loanId)).toBe(owedBefore);
    const rows = await t.core.db.select().from(payments).where(eq(payments.loanId, loan.loanId));
    expect(rows.map((row) => row.paidAmount).sort()).toEqual([first, second].sort());
    expect(await posted(loan.loanId, 'payment', 'cash_bank')).toBe(first + second);
  });

  it('a part paid after the borrower chose the other extension stays a repayment and counts toward neither', async () => {
    const cheap = await chosenOnLoan('cheap');
    const { loan, owedBefore } = cheap;
    const [first, second] = cheap.parts as [number, number];
    await transfer(cheap.ref.reference, first);
    const expensive = await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'expensive' } });
    // The rest of the cheap fee arrives after the change of mind: the cheap option is no longer chosen.
    await transfer(cheap.ref.reference, second);
    let view = await activeLoanOf(t.core, loan.clientId);
    expect(view.dueDate).toBe(cheap.dueBefore);
    expect(view.rollovers.find((r) => r.id === cheap.chosen.id)?.status).not.toBe('paid');
    expect(await posted(loan.loanId, 'extension_fee', 'fee_income:extension_fee')).toBe(0);
    expect(await owed(loan.loanId)).toBe(owedBefore - first - second);
    // The expensive fee, paid in its own parts, extends the loan by itself; the cheap parts stay repayments.
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'clabe' },
    });
    const parts = (ref.transferCap?.parts ?? []).map(cents);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(cents(expensive.fee));
    for (const part of parts.reverse()) await transfer(ref.reference, part);
    view = await expectExtendedOnce(loan.loanId, loan.clientId, expensive);
    expect(view.dueDate).toBe(expensive.newDueDate);
    expect(await owed(loan.loanId)).toBe(owedBefore - first - second);
  });

  it('parts short of the fee by the last day to pay stay repayments; the part that completes it later extends from its day', async () => {
    // Due Monday 2026-03-16, a holiday: the last day to pay is Tuesday 17 (ADR 211).
    const { loan, owedBefore, chosen, ref, parts } = await chosenOnLoan();
    const [first, second] = parts as [number, number];
    t.clock.set('2026-03-17T18:00:00Z');
    await transfer(ref.reference, first);
    t.clock.set('2026-03-24T18:00:00Z');
    const late = await activeLoanOf(t.core, loan.clientId);
    // A week late, the part is still a repayment: nothing lost, nothing moved, no extension.
    expect(late.dueDate).toBe('2026-03-16');
    expect(await posted(loan.loanId, 'extension_fee', 'fee_income:extension_fee')).toBe(0);
    expect(await posted(loan.loanId, 'payment', 'cash_bank')).toBe(first);
    const charged = await lateCharged(loan.loanId);
    expect(charged).toBeGreaterThan(0);
    expect(await owed(loan.loanId)).toBe(owedBefore - first + charged);
    t.clock.set('2026-03-25T18:00:00Z');
    await transfer(ref.reference, second);
    const after = await expectExtendedOnce(loan.loanId, loan.clientId, chosen);
    // Paid after the last day to pay, the extension's seven days run from the day it was complete (ADR 368).
    expect(after.dueDate).toBe('2026-04-01');
    expect(await owed(loan.loanId)).toBe(owedBefore + (await lateCharged(loan.loanId)));
    // Paid off on the new due date: nothing is left owed or held, and the CFDIs state every centavo
    // of income the loan earned, and the IVA owed to SAT, once.
    t.clock.set('2026-04-01T18:00:00Z');
    await externalPayment(t, loan.loanId, await owed(loan.loanId));
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(0);
    expect(balanceOf(balances, 'overpayment_suspense')).toBe(0);
    const earned = Object.entries(balances)
      .filter(([account]) => /income|discount_expense/.test(account))
      .reduce((sum, [, amount]) => sum - amount, 0);
    const [stated] = await t.core.db
      .select({ base: sql<string>`sum(${fiscalIncome.base})`, vat: sql<string>`sum(${fiscalIncome.vat})` })
      .from(fiscalIncome)
      .where(eq(fiscalIncome.loanId, loan.loanId));
    expect(Number(stated?.base)).toBe(earned);
    expect(Number(stated?.vat)).toBe(-balanceOf(balances, 'vat_payable'));
  });
});
