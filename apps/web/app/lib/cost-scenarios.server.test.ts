import type { Invoice, Loan, Offer, OfferCosts } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { loanCostView, offerCostView } from './cost-scenarios.server';

// Issue 62: "¿Y si…?" on my loan reads the loan's own contract — its late fee, IVA and extension
// prices as the API states them — never the product of today.

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const invoice = {
  id: 4,
  status: 'unpaid',
  dueDate: '2026-03-16',
  principal: money(2000),
  interest: money(200),
  fees: money(100),
  vat: money(48),
  lateFees: money(0),
  lateFeesVat: money(0),
  total: money(2348),
  paid: money(0),
  outstanding: money(2348),
} satisfies Invoice;
const loan = {
  id: 7,
  applicationId: 9,
  contractNumber: 'STL-000009',
  status: 4,
  principal: money(2000),
  total: money(2348),
  outstanding: money(2348),
  earlyPayoff: money(2200),
  term: { value: 14, unit: 'day' },
  startDate: '2026-03-02',
  dueDate: '2026-03-16',
  repaymentInvoice: {
    id: 4,
    status: 'unpaid',
    dueDate: '2026-03-16',
    dueDays: 10,
    total: money(2348),
    outstanding: money(2348),
  },
  rollovers: [
    {
      id: 1,
      status: 'inactive',
      type: 'cheap',
      days: 7,
      fee: money(174),
      feeWithoutVat: money(150),
      newDueDate: '2026-03-23',
      invoices: [],
    },
  ],
  disbursement: {
    method: 'bank_transfer',
    brand: null,
    reference: 'X',
    status: 'completed',
    completedAt: null,
  },
  signedAt: '2026-03-02T11:00:00Z',
  fake: false,
  // Signed at 0.6 % a day, IVA 8 % (the border rate), on hold after 20 days.
  lateFee: { dailyPercent: 0.6, perDay: money(12.96), maxDays: 45, onHoldAfterDays: 20 },
  vatPercent: 8,
} satisfies Loan;

describe("my loan's scenarios", () => {
  it("charge the loan's own late fee and IVA and offer its own extension prices", () => {
    const view = loanCostView(loan, invoice, '25');
    expect(view.vatPercent).toBe(8);
    const late = view.whatIf?.late;
    // 0.6 % of $2,000.00 is $12.00, and 8 % IVA $0.96.
    expect(late?.perDay).toBe(12_96);
    expect(late?.maxFeeDays).toBe(45);
    // Every day charged is the loan's fee: $12.00 and $0.96 of IVA.
    const days = (late?.fees.total ?? 0) / 12_96;
    expect(days).toBeGreaterThan(20);
    expect(late?.fees).toEqual({ withoutVat: days * 12_00, vat: days * 96, total: days * 12_96 });
    expect(view.whatIf?.extensions).toEqual([
      {
        type: 'cheap',
        days: 7,
        fee: { withoutVat: 150_00, vat: 24_00, total: 174_00 },
        newDueDate: '2026-03-23',
        owed: 2348_00,
        total: 2348_00 + 174_00,
      },
    ]);
  });
});

describe("the offer's scenarios", () => {
  // A product in force that puts a loan on hold after 20 days (the demo product says 30): the offer
  // page says what a loan signed today would get, never the demo product's days.
  const offer = {
    principal: money(2000),
    total: money(2348),
    cat: 1234.5,
    term: { value: 14 },
    endDate: '2026-03-16',
    extensions: [],
  } as unknown as Offer;
  const costs = (onHoldAfterDays: number): OfferCosts =>
    ({
      interest: { withoutVat: money(200), vat: money(32) },
      fees: { withoutVat: money(100), vat: money(16) },
      feeLines: [],
      vat: money(48),
      vatPercent: 16,
      lateFee: {
        dailyPercent: 0.5,
        annualPercent: 182.5,
        perDay: money(11.6),
        maxDays: 60,
        onHoldAfterDays,
        example: { days: 10, amount: money(116) },
      },
    }) as OfferCosts;

  it('puts the loan on hold after the days the offer states', () => {
    const late = offerCostView(offer, costs(20), '25').whatIf?.late;
    expect(late?.perDay).toBe(11_60);
    // Due Monday 16 March, a bank holiday (Benito Juárez): the last day to pay is the 17th, and 20
    // days late is 6 April, before the 25th day late is paid.
    expect(late?.onHoldOn).toBe('2026-04-06');
    expect(offerCostView(offer, costs(30), '25').whatIf?.late.onHoldOn).toBeNull();
  });
});
