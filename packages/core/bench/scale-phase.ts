// One phase of the scale benchmark (issue 54), run in a process of its own by `scale.bench.ts`:
//   tsx --conditions=lender-source bench/scale-phase.ts <seed|catchup|close|migrate|monthend|reports> <N>
// It prints one line of JSON with its figures.
import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { type DatabaseHandle, openPostgres, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { readPortfolio } from '../src/back-office/portfolio';
import { readLoanHistories } from '../src/back-office/reports/loan-history';
import { monthAggregates } from '../src/back-office/reports/month-figures';
import { provisioning, provisioningRates } from '../src/back-office/reports/provisioning';
import { rollRatesOf, vintagesOf } from '../src/back-office/reports/risk-measures';
import { portfoliosOf, riskReport } from '../src/back-office/reports/risk-report';
import { MEXICAN_BANK_HOLIDAYS } from '../src/calendar/holidays';
import { fixedClock } from '../src/clock';
import { createCore } from '../src/core';
import { writeMonthEnds } from '../src/ledger/month-end-close';
import { runOverdue, runOverdueLoanByLoan } from '../src/loans/run-overdue';
import { memoryLogger } from '../src/logger';
import { type LendingTestCore, paidOutLoan } from '../testing/lending-fixtures';
import { memorySms } from '../testing/memory-sms';
import { checkClones, cloneLoans } from '../testing/portfolio-seed';
import { oracleRiskFigures, portfolioOn, rollRates, vintages } from '../testing/risk-oracle';
import { TEST_LIMITS, TEST_NOW, TEST_SECRETS } from '../testing/test-core';

const MB = 1024 * 1024;
/** Tonight: the close runs for this business date; the seed stands as of the night before. */
const AS_OF = '2026-06-15';
const OVERDUE_SHARE = 0.1;
const MAX_OVERDUE = 75;
/**
 * The current loans fall due over the next 14 days: the base loans' term, so every one was lent by
 * tonight and the ledger holds nothing dated after it, as a real one (it was 30 days: 420,000 of a
 * million loans lent in the future, their 840,000 postings weighing on the running month).
 */
const CURRENT_DAYS = 14;
const CLONE_CHUNK = 20_000;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = (n: number) => {
  const url = new URL(serverUrl);
  url.pathname = `/close_bench_${n}`;
  return url.toString();
};

async function admin(statement: string) {
  const server = await openPostgres({ url: serverUrl, max: 1 });
  try {
    await server.db.execute(sql.raw(statement));
  } finally {
    await server.close();
  }
}

async function open(n: number): Promise<{ handle: DatabaseHandle; t: LendingTestCore }> {
  const handle = await openPostgres({ url: dbUrl(n), max: 4, statementTimeoutMs: 3_600_000 });
  const sms = memorySms();
  const clock = fixedClock(TEST_NOW);
  const logger = memoryLogger();
  const core = createCore({
    secrets: TEST_SECRETS,
    clock,
    logger,
    environment: 'test',
    limits: TEST_LIMITS,
    providers: { sms },
    db: handle.db,
  });
  const t: LendingTestCore = {
    core,
    db: { ...handle, connectAgain: async () => handle },
    clock,
    logger,
    close: () => handle.close(),
    sms: sms.sent,
    lastCode() {
      const code = sms.sent.at(-1)?.otp;
      if (!code) throw new Error('no SMS code sent');
      return code;
    },
  };
  return { handle, t };
}

/** Peak RSS and heap sampled every 50 ms while `work` runs, with its seconds. */
async function measure<T>(work: () => Promise<T>) {
  global.gc?.();
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 50);
  const began = performance.now();
  const value = await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(timer);
  const end = process.memoryUsage();
  return {
    value,
    seconds,
    peakRssMb: Math.round(Math.max(rss, end.rss) / MB),
    peakHeapMb: Math.round(Math.max(heap, end.heapUsed) / MB),
  };
}

/** The due dates of the portfolio: one template per date, `count` clones of each. */
function plan(n: number): { dueDate: string; count: number }[] {
  const overdue = Math.round(n * OVERDUE_SHARE);
  const current = n - overdue;
  const dates: { dueDate: string; count: number }[] = [];
  const spread = (total: number, from: number, days: number) => {
    for (let day = 0; day < days; day += 1) {
      const count = Math.floor(total / days) + (day < total % days ? 1 : 0);
      if (count > 0) dates.push({ dueDate: addDays(AS_OF, from + day), count });
    }
  };
  spread(overdue, -MAX_OVERDUE, MAX_OVERDUE);
  spread(current, 0, CURRENT_DAYS);
  return dates;
}

/** Indexes a bulk seed drops and makes again at its end (the clone's own lookups keep theirs). */
const KEPT_INDEXES = ['ledger_transactions_loan_idx', 'ledger_entries_transaction_idx'];

async function seed(n: number) {
  await admin(`drop database if exists close_bench_${n} with (force)`);
  await admin(`create database close_bench_${n}`);
  const { handle, t } = await open(n);
  await handle.migrate();
  const db = handle.db;
  const yesterday = addDays(AS_OF, -1);
  // Three loans signed and paid out through the product (2,000, 3,000 and 5,000 pesos), due on
  // their offer's end date (2026-03-16).
  const bases: number[] = [];
  for (const amount of [2_000_00, 3_000_00, 5_000_00]) bases.push((await paidOutLoan(t, { amount })).loanId);
  const [base] = await rowsOf(db, sql`select due_date::text as due from loans where id = ${bases[0]}`);
  const baseDue = String(base?.due);
  // One template per overdue age: a copy of a base loan closed, loan by loan, by the loan account
  // up to the day that leaves it as old as its clones are yesterday.
  const plans = plan(n);
  const templateOf = new Map<string, number>();
  for (const [index, { dueDate }] of plans.entries()) {
    const baseId = bases[index % bases.length] as number;
    if (dueDate > yesterday) {
      templateOf.set(dueDate, baseId);
      continue;
    }
    const [copy] = await cloneLoans(db, baseId, [baseDue]);
    const age = daysBetweenIso(dueDate, yesterday);
    await runOverdueLoanByLoan(t.core, addDays(baseDue, age), [copy as number]);
    templateOf.set(dueDate, copy as number);
  }
  const templates = templateOf.size;
  // Bulk load: the indexes the clones do not read are made again once at the end.
  const dropped = await rowsOf(
    db,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public'
      and tablename in ('applications', 'loans', 'ledger_transactions', 'ledger_entries')
      and indexname not like '%_pkey' and indexname <> all(${`{${KEPT_INDEXES.join(',')}}`}::text[])`,
  );
  for (const index of dropped) await db.execute(sql.raw(`drop index "${String(index.indexname)}"`));
  const samples: { templateId: number; cloneId: number }[] = [];
  // Two connections clone at once (chunks of 20,000 loans from one queue).
  const chunks = plans.flatMap(({ dueDate, count }) =>
    Array.from({ length: Math.ceil(count / CLONE_CHUNK) }, (_, i) => ({
      dueDate,
      size: Math.min(CLONE_CHUNK, count - i * CLONE_CHUNK),
    })),
  );
  const cloned = await measure(async () => {
    const worker = async () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        const templateId = templateOf.get(chunk.dueDate) as number;
        const dates = Array<string>(chunk.size).fill(chunk.dueDate);
        const ids = await cloneLoans(db, templateId, dates, { bulk: true });
        if (ids[0] !== undefined) samples.push({ templateId, cloneId: ids[0] });
      }
    };
    await Promise.all([worker(), worker()]);
  });
  const indexed = await measure(async () => {
    for (const index of dropped) await db.execute(sql.raw(String(index.indexdef)));
    await db.execute(sql`vacuum analyze`);
  });
  const problems = await checkClones(db, samples.slice(0, 200));
  if (problems.length > 0) throw new Error(`clones differ from their templates:\n${problems.join('\n')}`);
  // The templates (due 2026-03-16, months before tonight) leave the portfolio: closed as paid.
  const templateIds = [...new Set([...bases, ...templateOf.values()])];
  await db.execute(
    sql`update loans set status = ${LOAN_STATUS.paid}, overdue_days = 0, closed_at = ${`${AS_OF}T00:00:00Z`}::timestamptz
      where id = any(${`{${templateIds.join(',')}}`}::int[])`,
  );
  // The clones' postings were copied by SQL and the templates closed by hand: their stored figures
  // (ADR 294) are rebuilt from the ledger by the migration's back-fill, as of tonight.
  const backfilled = await measure(() => backfill(db));
  const [counts] = await rowsOf(
    db,
    sql`select (select count(*) from loans)::int as loans,
      (select count(*) from ledger_transactions)::int as transactions,
      (select count(*) from ledger_entries)::int as entries,
      pg_database_size(current_database()) as bytes`,
  );
  await handle.close();
  return {
    phase: 'seed',
    n,
    templates,
    cloneSeconds: Number(cloned.seconds.toFixed(1)),
    indexSeconds: Number(indexed.seconds.toFixed(1)),
    backfillSeconds: Number(backfilled.seconds.toFixed(1)),
    checkedClones: Math.min(200, samples.length),
    loans: counts?.loans,
    transactions: counts?.transactions,
    entries: counts?.entries,
    sizeMb: Math.round(Number(counts?.bytes) / MB),
  };
}

/** Every stored figure rebuilt from the ledger as of tonight (`loan_figures_backfill`, migration 0050). */
async function backfill(db: DatabaseHandle['db']) {
  await db.execute(
    sql`select loan_figures_backfill(${AS_OF}::date, ${`{${MEXICAN_BANK_HOLIDAYS.join(',')}}`}::date[])`,
  );
  await db.execute(sql`analyze loan_figures, loan_month_ends, loan_month_end_runs`);
}

/** A back-fill run again deleted the rows it wrote before: compacted (a real database runs it once). */
async function compact(db: DatabaseHandle['db']) {
  await db.execute(sql`vacuum (full, analyze) loan_figures, loan_month_ends, loan_month_end_runs`);
}

/**
 * A database seeded before migration 0050: the migration (its back-fill as of the real date), then
 * the back-fill again as of tonight, so that the months after tonight are not taken as written.
 */
async function migrate(n: number) {
  const { handle } = await open(n);
  const migrated = await measure(() => handle.migrate());
  const backfilled = await measure(() => backfill(handle.db));
  await compact(handle.db);
  const [counts] = await rowsOf(
    handle.db,
    sql`select (select count(*) from loan_figures)::int as balances,
      (select count(*) from loan_month_ends)::int as month_ends,
      pg_total_relation_size('loan_month_ends') + pg_total_relation_size('loan_figures') as bytes`,
  );
  await handle.close();
  return {
    phase: 'migrate',
    n,
    migrateSeconds: Number(migrated.seconds.toFixed(1)),
    backfillSeconds: Number(backfilled.seconds.toFixed(1)),
    balances: counts?.balances,
    monthEnds: counts?.month_ends,
    storedMb: Math.round(Number(counts?.bytes) / MB),
  };
}

/**
 * The month ends of June written as the close of 1 July writes them (every loan lent by 30 June),
 * timed on their own; then taken out again, so that the reports of tonight read June at tonight.
 */
async function monthEnd(n: number) {
  const { handle } = await open(n);
  const run = await measure(() => writeMonthEnds(handle.db, '2026-07-01'));
  await handle.db.execute(sql`delete from loan_month_ends where month = '2026-06-01'`);
  await handle.db.execute(sql`delete from loan_month_end_runs where month = '2026-06-01'`);
  await compact(handle.db);
  await handle.close();
  return {
    phase: 'monthend',
    n,
    seconds: Number(run.seconds.toFixed(2)),
    rows: run.value.rows,
    rowsPerSecond: Math.round(run.value.rows / run.seconds),
    peakRssMb: run.peakRssMb,
  };
}

function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The night before: every overdue loan's late fees up to yesterday (the first close after the seed). */
async function catchUp(n: number) {
  const { handle, t } = await open(n);
  const yesterday = addDays(AS_OF, -1);
  t.clock.set(`${yesterday}T06:05:00Z`);
  const run = await measure(() => runOverdue(t.core, yesterday));
  await handle.db.execute(sql`analyze`);
  const [counts] = await rowsOf(
    handle.db,
    sql`select (select count(*) from ledger_transactions)::int as transactions,
      (select count(*) from ledger_entries)::int as entries,
      pg_database_size(current_database()) as bytes`,
  );
  await handle.close();
  return {
    phase: 'catchup',
    n,
    seconds: Number(run.seconds.toFixed(2)),
    loansPerSecond: Math.round(n / run.seconds),
    feesPerSecond: Math.round(run.value.charged / run.seconds),
    peakRssMb: run.peakRssMb,
    ...run.value,
    transactions: counts?.transactions,
    entries: counts?.entries,
    sizeMb: Math.round(Number(counts?.bytes) / MB),
  };
}

async function close(n: number) {
  const { handle, t } = await open(n);
  // SCALE_NIGHT=1 closes the night after (the close of a night is done once: run it again and it
  // posts nothing), so a changed close can be measured again on the same portfolio.
  const night = addDays(AS_OF, Number(process.env.SCALE_NIGHT ?? 0));
  t.clock.set(`${night}T06:05:00Z`);
  const run = await measure(() => runOverdue(t.core, night));
  const [late] = await rowsOf(
    handle.db,
    sql`select count(*)::int as n from loans where status in (${LOAN_STATUS.active}, ${LOAN_STATUS.onHold}) and overdue_days > 0`,
  );
  await handle.close();
  return {
    phase: 'close',
    n,
    night,
    seconds: Number(run.seconds.toFixed(2)),
    loansPerSecond: Math.round(n / run.seconds),
    overdueLoansPerSecond: Math.round(run.value.loans / run.seconds),
    peakRssMb: run.peakRssMb,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    ...run.value,
    overdueAfter: late?.n,
  };
}

async function reports(n: number) {
  const { handle, t } = await open(n);
  // DATABASE_REPLICA_URL: the reports read from a replica of the benchmark's database (the rehearsal
  // passes one); without it, from the primary.
  const replica = process.env.DATABASE_REPLICA_URL
    ? await openPostgres({ url: process.env.DATABASE_REPLICA_URL, max: 4, statementTimeoutMs: 3_600_000 })
    : undefined;
  const db = replica?.db ?? handle.db;
  // Read the day of the last close (SCALE_NIGHT=1: the night after), at noon.
  const today = addDays(AS_OF, Number(process.env.SCALE_NIGHT ?? 0));
  t.clock.set(`${today}T18:00:00Z`);
  const out: Record<string, unknown> = { phase: 'reports', n, replica: replica !== undefined };
  const time = async (name: string, work: () => Promise<unknown>) => {
    const run = await measure(work);
    out[name] = {
      seconds: Number(run.seconds.toFixed(2)),
      peakHeapMb: run.peakHeapMb,
      peakRssMb: run.peakRssMb,
    };
    return run.value;
  };
  const months = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(2026, 5 - 11 + i, 1)).toISOString().slice(0, 7),
  );
  const asOf = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings; Math.min would make them NaN.
    return end < today ? end : today;
  };
  const only = (process.env.SCALE_REPORTS ?? 'par,provisioning,rolls,vintages,risk').split(',');
  const previous = (month: string) => asOf(addDays(`${month}-01`, -1).slice(0, 7));
  const reportMonths = [previous(months[0] as string).slice(0, 7), ...months];
  const cuts = reportMonths.map((month) => ({ month, cut: asOf(month) }));
  if (only.includes('par')) await time('portfolioPar', () => readPortfolio(db, today));
  // Each report from the stored month ends (ADR 294), June at tonight; one statement each.
  if (only.includes('provisioning')) {
    await time('provisioning12', async () => {
      const { standing } = await monthAggregates(db, cuts, ['standing']);
      return provisioning(portfoliosOf(standing, reportMonths, asOf), await provisioningRates(db));
    });
  }
  if (only.includes('rolls')) {
    await time('rollRates12', async () =>
      rollRatesOf((await monthAggregates(db, cuts, ['rolls'])).rolls, months),
    );
  }
  if (only.includes('vintages')) {
    await time('vintages12', async () =>
      vintagesOf((await monthAggregates(db, cuts, ['vintages'])).vintages, months),
    );
  }
  if (only.includes('risk')) {
    await time('riskReport12', () =>
      riskReport({ ...t.core, db }, { query: { from: months[0], to: months[11] } }),
    );
  }
  // Before ADR 294: every loan's history from the ledger, the measures computed from it.
  if (only.includes('histories')) {
    const histories = (await time('loanHistories', () => readLoanHistories(db, today))) as Awaited<
      ReturnType<typeof readLoanHistories>
    >;
    await time('historiesRollRates12', async () => rollRates(histories, months, asOf, previous));
    await time('historiesVintages12', async () => vintages(histories, months, asOf));
    await time('historiesProvisioning12', async () =>
      provisioning(
        months.map((month) => ({ ...portfolioOn(histories, asOf(month)), month })),
        await provisioningRates(db),
      ),
    );
  }
  // The stored figures against that computation, 12 months (slow: it reads every history).
  if (only.includes('check')) {
    const report = await riskReport({ ...t.core, db }, { query: { from: months[0], to: months[11] } });
    const oracle = await oracleRiskFigures(db, {
      from: months[0] as string,
      to: months[11] as string,
      today,
      rates: await provisioningRates(db),
    });
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    out.check = {
      snapshots: same(report.snapshots, oracle.snapshots),
      rollRates: same(report.rollRates, oracle.rollRates),
      vintages: same(report.vintages, oracle.vintages),
      yield: same(report.yield, oracle.yield),
      provisioning: same(report.provisioning, oracle.provisioning),
      loans: oracle.loans.length,
    };
  }
  out.maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  await replica?.close();
  await handle.close();
  return out;
}

const [phaseName, size] = process.argv.slice(2);
const n = Number(size);
const result =
  phaseName === 'seed'
    ? await seed(n)
    : phaseName === 'catchup'
      ? await catchUp(n)
      : phaseName === 'close'
        ? await close(n)
        : phaseName === 'migrate'
          ? await migrate(n)
          : phaseName === 'monthend'
            ? await monthEnd(n)
            : await reports(n);
console.log(JSON.stringify(result));
