// Benchmark (issue 39): a 200,000-line SPEI statement imported as a stream (strict UTF-8 lines, batched
// inserts, matching), against a parse-only baseline measured in the same run over the same lines.
// Reports lines per second, the ratio to the baseline, and peak memory (RSS and heap) of each pass
// beside the file's size: the file is generated as a stream and never held whole. Run with
// `pnpm --filter @lender/core bench` (LINES=… to change the size); never part of the tests.
// Measured results, by date, database and machine: bench/README.md.

import { loadavg } from 'node:os';
import { openPostgres, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { settlementUpload } from '../src/back-office/reconciliation/settlement-upload';
import { fixedClock } from '../src/clock';
import { type Core, createCore } from '../src/core';
import { memoryLogger } from '../src/logger';
import { isLayoutHeader, parseSettlementRow, speiLayout } from '../src/providers/settlements/layouts';
import { statementLines } from '../src/providers/settlements/statement-lines';
import { insertClientRow, insertLoanRow } from '../src/seed/lending-rows';
import { createTestCore, TEST_LIMITS, TEST_NOW, TEST_SECRETS } from '../testing/test-core';

const LINES = Number(process.env.LINES ?? 200_000);
/**
 * `BENCH_PAYMENTS=1`: the statement meets completed SPEI payments (seeded by SQL before the timing):
 * a quarter of the lines name theirs by clave de rastreo, a quarter match theirs by amount, date and
 * CLABE, a quarter have a payment a centavo apart (not matched; the payment is missing) and a quarter
 * none. Without it no payment exists and every line ends unmatched.
 */
const WITH_PAYMENTS = process.env.BENCH_PAYMENTS === '1';
const MB = 1024 * 1024;

/** The statement, one line at a time: unknown claves de rastreo, so every line is matched in vain. */
async function* statement(): AsyncGenerator<string> {
  yield 'fecha,clave_rastreo,clabe,monto,referencia\n';
  let chunk = '';
  for (let i = 1; i <= LINES; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const pesos = 100 + (i % 5000);
    chunk += `2026-03-${day},BNK${String(i).padStart(12, '0')},646180${String(9_000_000_000 + i).padStart(12, '0')},${pesos}.${String(i % 100).padStart(2, '0')},REF-${i}\n`;
    if (i % 500 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

let fileBytes = 0;
async function* counted(): AsyncGenerator<string> {
  fileBytes = 0;
  for await (const chunk of statement()) {
    fileBytes += Buffer.byteLength(chunk);
    yield chunk;
  }
}

/**
 * Runs `work`, sampling memory every 20 ms; answers seconds and the peaks above the start. The
 * peak heap counts garbage not yet collected; every 2 s a full collection (`--expose-gc`) gives
 * the heap still in use, whose peak is what the work holds.
 */
async function measure(work: () => Promise<unknown>) {
  global.gc?.();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  let live = start.heapUsed;
  let samples = 0;
  const timer = setInterval(() => {
    if (++samples % 100 === 0 && global.gc) {
      global.gc();
      live = Math.max(live, process.memoryUsage().heapUsed);
    }
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  const began = performance.now();
  await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(timer);
  const end = process.memoryUsage();
  return {
    seconds,
    peakRssMb: Math.max(rss, end.rss) / MB,
    peakHeapMb: Math.max(heap, end.heapUsed) / MB,
    heapGrowthMb: (Math.max(heap, end.heapUsed) - start.heapUsed) / MB,
    liveHeapMb: global.gc ? live / MB : Number.NaN,
  };
}

async function parseOnly() {
  let n = 0;
  for await (const read of statementLines(counted())) {
    if ('problem' in read) throw new Error(`line ${read.lineNumber}: not UTF-8`);
    const line = read.text;
    if (n++ === 0) {
      if (!isLayoutHeader(speiLayout, line)) throw new Error('header');
      continue;
    }
    const parsed = parseSettlementRow(speiLayout, n, line);
    if ('problem' in parsed) throw new Error(`line ${n}`);
  }
}

/**
 * The core the import runs in: with `BENCH_DATABASE_URL`, that PostgreSQL database as it is (create
 * a fresh one: the same file again would only be found already imported), with the pool's default
 * statement timeout; otherwise a test database (PGlite, or a fresh one on `TEST_DATABASE_URL`).
 */
async function benchCore() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return createTestCore();
  const handle = await openPostgres({ url, max: 4 });
  await handle.migrate();
  const core = createCore({
    secrets: TEST_SECRETS,
    clock: fixedClock(TEST_NOW),
    logger: memoryLogger(),
    environment: 'test',
    limits: TEST_LIMITS,
    db: handle.db,
  });
  return { core, close: () => handle.close() };
}

/** The payments of {@link WITH_PAYMENTS}, one statement, on one client's loan. */
async function seedPayments(core: Core) {
  const clientId = await insertClientRow(core.db, core.pii, {
    phone: '5512345678',
    email: 'bench@lender.test',
  });
  const { loanId } = await insertLoanRow(core.db, {
    clientId,
    status: 1,
    principal: 1000_00,
    total: 1200_00,
    termDays: 30,
    dueDate: '2026-04-01',
    salaryCycle: 'monthly',
    pricedOn: '2026-03-01',
    signedAt: new Date('2026-03-01T18:00:00Z'),
    applicationStatus: 5,
  });
  await core.db.execute(sql`insert into payments (loan_id, client_id, kind, payment_type, amount, status,
      reference, clabe, provider_payment_id, completed_at)
    select ${loanId}::int, ${clientId}::int, 'repayment', 'clabe',
      (100 + i % 5000) * 100 + i % 100 + case when i % 4 = 2 then 1 else 0 end, 'completed', 'BENCH-' || i,
      '646180' || lpad((9000000000 + i)::text, 12, '0'),
      case when i % 4 = 0 then 'BNK' || lpad(i::text, 12, '0') end,
      (date '2026-03-01' + i % 28 + time '12:00') at time zone 'America/Mexico_City'
    from generate_series(1, ${LINES}::int) as i where i % 4 <> 3`);
  // As autovacuum would have by the time a statement arrives: the planner knows the payments.
  await core.db.execute(sql`analyze payments`);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const t = await benchCore();
if (WITH_PAYMENTS) await seedPayments(t.core);
console.log(`load average (1, 5, 15 min) before: ${load()}`);
const baseline = await measure(parseOnly);
let importId = 0;
const imported = await measure(async () => {
  const result = await settlementUpload(t.core, {
    channel: 'spei',
    fileName: 'bench.csv',
    source: counted(),
    importedBy: null,
  });
  if (result.duplicate) throw new Error('the file was imported before: run on a fresh database');
  importId = result.importId;
});
console.log(`load average (1, 5, 15 min) after: ${load()}`);
const rate = (m: { seconds: number }) => Math.round(LINES / m.seconds);
const row = (name: string, m: Awaited<ReturnType<typeof measure>>) => ({
  pass: name,
  'lines/s': rate(m).toLocaleString('en'),
  seconds: m.seconds.toFixed(2),
  'peak RSS MB': m.peakRssMb.toFixed(0),
  'peak heap MB': m.peakHeapMb.toFixed(0),
  'heap growth MB': m.heapGrowthMb.toFixed(0),
  'peak live heap MB': m.liveHeapMb.toFixed(0),
});
console.log(`settlement import: ${LINES.toLocaleString('en')} lines, file ${(fileBytes / MB).toFixed(1)} MB`);
console.table([row('parse only (baseline)', baseline), row('import (parse + insert + match)', imported)]);
console.log(`import rate = ${(rate(imported) / rate(baseline)).toFixed(3)} × the parse-only baseline`);
const [outcome] = await rowsOf(t.core.db, sql`select counts from settlement_imports where id = ${importId}`);
console.log('outcomes:', JSON.stringify(outcome?.counts));
await t.close();
