import { vatOn } from '@lender/calculator/kernel';
import { describe, expect, it } from 'vitest';
import { balanceOf, type LedgerLine, replayBalances } from './accounts';
import { chargeLines, disbursementLines, EXTENSION_ORDER, paymentLines } from './postings';

// ADR 312: a payment takes the IVA of the interest and fees it pays (rounded once over the loan's
// income paid so far), never the loan's whole IVA first; the charges' own rounding is paid last.

const loan = (...charges: Parameters<typeof chargeLines>[0][]) =>
  replayBalances([...disbursementLines(3_000_00), ...charges.flatMap(chargeLines)]);
const paidOf = (lines: readonly LedgerLine[], account: string) =>
  0 - (lines.find((line) => line.account === account)?.amount ?? 0);

describe('paymentLines: IVA paid with its base', () => {
  const owed = loan(
    { component: 'service_fee', gross: 150_00, discount: 0, vat: 24_00 },
    { component: 'interest', gross: 415_80, discount: 124_74, vat: vatOn(291_06, 16) },
  );

  it('a partial payment of $289.31 pays fees and interest with exactly their IVA', () => {
    const lines = paymentLines(owed, 289_31, { percent: 16, paidBefore: 0 });
    const base = paidOf(lines, 'fee_receivable:service_fee') + paidOf(lines, 'interest_receivable');
    expect(paidOf(lines, 'fee_receivable:service_fee')).toBe(150_00);
    expect(paidOf(lines, 'vat_receivable')).toBe(vatOn(base, 16));
    // A base and its rounded IVA cannot make every total (x + IVA(x) skips a centavo now and then):
    // the centavo no base can carry goes to principal, never as IVA without its base.
    expect(paidOf(lines, 'principal_receivable')).toBeLessThanOrEqual(1);
    expect(base + paidOf(lines, 'vat_receivable') + paidOf(lines, 'principal_receivable')).toBe(289_31);
  });

  it('paced by what earlier payments paid: the IVA of the total less that of before', () => {
    const lines = paymentLines(owed, 10_01, { percent: 16, paidBefore: 3 });
    const base = paidOf(lines, 'fee_receivable:service_fee');
    expect(paidOf(lines, 'vat_receivable')).toBe(vatOn(3 + base, 16) - vatOn(3, 16));
    expect(base + paidOf(lines, 'vat_receivable') + paidOf(lines, 'principal_receivable')).toBe(10_01);
    expect(paidOf(lines, 'principal_receivable')).toBeLessThanOrEqual(1);
  });

  it('the charges’ own rounding is paid once no interest or fee is owed, before principal', () => {
    // Two charges whose IVA rounds up: 1.16 + 1.16 charged against 2.32 on their sum ($14.50 base).
    const rounded = loan(
      { component: 'service_fee', gross: 7_25, discount: 0, vat: vatOn(7_25, 16) },
      { component: 'interest', gross: 7_25, discount: 0, vat: vatOn(7_25, 16) },
    );
    expect(balanceOf(rounded, 'vat_receivable')).toBe(2_32);
    const lines = paymentLines(rounded, 20_00, { percent: 16, paidBefore: 0 });
    expect(paidOf(lines, 'vat_receivable')).toBe(2_32);
    expect(paidOf(lines, 'principal_receivable')).toBe(20_00 - 14_50 - 2_32);
  });

  it('never takes more IVA than is owed, and without IVA pays bases only', () => {
    const noVatLeft = { ...owed, vat_receivable: 0 };
    const lines = paymentLines(noVatLeft, 100_00, { percent: 16, paidBefore: 0 });
    expect(paidOf(lines, 'vat_receivable')).toBe(0);
    expect(paidOf(lines, 'fee_receivable:service_fee')).toBe(100_00);
    const exempt = paymentLines(owed, 100_00, { percent: 0, paidBefore: 0 });
    expect(paidOf(exempt, 'vat_receivable')).toBe(0);
  });

  it('an extension’s fee and its IVA are paid whole by the fee', () => {
    const extended = replayBalances([
      ...Object.entries(owed).map(([account, amount]) => ({ account, amount }) as LedgerLine),
      ...chargeLines({ component: 'extension_fee', gross: 97_50, discount: 0, vat: vatOn(97_50, 16) }),
    ]);
    const lines = paymentLines(extended, 113_10, { percent: 16, paidBefore: 0 }, EXTENSION_ORDER);
    expect(paidOf(lines, 'fee_receivable:extension_fee')).toBe(97_50);
    expect(paidOf(lines, 'vat_receivable')).toBe(15_60);
    expect(lines.filter((line) => line.amount < 0)).toHaveLength(2);
  });
});
