import type { Loan } from '@lender/contracts';

// "Mi préstamo" page tests: a signed, paid-out loan and the page's loader data around it, in the
// API's shapes; each test spreads in what it varies (status, amounts, the invoice's days left).

export const money = (amount: number) => ({ amount, currency: 'MXN' as const });

/** Loan STL-000009, signed and paid out on 2 March 2026, due on `dueDate` with `dueDays` left. */
export const loanOf = (
  figures: { status: number; principal: number; owed: number; dueDate: string; dueDays: number },
  overrides: Partial<Loan> = {},
): Loan =>
  ({
    id: 7,
    applicationId: 9,
    contractNumber: 'STL-000009',
    status: figures.status,
    principal: money(figures.principal),
    total: money(figures.owed),
    outstanding: money(figures.owed),
    earlyPayoff: null,
    term: { value: 14, unit: 'day' },
    startDate: '2026-03-02',
    dueDate: figures.dueDate,
    repaymentInvoice: {
      id: 4,
      status: 'unpaid',
      dueDate: figures.dueDate,
      dueDays: figures.dueDays,
      total: money(figures.owed),
      outstanding: money(figures.owed),
    },
    rollovers: [],
    disbursement: {
      method: 'bank_transfer',
      brand: null,
      reference: 'SPEI1',
      status: 'completed',
      completedAt: '2026-03-02T12:00:00Z',
    },
    signedAt: '2026-03-02T11:00:00Z',
    fake: false,
    lateFee: { dailyPercent: 0.5, perDay: money(11.6), maxDays: 60, onHoldAfterDays: 30 },
    vatPercent: 16,
    ...overrides,
  }) as unknown as Loan;

/** The page's loader data for `loan` with nothing else on file; spread in what a test adds. */
export const pageDataOf = (loan: Loan) => ({
  loan,
  invoices: [],
  documents: [],
  card: null,
  payments: [],
  references: [],
  promise: null,
  hasActiveRefinancing: false,
  preselect: null,
  idempotencyKey: '3f9b8d1c-8a57-4d6e-9b0a-2c1e4f5a6b7c',
  cfdis: { cfdis: [], inGlobal: [], pending: [] },
  mandates: [],
  contacts: [],
});
