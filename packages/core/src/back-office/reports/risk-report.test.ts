import type { Portfolio } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { loans, settings } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../../testing/lending-fixtures';
import { translatorFor } from '../../i18n';
import { runOverdue } from '../../loans/run-overdue';
import { writeOffLoan } from '../../loans/write-off-loan';
import { dashboard } from '../dashboard';
import { outstandingBalanceSql, readPortfolio } from '../portfolio';
import { recordPayment } from '../record-payment';
import { exportRiskReport } from './export-risk-report';
import { DEFAULT_PROVISIONING_RATES, PROVISIONING_SETTING } from './provisioning';
import { riskCsv } from './risk-csv';
import { riskReport } from './risk-report';

// A seeded history walked month by month (issue 39): five loans paid out on 2 March 2026, due
// 16 March; one repaid on time, one paid in part while overdue and then in full, one written off
// in June, two left overdue. At each month end the nightly overdue run brings the loans up to
// date and the dashboard's portfolio is kept; the report rebuilt afterwards from the ledger must
// give the same figures, to the centavo.

let t: LendingTestCore;
const kept = new Map<string, Portfolio>();
const ids: number[] = [];
const admin = { userId: 1 };

async function owed(loanId: number) {
  const [row] = await t.core.db
    .select({ owed: outstandingBalanceSql })
    .from(loans)
    .where(eq(loans.id, loanId));
  return Number(row?.owed ?? 0);
}

async function dayEnd(date: string) {
  t.clock.set(`${date}T23:00:00-06:00`);
  await runOverdue(t.core, date);
}

async function monthEnd(date: string) {
  await dayEnd(date);
  kept.set(date.slice(0, 7), await readPortfolio(t.core.db, date));
}

beforeAll(async () => {
  t = await createLendingTestCore();
  for (const amount of [2_000_00, 3_000_00, 3_500_00, 4_000_00, 5_000_00]) {
    ids.push((await paidOutLoan(t, { amount })).loanId);
  }
  const [onTime, partly, writtenOff] = ids as [number, number, number];
  await dayEnd('2026-03-10');
  await recordPayment(t.core, {
    actorId: admin.userId,
    params: { id: onTime },
    body: {
      amount: { amount: await owed(onTime) },
      paidOn: '2026-03-10',
      reference: 'r-1',
      reason: 'Pago en ventanilla',
    },
  });
  await monthEnd('2026-03-31');
  await dayEnd('2026-04-05');
  await recordPayment(t.core, {
    actorId: admin.userId,
    params: { id: partly },
    body: {
      amount: { amount: 1_000_00 },
      paidOn: '2026-04-05',
      reference: 'r-2',
      reason: 'Pago parcial',
    },
  });
  await monthEnd('2026-04-30');
  await dayEnd('2026-05-12');
  await recordPayment(t.core, {
    actorId: admin.userId,
    params: { id: partly },
    body: {
      amount: { amount: await owed(partly) },
      paidOn: '2026-05-12',
      reference: 'r-3',
      reason: 'Liquidación',
    },
  });
  await monthEnd('2026-05-31');
  await dayEnd('2026-06-20');
  await writeOffLoan(t.core, {
    loanId: writtenOff,
    actor: { type: 'user', id: 1 },
    reason: 'Cliente ilocalizable',
  });
  await monthEnd('2026-06-30');
  await monthEnd('2026-07-15');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the risk reports on a seeded history (issue 39, ADR 144)', () => {
  it('gives each month end the portfolio the dashboard gave that day, to the centavo', async () => {
    const report = await riskReport(t.core, { query: { from: '2026-03', to: '2026-07' } });
    expect(report.snapshots.map((s) => s.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
    ]);
    for (const snapshot of report.snapshots) {
      const { month, ...portfolio } = snapshot;
      expect(portfolio).toEqual(kept.get(month));
    }
    // This month is today's portfolio: the dashboard's own reading.
    expect(report.snapshots.at(-1)?.asOf).toBe('2026-07-15');
    const { month: _month, ...now } = report.snapshots.at(-1) as Portfolio & { month: string };
    expect(now).toEqual(await readPortfolio(t.core.db, '2026-07-15'));
  });

  it('walks the PAR up as the unpaid loans age, and leaves a month empty before the first loan', async () => {
    const report = await riskReport(t.core, { query: { from: '2026-02', to: '2026-07' } });
    const [february, march, , may, june] = report.snapshots;
    expect(february?.total.count).toBe(0);
    expect(february?.par.par1).toBeNull();
    // 31 March: four open loans, 15 days past due: all in 8–30.
    expect(march?.total.count).toBe(4);
    expect(march?.buckets.find((b) => b.bucket === '8-30')?.count).toBe(4);
    expect(march?.par).toMatchObject({ par1: 1, par8: 1, par30: 0, par60: 0, par90: 0 });
    // 31 May: 76 days; 30 June (after the write-off): 106 days, PAR90 is all that is left.
    expect(may?.par.par60).toBe(1);
    expect(june?.total.count).toBe(2);
    expect(june?.par.par90).toBe(1);
  });

  it('rolls the loans between buckets month to month, with paid and written-off loans leaving', async () => {
    const { rollRates } = await riskReport(t.core, { query: { from: '2026-03', to: '2026-07' } });
    const cell = (month: string, from: string, to: string) =>
      rollRates.find((r) => r.month === month && r.from === from && r.to === to);
    // No loan was lent at the end of February: nothing rolls in March.
    expect(rollRates.filter((r) => r.month === '2026-03')).toEqual([]);
    expect(cell('2026-04', '8-30', '31-60')?.count).toBe(4);
    expect(cell('2026-05', '31-60', 'paid')?.count).toBe(1);
    expect(cell('2026-05', '31-60', '61-90')?.count).toBe(3);
    expect(cell('2026-06', '61-90', 'written_off')?.count).toBe(1);
    // Shares of each origin's principal add up to one.
    for (const month of ['2026-04', '2026-05', '2026-06', '2026-07']) {
      const origins = new Set(rollRates.filter((r) => r.month === month).map((r) => r.from));
      for (const from of origins) {
        const total = rollRates
          .filter((r) => r.month === month && r.from === from)
          .reduce((sum, r) => sum + (r.share ?? 0), 0);
        expect(total).toBeCloseTo(1, 12);
      }
    }
  });

  it('counts the vintage of March: default at 90+ days or write-off, loss as the principal written off', async () => {
    const { vintages } = await riskReport(t.core, { query: { from: '2026-03', to: '2026-07' } });
    const march = vintages.find((v) => v.vintage === '2026-03');
    const [principals] = [await t.core.db.select({ id: loans.id, principal: loans.principal }).from(loans)];
    const principalOf = (id: number) => principals.find((p) => p.id === id)?.principal ?? 0;
    const [, , writtenOff, fourth, fifth] = ids as [number, number, number, number, number];
    expect(march?.loans).toBe(5);
    expect(march?.disbursedCentavos).toBe(ids.reduce((sum, id) => sum + principalOf(id), 0));
    const point = (month: string) => march?.points.find((p) => p.month === month);
    expect(point('2026-05')?.defaultedCentavos).toBe(0);
    // 16 March + 91 days = 15 June: the three unpaid loans default; the write-off keeps its loan in.
    expect(point('2026-06')?.defaultedCentavos).toBe(
      principalOf(writtenOff) + principalOf(fourth) + principalOf(fifth),
    );
    expect(point('2026-05')?.lossCentavos).toBe(0);
    expect(point('2026-06')?.lossCentavos).toBe(principalOf(writtenOff));
    expect(point('2026-07')?.lossRate).toBeCloseTo(
      principalOf(writtenOff) / (march?.disbursedCentavos ?? 1),
      12,
    );
  });

  it('reserves each bucket balance at its rate and gives the change month to month', async () => {
    const report = await riskReport(t.core, { query: { from: '2026-03', to: '2026-07' } });
    expect(report.provisioning.rates).toEqual(DEFAULT_PROVISIONING_RATES);
    for (const [index, month] of report.provisioning.months.entries()) {
      const snapshot = report.snapshots[index] as Portfolio;
      const balance = month.buckets.reduce((sum, b) => sum + b.balanceCentavos, 0);
      expect(balance).toBe(snapshot.total.balanceCentavos);
      const previous = index === 0 ? 0 : (report.provisioning.months[index - 1]?.reserveCentavos ?? 0);
      expect(month.changeCentavos).toBe(month.reserveCentavos - previous);
    }
    const june = report.provisioning.months.find((m) => m.month === '2026-06');
    const ninety = june?.buckets.find((b) => b.bucket === '90+');
    expect(ninety?.reserveCentavos).toBe(ninety?.balanceCentavos);
    // Rates from the `provisioning` setting replace the defaults.
    await t.core.db
      .insert(settings)
      .values({ key: PROVISIONING_SETTING, value: { ...DEFAULT_PROVISIONING_RATES, '90+': 0.5 } });
    const halved = await riskReport(t.core, { query: { from: '2026-06', to: '2026-06' } });
    const halvedNinety = halved.provisioning.months[0]?.buckets.find((b) => b.bucket === '90+');
    expect(halvedNinety?.reserveCentavos).toBe(Math.floor((ninety?.balanceCentavos ?? 0) / 2 + 0.5));
    await t.core.db.delete(settings).where(eq(settings.key, PROVISIONING_SETTING));
  });

  it('lists the write-offs by reason and the yield of what was collected', async () => {
    const report = await riskReport(t.core, { query: { from: '2026-03', to: '2026-07' } });
    expect(report.writeOffs).toEqual([
      { month: '2026-06', reason: 'Cliente ilocalizable', count: 1, centavos: expect.any(Number) },
    ]);
    expect(report.writeOffs[0]?.centavos).toBeGreaterThan(0);
    const march = report.yield.find((y) => y.month === '2026-03');
    // The loan repaid in March paid its interest and fees; the average is of 0 and 31 March's principal.
    expect(march?.interestCentavos).toBeGreaterThan(0);
    expect(march?.averageOutstandingCentavos).toBe(
      Math.round((report.snapshots[0]?.total.principalCentavos ?? 0) / 2),
    );
    expect(march?.rate).toBeCloseTo(
      ((march?.interestCentavos ?? 0) + (march?.feesCentavos ?? 0)) /
        (march?.averageOutstandingCentavos ?? 1),
      12,
    );
    // The funnel of a month is the dashboard's funnel of that month (one definition).
    for (const row of report.funnel) {
      const { funnel } = await dashboard(t.core, {
        query: {
          from: `${row.month}-01`,
          to:
            row.month === '2026-07'
              ? '2026-07-15'
              : (report.snapshots.find((s) => s.month === row.month)?.asOf as string),
          granularity: 'month',
        },
      });
      expect(row).toMatchObject({
        created: funnel.created,
        approved: funnel.approved,
        rejected: funnel.rejected,
        disbursed: funnel.disbursed,
      });
    }
  });

  it('writes each report as CSV for the months asked, in words', async () => {
    const report = await riskReport(t.core, { query: { from: '2026-05', to: '2026-06' } });
    const t_ = translatorFor('es-MX');
    const par = riskCsv(t_, report, 'par');
    expect(par.rows).toBe(2);
    expect(par.csv.split('\r\n')[0]).toBe(
      'Mes,Fecha de corte,Préstamos,Capital por cobrar,Saldo total,PAR 1,PAR 8,PAR 30,PAR 60,PAR 90',
    );
    expect(par.csv).toContain('05.2026,2026-05-31,');
    expect(par.csv).not.toContain('04.2026');
    const file = await exportRiskReport(t.core, {
      query: { from: '2026-06', to: '2026-06', report: 'write-offs' },
      reader: { language: 'en' },
    });
    expect(file.name).toBe('write-offs-2026-06-2026-06');
    expect(file.csv).toContain('Cliente ilocalizable');
    expect(file.csv.split('\r\n')[0]).toBe('Month,Reason,Loans,Balance written off');
  });

  it('refuses a period in the future or backwards', async () => {
    await expect(riskReport(t.core, { query: { from: '2026-07', to: '2026-08' } })).rejects.toMatchObject({
      code: 'invalid_value',
    });
    await expect(riskReport(t.core, { query: { from: '2026-06', to: '2026-05' } })).rejects.toMatchObject({
      code: 'invalid_value',
    });
  });
});
