import { describe, expect, it } from 'vitest';
import { GENERAL_PUBLIC } from '../providers/fiscal/cfdi-xml';
import { type FiscalIncomeRow, globalDraft } from './fiscal-drafts';

// Issue 62: a loan keeps the IVA rate it was signed with, so one month's global CFDI may sum the
// payments of loans signed at different rates; each concept states its own.

const row = (paymentId: number, base: number, vat: number, vatRate: string) =>
  ({
    id: paymentId,
    paymentId,
    base,
    vat,
    vatRate,
    paymentForm: '03',
    lines: [],
  }) as unknown as FiscalIncomeRow;

describe('globalDraft', () => {
  it("gives each payment its loan's rate: the draft's is the first's, another rate is the concept's", () => {
    const receiver = { ...GENERAL_PUBLIC, postalCode: '06600', regime: '616', use: 'S01' };
    const draft = globalDraft(
      [row(1, 10_000, 1_600, '0.160000'), row(2, 10_000, 800, '0.080000'), row(3, 5_000, 800, '0.160000')],
      receiver,
      '2026-03',
      '9',
      new Date('2026-04-01T12:00:00Z'),
    );
    expect(draft.vatRate).toBe(0.16);
    expect(draft.concepts.map((concept) => concept.vatRate)).toEqual([undefined, 0.08, undefined]);
    expect(draft.concepts.map((concept) => concept.vat)).toEqual([1_600, 800, 800]);
  });
});
