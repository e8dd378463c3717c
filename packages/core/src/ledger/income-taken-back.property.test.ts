import { vatOn } from '@lender/calculator/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incomeTakenBackLines } from './postings';

// ADR 384's open point: what a settlement correction takes back of a payment's interest and fees is a
// base and its IVA adding up to the money that never came, to the centavo, so its credit note gives
// back exactly that; the IVA within Anexo 20's limits of each line's base (rounded down or up).

const paid = fc
  .record({
    interest: fc.integer({ min: 0, max: 500_00 }),
    lateFee: fc.integer({ min: 0, max: 200_00 }),
    serviceFee: fc.integer({ min: 0, max: 150_00 }),
    /** The charges' own rounding the payment's IVA carried beyond its base's. */
    extraVat: fc.integer({ min: 0, max: 2 }),
    earlier: fc.integer({ min: 0, max: 2_000_00 }),
  })
  .filter((p) => p.interest + p.lateFee + p.serviceFee > 0);

interface Paid {
  interest: number;
  lateFee: number;
  serviceFee: number;
  extraVat: number;
  earlier: number;
}

function credited(p: Paid) {
  const base = p.interest + p.lateFee + p.serviceFee;
  return {
    base,
    vat: vatOn(base, 16) + p.extraVat,
    map: new Map<string, number>([
      ['interest_receivable', p.interest],
      ['fee_receivable:late_fee', p.lateFee],
      ['fee_receivable:service_fee', p.serviceFee],
      ['vat_receivable', vatOn(base, 16) + p.extraVat],
    ]),
    pace: { percent: 16, paidBefore: p.earlier + base, vatPaidBefore: vatOn(p.earlier + base, 16) },
  };
}

const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('incomeTakenBackLines: a base and its IVA adding up to the money taken back', () => {
  it('adds up to every amount the payment paid, each account within what it credited', () => {
    fc.assert(
      fc.property(paid, fc.integer({ min: 1, max: 1_000_00 }), (p, wanted) => {
        const { base, vat, map, pace } = credited(p);
        const amount = Math.min(wanted, base + vat);
        const lines = incomeTakenBackLines(map, amount, pace);
        expect(lines).not.toBeNull();
        expect(sum(lines ?? [])).toBe(amount);
        for (const line of lines ?? []) expect(line.amount).toBeLessThanOrEqual(map.get(line.account) ?? 0);
      }),
    );
  });

  it('takes a base with every centavo, its IVA each line’s base × 16 % rounded down or up', () => {
    fc.assert(
      fc.property(paid, fc.integer({ min: 1, max: 1_000_00 }), (p, wanted) => {
        const { base, map, pace } = credited(p);
        const amount = Math.min(wanted, base);
        const lines = incomeTakenBackLines(map, amount, pace) ?? [];
        const bases = lines.filter((line) => line.account !== 'vat_receivable');
        const vat = sum(lines.filter((line) => line.account === 'vat_receivable'));
        expect(sum(bases)).toBeGreaterThan(0);
        const low = bases.reduce((total, line) => total + Math.floor((line.amount * 16) / 100), 0);
        const high = bases.reduce((total, line) => total + Math.ceil((line.amount * 16) / 100), 0);
        expect(vat).toBeGreaterThanOrEqual(low);
        expect(vat).toBeLessThanOrEqual(high);
      }),
    );
  });

  it('refuses more than the payment paid of income and IVA', () => {
    const { base, vat, map, pace } = credited({
      interest: 100_00,
      lateFee: 0,
      serviceFee: 0,
      extraVat: 0,
      earlier: 0,
    });
    expect(incomeTakenBackLines(map, base + vat + 1, pace)).toBeNull();
  });
});
