// Benchmark (issue 3): ops/s of computeOffer and payDateOptions, each as a ratio against a naive
// baseline measured in the same run, and the gzip size of dist/index.js against its budget.
// Run with `pnpm bench` (turbo builds first); never part of the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Bench } from 'tinybench';
import { computeOffer, demoProduct, payDateOptions } from '../src/index';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TODAY = '2025-03-01';
const PAY_DATES = payDateOptions('monthly', TODAY)[10]?.value ?? '';

// Naive references: float arithmetic with no IVA breakdown, discounts or CAT; Date objects
// for the calendar (host-zone dependent, which is exactly what the package avoids).
function naiveOffer(amount: number, days: number): number {
  const interest = amount * 0.0099 * days * 0.7;
  const fees = amount * 0.05 + 3900;
  return Math.round(amount + (interest + fees) * 1.16);
}
function naiveWeeklyOptions(today: string): string[] {
  const start = new Date(`${today}T12:00:00`);
  const options: string[] = [];
  for (let offset = 1; offset <= 7; offset++) {
    const first = new Date(start.getTime() + offset * 86_400_000);
    const second = new Date(first.getTime() + 7 * 86_400_000);
    options.push(`${first.toISOString().slice(0, 10)},${second.toISOString().slice(0, 10)}`);
  }
  return options;
}

let sink = 0;
const bench = new Bench({ time: 700, warmupTime: 200 });
bench
  .add('naive offer (baseline)', () => {
    sink += naiveOffer(3_000_00, 32);
  })
  .add('computeOffer', () => {
    sink += computeOffer(
      demoProduct,
      {
        amount: 3_000_00,
        payCycle: 'monthly',
        payDates: PAY_DATES,
        sequenceType: 'first',
        promoCode: 'AMIGO',
      },
      TODAY,
    ).total;
  })
  .add('naive weekly dates with Date (baseline)', () => {
    sink += naiveWeeklyOptions(TODAY).length;
  })
  .add('payDateOptions weekly', () => {
    sink += payDateOptions('weekly', TODAY).length;
  })
  .add('payDateOptions monthly', () => {
    sink += payDateOptions('monthly', TODAY).length;
  });
await bench.run();

const opsPerSecond = (name: string): number => {
  const result = bench.getTask(name)?.result;
  return result && 'throughput' in result ? result.throughput.mean : Number.NaN;
};
const offerBaseline = opsPerSecond('naive offer (baseline)');
const datesBaseline = opsPerSecond('naive weekly dates with Date (baseline)');
const rows = [
  ['computeOffer', opsPerSecond('computeOffer'), offerBaseline],
  ['payDateOptions weekly', opsPerSecond('payDateOptions weekly'), datesBaseline],
  ['payDateOptions monthly', opsPerSecond('payDateOptions monthly'), datesBaseline],
] as const;
console.log(`\n@lender/calculator on Node ${process.versions.node} (${process.platform}/${process.arch})\n`);
console.log('| operation | ops/s | baseline ops/s | ratio to baseline |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, ops, baseline] of rows) {
  console.log(
    `| ${name} | ${Math.round(ops).toLocaleString('en-US')} | ${Math.round(baseline).toLocaleString('en-US')} | ${(ops / baseline).toFixed(3)} |`,
  );
}

const dist = join(root, 'dist', 'index.js');
if (!existsSync(dist))
  spawnSync(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
    cwd: root,
    stdio: 'inherit',
  });
const budget =
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      lender: { sizeBudgetsGzip: Record<string, number> };
    }
  ).lender.sizeBudgetsGzip['.'] ?? Number.NaN;
const gzip = gzipSync(readFileSync(dist)).length;
console.log(`\ndist/index.js gzip: ${gzip} B of a ${budget} B budget (ratio ${(gzip / budget).toFixed(3)})`);
if (sink === 0) console.log('(no work was done)');
