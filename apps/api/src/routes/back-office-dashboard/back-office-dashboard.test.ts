import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { today } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';
import { csvCells } from '../../test/csv';

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
let token: string;
let loans: Awaited<ReturnType<typeof activeLoan>>[];
beforeAll(async () => {
  t = await createLendingTestApp();
  loans = [
    await activeLoan(t),
    await activeLoan(t, { amount: 2_000_00 }),
    await activeLoan(t, { amount: 1_500_00 }),
    await activeLoan(t, { amount: 1_000_00 }),
  ];
  // Days past due: 3 (1–7), 30 (8–30), and 31, on hold (31–60): the issue's "30 days overdue
  // counted as current and again at its full balance" is what the portfolio must never do.
  const overdue: Array<[number, number, number]> = [
    [1, 3, LOAN_STATUS.active],
    [2, 30, LOAN_STATUS.active],
    [3, 31, LOAN_STATUS.onHold],
  ];
  for (const [index, days, status] of overdue) {
    await t.core.db
      .update(schema.loans)
      .set({ overdueDays: days, status })
      .where(eq(schema.loans.id, loans[index]?.loanId as number));
  }
  // One approved and one rejected decision on the two applications.
  await t.core.db.insert(schema.decisions).values([
    {
      applicationId: loans[0]?.applicationId as number,
      clientId: loans[0]?.clientId as number,
      outcome: APPLICATION_STATUS.accepted,
      reasons: [],
      inputs: {},
      ruleSet: 'v1',
    },
    {
      applicationId: loans[1]?.applicationId as number,
      clientId: loans[1]?.clientId as number,
      outcome: APPLICATION_STATUS.rejected,
      reasons: [],
      inputs: {},
      ruleSet: 'v1',
    },
  ]);
  token = await backOfficeToken(t, await createBackOfficeUser(t, 'admin'));
  await t.call('POST', `${B}/loans/${loans[0]?.loanId}/payments`, {
    token,
    body: {
      amount: { amount: 100, currency: 'MXN' },
      paidOn: today(t.clock),
      reference: 'DEP-9',
      reason: 'Deposit seen',
    },
  });
});
afterAll(() => t.close());

describe('GET back-office/dashboard', () => {
  it('counts disbursements, the portfolio, statuses, funnel, approval rate and payments', async () => {
    const res = await t.call('GET', `${B}/dashboard`, { token });
    expect(res.status).toBe(200);
    const data = res.body.data;
    const day = today(t.clock);
    expect(data.period).toMatchObject({ to: day, today: day });
    expect(data.disbursedToday).toEqual({ count: 4, centavos: 7_500_00 });
    expect(data.disbursedThisMonth).toEqual({ count: 4, centavos: 7_500_00 });
    const { portfolio } = data;
    expect(portfolio.asOf).toBe(day);
    expect(portfolio.total.count).toBe(4);
    // The manual payment of 100 pesos went to charges first (ADR 022), so principal is at most 7,500.
    expect(portfolio.total.principalCentavos).toBeGreaterThan(7_300_00);
    expect(portfolio.total.principalCentavos).toBeLessThanOrEqual(7_500_00);
    // Only the loan not past due is current; the 30-days-overdue loan is overdue, once.
    expect(portfolio.current.count).toBe(1);
    expect(portfolio.overdue.count).toBe(3);
    const bucket = (name: string) => portfolio.buckets.find((b: { bucket: string }) => b.bucket === name);
    expect([bucket('1-7').count, bucket('8-30').count, bucket('31-60').count]).toEqual([1, 1, 1]);
    expect(bucket('8-30').principalCentavos).toBe(1_500_00);
    for (const field of ['count', 'principalCentavos', 'balanceCentavos']) {
      expect(portfolio.current[field] + portfolio.overdue[field]).toBe(portfolio.total[field]);
    }
    expect(portfolio.par.par1).toBeCloseTo(4_500_00 / portfolio.total.principalCentavos, 10);
    expect(portfolio.par.par8).toBeCloseTo(2_500_00 / portfolio.total.principalCentavos, 10);
    expect(portfolio.par.par30).toBeCloseTo(1_000_00 / portfolio.total.principalCentavos, 10);
    expect(data.loansByStatus).toEqual([
      { status: LOAN_STATUS.active, count: 3, principalCentavos: 6_500_00 },
      { status: LOAN_STATUS.onHold, count: 1, principalCentavos: 1_000_00 },
    ]);
    expect(data.funnel).toMatchObject({
      created: 4,
      decided: 2,
      approved: 1,
      rejected: 1,
      signed: 4,
      disbursed: 4,
    });
    expect(data.approvalRate).toEqual([
      { bucket: day, applications: 4, approved: 1, rejected: 1, rate: 0.5 },
    ]);
    expect(data.paymentsByChannel).toEqual([{ channel: 'manual', count: 1, centavos: 100_00 }]);
  });

  it('agrees with the loans list to the centavo: the whole, current, overdue and every bucket (ADR 111)', async () => {
    const { portfolio } = (await t.call('GET', `${B}/dashboard`, { token })).body.data;
    type Row = { outstandingCentavos: number; outstandingPrincipalCentavos: number };
    const sums = async (query: string) => {
      const res = await t.call('GET', `${B}/loans?perPage=100&${query}`, { token });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      const rows: Row[] = res.body.data;
      return {
        count: rows.length,
        principalCentavos: rows.reduce((sum, row) => sum + row.outstandingPrincipalCentavos, 0),
        balanceCentavos: rows.reduce((sum, row) => sum + row.outstandingCentavos, 0),
      };
    };
    expect(await sums('standing=current')).toEqual(portfolio.current);
    expect(await sums('standing=overdue')).toEqual(portfolio.overdue);
    for (const slice of portfolio.buckets) {
      const { bucket, ...figures } = slice;
      expect(await sums(`overdueBucket=${encodeURIComponent(bucket)}`), bucket).toEqual(figures);
    }
    const current = await sums('standing=current');
    const overdue = await sums('standing=overdue');
    expect(current.balanceCentavos + overdue.balanceCentavos).toBe(portfolio.total.balanceCentavos);

    const csv = await t.app.request(`${B}/exports/portfolio`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]?.split(',')).toEqual([
      'Fecha de corte',
      'Tramo (código)',
      'Tramo',
      'Préstamos',
      'Capital por cobrar',
      'Saldo total',
      'Parte del capital',
    ]);
    const row = (code: string) => lines.map(csvCells).find((cells) => cells[1] === code);
    expect(row('8-30')?.slice(2, 5)).toEqual(['8 a 30 días', '1', '$1,500.00']);
    expect(row('total')?.[6]).toBe('100.00%');
  });

  it('a period without activity counts nothing; a reversed or too long period is refused', async () => {
    const empty = await t.call('GET', `${B}/dashboard?from=2020-01-01&to=2020-01-31&granularity=week`, {
      token,
    });
    expect(empty.body.data.funnel.created).toBe(0);
    expect(empty.body.data.disbursedInPeriod).toEqual({ count: 0, centavos: 0 });
    expect(empty.body.data.approvalRate).toEqual([]);
    const reversed = await t.call('GET', `${B}/dashboard?from=2020-02-01&to=2020-01-01`, { token });
    expect([reversed.status, reversed.body.code]).toEqual([400, 'invalid_value']);
    const long = await t.call('GET', `${B}/dashboard?from=2018-01-01&to=2020-01-01`, { token });
    expect(long.status).toBe(400);
  });
});
