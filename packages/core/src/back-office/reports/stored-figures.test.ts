// Issue 54 (ADR 294): the risk reports read the loans' stored figures — each loan's sums kept by every
// posting, and each loan at each month's end written by the nightly close — and give, loan by loan
// and to the centavo, what the ledger-walking computation they replaced gives (`testing/risk-oracle`).
// A portfolio lent over four months through the product (payouts, payments, extensions, late fees,
// a write-off, a reversal that reopens a loan paid in an earlier month, a payment recorded late into
// a month already closed), walked night by night by the nightly close, with two nights skipped across
// a month's end and a month-end run killed in the middle.
import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore } from '../../../testing/lending-fixtures';
import { oracleRiskFigures, portfolioOn } from '../../../testing/risk-oracle';
import {
  ledgerPortfolio,
  lendOn,
  MONTH_ROW_COLUMNS,
  oracleMonthRows,
  storedMonthRows,
  toMonthRow,
} from '../../../testing/stored-figures';
import { MEXICAN_BANK_HOLIDAYS } from '../../calendar/holidays';
import { outstandingOf } from '../../ledger/accounts';
import { loanBalances } from '../../ledger/ledger';
import { chooseRollover } from '../../loans/choose-rollover';
import { runOverdue } from '../../loans/run-overdue';
import { writeOffLoan } from '../../loans/write-off-loan';
import { simulateReferencePayment } from '../../payments/payment-callbacks';
import { paymentReference } from '../../payments/payment-reference';
import { approvedPaymentReversal } from '../payment-reversal';
import { readPortfolio } from '../portfolio';
import { recordPayment } from '../record-payment';
import { readLoanHistories } from './loan-history';
import { monthRows } from './month-figures';
import { DEFAULT_PROVISIONING_RATES } from './provisioning';
import { regulatorSummary } from './regulator-summary';
import { riskReport } from './risk-report';

let t: LendingTestCore;
const id: Record<string, { loanId: number; clientId: number }> = {};
let references = 0;
/** The risk report of a day the close skipped (31 May), taken then, with the oracle's. */
let skipped: {
  report: Awaited<ReturnType<typeof riskReport>>;
  oracle: Awaited<ReturnType<typeof oracleRiskFigures>>;
};
/** June's month-end run after the kill, and what the next run wrote. */
let killedRun: { finished: unknown; lastLoanId: number; rows: number; rest?: number };

const noon = (day: string) => t.clock.set(`${day}T18:00:00Z`);
const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));
async function pay(name: string, amount: number | 'all') {
  const { loanId } = id[name] as { loanId: number };
  references += 1;
  const body = { reference: `stored-${references}`, reason: 'Pago en ventanilla' };
  const amountIn = { amount: amount === 'all' ? await owed(loanId) : amount };
  const input = { ...body, amount: amountIn, paidOn: t.clock.now().toISOString().slice(0, 10) };
  return recordPayment(t.core, { actorId: 1, params: { id: loanId }, body: input });
}
async function lend(name: string, day: string, amount: number) {
  id[name] = await lendOn(t, day, amount);
}
async function extend(name: string) {
  const { clientId } = id[name] as { clientId: number };
  await chooseRollover(t.core, { actorId: clientId, body: { type: 'cheap' } });
  const ref = await paymentReference(t.core, {
    actorId: clientId,
    body: { kind: 'rollover', channel: 'cash' },
  });
  await simulateReferencePayment(t.core, ref.reference);
}

/** The last payment of a loan reversed (an approved `payment.reversal`): it is open again since. */
async function reverseLastPayment(name: string) {
  const loanId = id[name]?.loanId;
  const [payment] = await rowsOf(
    t.core.db,
    sql`select id from payments where loan_id = ${loanId} and status = 'completed' order by id desc limit 1`,
  );
  const request = { id: 0, payload: { loanId, paymentId: Number(payment?.id) }, reason: 'Doble cargo' };
  return approvedPaymentReversal(t.core)(request as never, 1);
}

const PLAN = ['2026-05-15', '2026-05-29', '2026-06-12'].map((dueDate) => ({ dueDate, amount: 1_200_00 }));
/** What happens on each day, at noon. */
const EVENTS: Record<string, () => Promise<unknown>> = {
  '2026-03-02': async () => {
    for (const [name, amount] of [
      ['A', 2_000_00],
      ['B', 3_000_00],
      ['C', 3_500_00],
      ['D', 4_000_00],
    ] as const)
      id[name] = await lendOn(t, '2026-03-02', amount);
  },
  '2026-03-10': () => pay('A', 'all'),
  '2026-03-20': () => lend('E', '2026-03-20', 3_000_00),
  '2026-04-01': () => extend('E'),
  '2026-04-02': () => lend('M', '2026-04-02', 3_000_00),
  '2026-04-05': () => pay('B', 1_000_00),
  '2026-04-08': () => lend('F', '2026-04-08', 2_500_00),
  '2026-04-25': () => pay('E', 'all'),
  '2026-04-27': () => lend('G', '2026-04-27', 3_000_00),
  '2026-04-29': () => extend('F'),
  // M on a payment plan from 6 May (issue 62): the first instalment paid, the second (29 May) missed.
  '2026-05-06': () =>
    t.core.db.execute(sql`insert into payment_plans (loan_id, client_id, status, reason, instalments, total, started_on)
      values (${id.M?.loanId}, ${id.M?.clientId}, 'active', 'job_loss', ${JSON.stringify(PLAN)}::jsonb, ${3_600_00}, '2026-05-06')`),
  '2026-05-11': () => lend('H', '2026-05-11', 2_000_00),
  '2026-05-14': () => pay('M', 1_200_00),
  '2026-05-12': () => pay('B', 'all'),
  '2026-05-20': () => pay('G', 'all'),
  '2026-05-21': () => lend('L', '2026-05-21', 2_000_00),
  '2026-05-28': () => pay('L', 'all'),
  '2026-06-03': async () => {
    id.I = await lendOn(t, '2026-06-03', 3_000_00);
    // A payment recorded late, dated 29 May: May is already written (by the close of 2 June).
    noon('2026-05-29');
    await pay('H', 700_00);
  },
  '2026-06-04': () => reverseLastPayment('L'),
  // G's payment of 20 May reversed: G is open again since then (and overdue: its late fees since).
  '2026-06-05': () => reverseLastPayment('G'),
  '2026-06-12': () => pay('I', 1_200_00),
  '2026-06-20': () =>
    writeOffLoan(t.core, {
      loanId: id.C?.loanId as number,
      actor: { type: 'user', id: 1 },
      reason: 'Ilocalizable',
    }),
  '2026-06-25': () => lend('J', '2026-06-25', 2_000_00),
  '2026-07-02': () => lend('K', '2026-07-02', 2_500_00),
  '2026-07-06': () => pay('I', 'all'),
};
const TODAY = '2026-07-10';

/** The nights the close does not run: the last of May and the first of June. */
const SKIPPED = new Set(['2026-05-31', '2026-06-01']);

beforeAll(async () => {
  t = await createLendingTestCore();
  for (let day = '2026-03-02'; day <= TODAY; day = addDays(day, 1)) {
    t.clock.set(`${day}T06:05:00Z`);
    if (day === '2026-07-01') {
      // Killed after the first batch of June's month ends; the next run finishes it.
      const killed = await runOverdue(t.core, day, {
        monthEnds: {
          batchSize: 3,
          afterBatch: () => {
            throw new Error('killed');
          },
        },
      }).catch((error: unknown) => error);
      expect(killed).toEqual(new Error('killed'));
      const [run] = await rowsOf(
        t.core.db,
        sql`select finished_at, last_loan_id, (select count(*)::int from loan_month_ends where month = '2026-06-01') as n
          from loan_month_end_runs where month = '2026-06-01'`,
      );
      killedRun = {
        finished: run?.finished_at ?? null,
        lastLoanId: Number(run?.last_loan_id),
        rows: Number(run?.n),
      };
      const rest = await runOverdue(t.core, day, { monthEnds: { batchSize: 3 } });
      killedRun.rest = rest.monthEndRows;
    } else if (!SKIPPED.has(day)) {
      await runOverdue(t.core, day);
    }
    noon(day);
    await EVENTS[day]?.();
    if (day === '2026-05-31') {
      skipped = {
        report: await riskReport(t.core, { query: { from: '2026-03', to: '2026-05' } }),
        oracle: await oracleRiskFigures(t.core.db, {
          from: '2026-03',
          to: '2026-05',
          today: day,
          rates: DEFAULT_PROVISIONING_RATES,
        }),
      };
    }
  }
  noon(TODAY);
}, 600_000);

afterAll(async () => {
  await t?.close();
});

const MONTHS = ['2026-03', '2026-04', '2026-05', '2026-06'];

describe('the stored figures (issue 54, ADR 294)', () => {
  it('keeps each loan’s sums equal to its ledger entries', async () => {
    const history = await readLoanHistories(t.core.db, '2099-12-31');
    const stored = await rowsOf(
      t.core.db,
      sql`select loan_id, principal, balance, written_off, interest_collected, fees_collected
        from loan_figures order by loan_id`,
    );
    expect(history).toHaveLength(13);
    const sum = (loan: (typeof history)[number], pick: (m: (typeof loan.movements)[number]) => number) =>
      loan.movements.reduce((total, movement) => total + pick(movement), 0);
    expect(
      stored.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]))),
    ).toEqual(
      history.map((loan) => ({
        loan_id: loan.id,
        principal: sum(loan, (m) => m.principal),
        balance: sum(loan, (m) => m.balance),
        written_off: sum(loan, (m) => m.writtenOffPrincipal),
        interest_collected: sum(loan, (m) => m.interestCollected),
        fees_collected: sum(loan, (m) => m.feesCollected),
      })),
    );
  });

  it('keeps each loan’s facts as the loans table has them', async () => {
    const differ = await rowsOf(
      t.core.db,
      sql`select l.id from loans l left join loan_figures f on f.loan_id = l.id
        where (f.status, f.overdue_days, f.start_date, f.first_due, f.closed_on, f.lent) is distinct from
          (l.status::smallint, l.overdue_days, l.start_date, (l.terms->>'endDate')::date,
           (l.closed_at at time zone 'America/Mexico_City')::date, l.principal)`,
    );
    expect(differ).toEqual([]);
    const [closed] = await rowsOf(
      t.core.db,
      sql`select count(*)::int as n from loan_figures where closed_on is not null`,
    );
    expect(Number(closed?.n)).toBeGreaterThan(2);
  });

  it('writes every month over, each loan as the ledger has it at the cut, to the centavo', async () => {
    const runs = await rowsOf(
      t.core.db,
      sql`select to_char(month, 'YYYY-MM') as month, finished_at is not null as done from loan_month_end_runs order by 1`,
    );
    expect(runs).toEqual(MONTHS.map((month) => ({ month, done: true })));
    const history = await readLoanHistories(t.core.db, TODAY);
    for (const month of MONTHS) {
      const expected = oracleMonthRows(history, month);
      expect(await storedMonthRows(t.core.db, month), month).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    }
    // May was written by the close of 2 June, then changed: L and G reopened (their payments of 28
    // and 20 May reversed on 4 and 5 June; L not due yet, G overdue) and H paid on 29 May (recorded
    // on 3 June).
    const may = await storedMonthRows(t.core.db, '2026-05');
    const row = (name: string) => may.find((r) => r.loanId === id[name]?.loanId);
    expect([row('L')?.status, row('L')?.overdueDays, row('G')?.status, row('M')?.overdueDays]).toEqual([
      LOAN_STATUS.active,
      0,
      LOAN_STATUS.active,
      2, // late by the plan's instalment of 29 May, not by its own due date in April
    ]);
    const h = history.find((loan) => loan.id === id.H?.loanId);
    expect(h?.movements.some((m) => m.date === '2026-05-29' && m.paid === 700_00)).toBe(true);
    expect(row('H')?.balance).toBe(
      oracleMonthRows(history, '2026-05').find((r) => r.loanId === id.H?.loanId)?.balance,
    );
    // The running month, computed at today by the same definition.
    const live = await rowsOf(
      t.core.db,
      sql`with ${await monthRows(t.core.db, [{ month: '2026-07', cut: TODAY }])}
        select ${MONTH_ROW_COLUMNS} from rows order by loan_id`,
    );
    expect(live.map(toMonthRow)).toEqual(oracleMonthRows(history, '2026-07', TODAY));
  });

  it('gives every risk report what the ledger-walking computation gives', async () => {
    for (const [from, to] of [
      ['2026-03', '2026-07'],
      ['2026-04', '2026-06'],
      ['2026-02', '2026-03'],
    ] as const) {
      const report = await riskReport(t.core, { query: { from, to } });
      const oracle = await oracleRiskFigures(t.core.db, {
        from,
        to,
        today: TODAY,
        rates: DEFAULT_PROVISIONING_RATES,
      });
      expect(report.snapshots, `${from}..${to}`).toEqual(oracle.snapshots);
      expect(report.rollRates).toEqual(oracle.rollRates);
      expect(report.vintages).toEqual(oracle.vintages);
      expect(report.yield).toEqual(oracle.yield);
      expect(report.provisioning).toEqual(oracle.provisioning);
      expect(report.extensionCure).toEqual(oracle.extensionCure);
    }
    // What the portfolio is made of: the write-off, the default, the extensions, the payments.
    const full = await riskReport(t.core, { query: { from: '2026-03', to: '2026-07' } });
    expect(full.rollRates.some((r) => r.to === 'written_off')).toBe(true);
    expect(full.vintages[0]?.points.at(-1)?.defaultedCentavos).toBeGreaterThan(0);
    expect(full.extensionCure.reduce((n, m) => n + m.extended, 0)).toBe(2);
    // Reversals in June take back interest collected in May: the yield nets them (ADR 110).
    expect(full.yield.find((y) => y.month === '2026-05')?.interestCentavos).toBeGreaterThan(0);
  });

  it('reads a month the close has not written yet the same way (the night it skipped)', () => {
    expect(skipped.report.snapshots).toEqual(skipped.oracle.snapshots);
    expect(skipped.report.rollRates).toEqual(skipped.oracle.rollRates);
    expect(skipped.report.vintages).toEqual(skipped.oracle.vintages);
    expect(skipped.report.yield).toEqual(skipped.oracle.yield);
    expect(skipped.report.provisioning).toEqual(skipped.oracle.provisioning);
  });

  it('gives the dashboard’s portfolio and the regulator’s counts the ledger’s sums', async () => {
    expect(await readPortfolio(t.core.db, TODAY)).toEqual(await ledgerPortfolio(t.core.db, TODAY));
    const history = await readLoanHistories(t.core.db, '2026-05-31');
    const summary = await regulatorSummary(t.core, { query: { month: '2026-05' } });
    const may = portfolioOn(history, '2026-05-31');
    expect(summary.products[0]).toMatchObject({
      contractsInForce: may.total.count,
      principalCentavos: may.total.principalCentavos,
      balanceCentavos: may.total.balanceCentavos,
    });
    expect(summary.bureauLoans).toBe(oracleMonthRows(history, '2026-05').length);
  });

  it('writes a month once: a run killed after a batch is finished by the next, a second close writes nothing', async () => {
    const june = await storedMonthRows(t.core.db, '2026-06');
    expect(killedRun.finished).toBeNull();
    expect(killedRun.rows).toBeGreaterThan(0);
    expect(killedRun.rows).toBeLessThan(june.length);
    expect(killedRun.rows + (killedRun.rest ?? 0)).toBe(june.length);
    const again = await runOverdue(t.core, TODAY);
    expect([again.monthEnds, again.monthEndRows]).toEqual([0, 0]);
    expect(await storedMonthRows(t.core.db, '2026-06')).toEqual(june);
  });

  it('rebuilds the same figures from the ledger with the migration’s back-fill', async () => {
    const before = await Promise.all(MONTHS.map((month) => storedMonthRows(t.core.db, month)));
    const balances = await rowsOf(t.core.db, sql`select * from loan_figures order by loan_id`);
    await t.core.db.execute(
      sql`select loan_figures_backfill(${TODAY}::date, ${`{${MEXICAN_BANK_HOLIDAYS.join(',')}}`}::date[])`,
    );
    expect(await Promise.all(MONTHS.map((month) => storedMonthRows(t.core.db, month)))).toEqual(before);
    expect(await rowsOf(t.core.db, sql`select * from loan_figures order by loan_id`)).toEqual(balances);
    const runs = await rowsOf(
      t.core.db,
      sql`select to_char(month, 'YYYY-MM') as month from loan_month_end_runs where finished_at is not null order by 1`,
    );
    expect(runs.map((r) => r.month)).toEqual(MONTHS);
    expect(await t.core.db.select({ id: loans.id }).from(loans)).toHaveLength(13);
  });
});
