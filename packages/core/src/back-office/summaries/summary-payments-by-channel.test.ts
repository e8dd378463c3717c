import { backOfficeSummaryEndpoints, SUMMARY_TABLES, SummaryTableSchema } from '@lender/contracts';
import { payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../../testing/lending-fixtures';
import { backOffice } from '../../use-cases/index';
import { summaryPaymentsByChannel, summaryRange } from './summary-payments-by-channel';

let t: LendingTestCore;
let loanId: number;
let clientId: number;
let seq = 0;

/** A payment row as a provider's confirmation leaves it. */
async function payment(
  paymentType: 'card' | 'clabe' | 'cash' | 'manual',
  amount: number,
  completedAt: string | null,
  extra: Partial<typeof payments.$inferInsert> = {},
) {
  seq += 1;
  await t.core.db.insert(payments).values({
    loanId,
    clientId,
    kind: 'repayment',
    paymentType,
    amount,
    paidAmount: completedAt ? amount : null,
    status: completedAt ? 'completed' : 'pending',
    reference: `summary-${seq}`,
    completedAt: completedAt ? new Date(completedAt) : null,
    ...extra,
  });
}

beforeAll(async () => {
  t = await createLendingTestCore();
  ({ loanId, clientId } = await paidOutLoan(t));
  await payment('clabe', 1_000_00, '2026-03-03T18:00:00Z');
  await payment('clabe', 500_01, '2026-03-10T18:00:00Z');
  await payment('cash', 250_00, '2026-03-04T18:00:00Z', { paidAmount: 249_99 });
  await payment('card', 10_00, '2026-03-05T18:00:00Z', { status: 'reversed' });
  await payment('card', 10_00, null);
  await payment('manual', 70_00, '2026-03-06T18:00:00Z', { fake: true });
  // 23:30 on 31 March in Mexico City is 1 April in UTC: it belongs to March.
  await payment('cash', 100_00, '2026-04-01T05:30:00Z');
  // 00:30 on 1 April in Mexico City: April.
  await payment('cash', 100_00, '2026-04-01T06:30:00Z');
});
afterAll(() => t.close());

describe('the payments-by-channel summary (a summary table of the contracts)', () => {
  it('counts completed payments per channel over Mexico City days, to the centavo, with totals', async () => {
    const table = await summaryPaymentsByChannel(t.core, { query: { from: '2026-03-01', to: '2026-03-31' } });
    expect(SummaryTableSchema.parse(table)).toEqual(table);
    expect(table.rows).toEqual([
      { channel: 'card', payments: 0, amount: 0, average: 0 },
      { channel: 'clabe', payments: 2, amount: 1_500_01, average: 750_01 },
      { channel: 'cash', payments: 2, amount: 349_99, average: 175_00 },
      { channel: 'manual', payments: 0, amount: 0, average: 0 },
    ]);
    expect(table.totals).toEqual({ payments: 4, amount: 1_850_00, average: 462_50 });
  });

  it('defaults to the current month up to today', () => {
    expect(summaryRange({}, '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(summaryRange({ to: '2026-02-10' }, '2026-03-17')).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
    });
    expect(summaryRange({ from: '2026-04-02' }, '2026-03-17')).toEqual({
      from: '2026-04-02',
      to: '2026-04-02',
    });
  });

  it("is its endpoint's use case by name, and every declared table has one", async () => {
    const useCasesByName: Readonly<Record<string, unknown>> = backOffice;
    const endpoint = backOfficeSummaryEndpoints.summaryPaymentsByChannel;
    expect(useCasesByName[endpoint.id.slice('backOffice.'.length)]).toBe(summaryPaymentsByChannel);
    const answer = await summaryPaymentsByChannel(t.core, {
      query: { from: '2026-04-01', to: '2026-04-30' },
    });
    expect(answer).toMatchObject({ totals: { payments: 1, amount: 100_00 } });
    for (const table of SUMMARY_TABLES) {
      expect(typeof useCasesByName[table.endpoint]).toBe('function');
    }
  });
});
