import { fromApiAmount } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { asc, eq } from '@lender/db/orm';
import { loans, paymentReferences, payments, settlementLines } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { settlementUpload } from '../back-office/reconciliation/settlement-upload';
import { businessDate } from '../clock';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { sandboxUdis } from '../providers/exchange-rates/sandbox';
import { livePaymentReferences } from './live-payment-references';
import { deliverPaymentCallback } from './payment-callbacks';
import { paymentReference } from './payment-reference';

// Issue 52: a payoff above the SPEI cap (1,500 UDIS) is paid in several transfers under ONE
// reference. Each transfer the provider confirms is a payment of its own, credited once; the loan
// closes when they add up to the payoff; a repeated notification or statement line doubles nothing.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
  // A UDI of 1.000000 peso: the cap is 1,500.00 pesos, under a first loan's payoff.
  t.core.providers.udis = sandboxUdis({ millionths: 1_000_000 });
});
afterAll(() => t.close());

const cents = (money: { amount: number }) => fromApiAmount(money.amount);
const loanStatus = async (loanId: number) =>
  (await t.core.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId)))[0]?.status;
const transfer = (reference: string, key: string, amount: number) =>
  deliverPaymentCallback(t.core, {
    eventId: key,
    reference,
    amount: { amount: amount / 100, currency: 'MXN' },
    status: 'completed',
    occurredAt: t.core.clock.now().toISOString(),
  });

describe('a payoff above the SPEI cap, split under one reference', () => {
  it('credits each transfer once and closes the loan when their sum reaches the payoff', async () => {
    const loan = await paidOutLoan(t);
    const reference = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'clabe' },
    });
    const payoff = cents(reference.amount);
    const cap = reference.transferCap;
    expect(cap).toMatchObject({ udis: 1500, udiValue: '1.000000', cap: { amount: 1500 } });
    const parts = (cap?.parts ?? []).map(cents);
    expect(parts.length).toBe(Math.ceil(payoff / 150_000));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(payoff);
    for (const part of parts) expect(part).toBeLessThanOrEqual(150_000);

    const [first, ...rest] = parts as [number, ...number[]];
    expect((await transfer(reference.reference, 'RASTREO-PART-1', first)).duplicate).toBe(false);
    expect(await loanStatus(loan.loanId)).toBe(LOAN_STATUS.active);
    // The reference stays on "Mi préstamo" with what is still to transfer, split again.
    const {
      references: [live],
    } = await livePaymentReferences(t.core, { actorId: loan.clientId });
    expect(live?.reference).toBe(reference.reference);
    expect(cents(live?.transferCap?.pending ?? { amount: 0 })).toBe(payoff - first);
    expect((live?.transferCap?.parts ?? []).map(cents)).toEqual(rest.length === 1 ? rest : expect.any(Array));

    for (const [i, part] of rest.entries())
      await transfer(reference.reference, `RASTREO-PART-${i + 2}`, part);
    // The provider repeats the last notification: nothing changes.
    const repeated = await transfer(
      reference.reference,
      `RASTREO-PART-${parts.length}`,
      parts.at(-1) as number,
    );
    expect(repeated.duplicate).toBe(true);
    // A transfer beyond what the reference was for is no further part: a duplicate, as before.
    expect((await transfer(reference.reference, 'RASTREO-EXTRA', first)).duplicate).toBe(true);

    const rows = await t.core.db
      .select()
      .from(payments)
      .where(eq(payments.loanId, loan.loanId))
      .orderBy(asc(payments.id));
    expect(rows.map((row) => [row.reference, row.paidAmount, row.status])).toEqual(
      parts.map((part, i) => [
        i === 0 ? reference.reference : `${reference.reference}/${i + 1}`,
        part,
        'completed',
      ]),
    );
    expect(outstandingOf(await loanBalances(t.core.db, loan.loanId))).toBe(0);
    expect(await loanStatus(loan.loanId)).toBe(LOAN_STATUS.paid);
    const [ref] = await t.core.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, reference.reference));
    expect(ref?.paymentId).toBe(rows[0]?.id);

    // The bank statement lists each transfer by its clave de rastreo under the same reference, and
    // the first one twice: each transfer matches its own payment; the repeat is a duplicate.
    const day = businessDate(t.core.clock.now());
    const line = (key: string, amount: number) =>
      `${day},${key},${reference.clabe},${(amount / 100).toFixed(2)},${reference.reference}\n`;
    const body =
      'fecha,clave_rastreo,clabe,monto,referencia\n' +
      parts.map((part, i) => line(`RASTREO-PART-${i + 1}`, part)).join('') +
      line('RASTREO-PART-1', first);
    const { importId } = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'split.csv',
      source: (async function* () {
        yield body;
      })(),
      importedBy: null,
    });
    const lines = await t.core.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.importId, importId))
      .orderBy(asc(settlementLines.lineNumber));
    expect(lines.map((l) => [l.outcome, l.paymentId])).toEqual([
      ...rows.map((row) => ['matched', row.id]),
      ['duplicate', rows[0]?.id],
    ]);
    // Nothing was posted twice: the loan still owes nothing and is still paid.
    expect(outstandingOf(await loanBalances(t.core.db, loan.loanId))).toBe(0);
  });

  it('offers one transfer, the whole amount, when it fits under the cap', async () => {
    t.core.providers.udis = sandboxUdis({ millionths: 8_651_234 });
    try {
      const loan = await paidOutLoan(t);
      const reference = await paymentReference(t.core, {
        actorId: loan.clientId,
        body: {
          kind: 'repayment',
          channel: 'clabe',
        },
      });
      expect(reference.transferCap?.parts).toEqual([reference.amount]);
      expect(reference.transferCap?.cap).toEqual({ amount: 12_976.85, currency: 'MXN' });
      const cash = await paymentReference(t.core, {
        actorId: loan.clientId,
        body: { kind: 'repayment', channel: 'cash' },
      });
      expect(cash.transferCap).toBeUndefined();
    } finally {
      t.core.providers.udis = sandboxUdis({ millionths: 1_000_000 });
    }
  });
});
