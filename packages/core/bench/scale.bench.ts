// Scale benchmark (issue 54): a portfolio of N active loans on PostgreSQL, the nightly close over it
// (loans per second, peak RSS) and the risk reports at that size (their times). Never part of the
// tests; figures in bench/README.md.
//
//   pnpm --filter @lender/core bench:scale            # N = 10,000 (SCALE_N=100000,1000000 …)
//
// Each size gets a fresh database `close_bench_<N>` on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end unless SCALE_KEEP=1. The phases
// run in child processes of their own, so each one's peak RSS is its own:
//
// 1. seed: three loans signed and paid out through the product (2,000, 3,000 and 5,000 pesos); for
//    each overdue age a copy of one, closed loan by loan by the loan account (`accrueLateFees`) up
//    to the day that makes it that old; then N loans cloned from these templates by SQL
//    (`testing/portfolio-seed.ts`, each moved to its due date, late-fee references renamed):
//    90 % current (due in the next 14 days, the term: all lent by tonight), 10 % 1–75 days overdue, as the close of the night
//    before left them. Bulk load: the indexes the clones do not read are dropped and made again.
//    A sample of clones is checked against its template (`checkClones`: the same postings, moved
//    by the clone's days); the templates are then closed as paid.
// 2. close: `runOverdue(core, asOf)` — tonight's close over the whole portfolio (SCALE_NIGHT=1:
//    the night after, to measure a changed close again on the same portfolio).
// 3. reports: the dashboard's portfolio (PAR by bucket), then the 12-month provisioning, roll rates
//    and vintages, each one statement over the stored month ends (ADR 294), and the whole risk
//    report of 12 months (SCALE_REPORTS=par,provisioning,rolls,vintages,risk picks; `histories` adds
//    the computation they replaced, every loan's history from the ledger; `check` compares the two).
//    With DATABASE_REPLICA_URL they read from that replica.
// (catchup: the close of the night before on a seed without history — `runOverdue(core,
//    yesterday)`, the late fees of every overdue day at once.)
// (migrate: a database seeded before migration 0050 gets it, its back-fill timed; monthend: June's
//    month ends written as the close of 1 July writes them, timed, then taken out again.)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MB = 1024 * 1024;
const phaseFile = fileURLToPath(new URL('./scale-phase.ts', import.meta.url));
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops the benchmark's database (psql on the same server). */
function drop(n: number) {
  spawnSync('psql', [server, '-c', `drop database if exists close_bench_${n} with (force)`], {
    stdio: 'inherit',
  });
}

function phase(step: string, n: number) {
  return spawnSync(
    process.execPath,
    ['--conditions=lender-source', ...process.execArgv, phaseFile, step, String(n)],
    { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * MB },
  );
}

async function main() {
  const sizes = (process.env.SCALE_N ?? '10000').split(',').map(Number);
  const phases = (process.env.SCALE_PHASES ?? 'seed,catchup,close,reports').split(',');
  for (const n of sizes) {
    for (const step of phases) {
      // Other work on this machine rebuilds the packages' dist folders now and then: a phase that
      // failed to load (before doing anything) is started again.
      let child = phase(step, n);
      for (
        let retry = 0;
        retry < 30 && child.status !== 0 && child.stderr.includes('ERR_MODULE_NOT_FOUND');
        retry += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        child = phase(step, n);
      }
      if (child.status !== 0) process.stderr.write(child.stderr);
      console.log(child.stdout.trim().split('\n').at(-1));
      if (child.status !== 0) throw new Error(`${step} ${n} failed (${child.status})`);
    }
    if (process.env.SCALE_KEEP !== '1') drop(n);
  }
}

await main();
