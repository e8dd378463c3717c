// Benchmark (issue 39): a 200,000-line SPEI statement imported as a stream (strict UTF-8 lines, batched
// inserts, matching), against a parse-only baseline measured in the same run over the same lines.
// Reports lines per second, the ratio to the baseline, and peak memory (RSS and heap) of each pass
// beside the file's size: the file is generated as a stream and never held whole. Run with
// `pnpm --filter @lender/core bench` (LINES=… to change the size); never part of the tests.
// Measured results, by date, database and machine: bench/README.md.

import { settlementUpload } from '../src/back-office/reconciliation/settlement-upload';
import { isLayoutHeader, parseSettlementRow, speiLayout } from '../src/providers/settlements/layouts';
import { statementLines } from '../src/providers/settlements/statement-lines';
import { createTestCore } from '../testing/test-core';

const LINES = Number(process.env.LINES ?? 200_000);
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

const t = await createTestCore();
const baseline = await measure(parseOnly);
const imported = await measure(() =>
  settlementUpload(t.core, {
    channel: 'spei',
    fileName: 'bench.csv',
    source: counted(),
    importedBy: null,
  }),
);
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
await t.close();
