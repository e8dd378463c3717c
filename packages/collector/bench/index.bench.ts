// Benchmark (issue 18): the collector's budgets, reported with their numbers. Never part of the tests.
//   1. the whole package as a browser bundle (esbuild, minified, fflate included), gzip -9, against
//      the 8 KB budget, beside fflate's deflate alone;
//   2. a scripted minute of active use (pointer, typing, scrolling, clicks) in real Chromium, once
//      without and once with the collector (10 s uploads): main-thread time per minute from the
//      DevTools Performance metrics (TaskDuration) as a ratio against the page without it, and the
//      bytes uploaded per minute.
// Run with `pnpm --filter @lender/collector bench` (turbo builds first). BENCH_SECONDS shortens it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { collectorScript, formPage, launchChromium } from '../test/browser-harness';
import { openData, rsaKeys } from '../test/fake-ingest';

const BUDGET_GZIP = 8 * 1024;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

async function gzipOf(contents: string, resolveDir: string): Promise<number> {
  const out = await build({
    stdin: { contents, resolveDir },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
  });
  return gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const whole = await gzipOf("export * from '../dist/index.js';", here);
const fflateOnly = await gzipOf("export { deflateSync } from 'fflate';", here);
console.log('\n@lender/collector browser bundle (esbuild --minify, gzip -9)');
console.log(
  `  whole package      ${whole} B  (budget ${BUDGET_GZIP} B: ${whole <= BUDGET_GZIP ? 'ok' : 'OVER'})`,
);
console.log(`  fflate deflate     ${fflateOnly} B  (${((fflateOnly / whole) * 100).toFixed(0)} % of it)`);
console.log(`  collector's own    ${whole - fflateOnly} B`);

// ---- Chromium: a scripted session with and without the collector -----------------------------
const keys = rsaKeys();
const script = await collectorScript();
let uploadedBytes = 0;
let uploadedChunks = 0;
let events = 0;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let body = '';
  req.on('data', (part: Buffer) => {
    body += part.toString('utf8');
  });
  req.on('end', () => {
    const json = (value: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/collector.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script);
    } else if (url.pathname === '/api/account/v1/credoapplogin') {
      json({
        access_token: 'bench',
        token_type: 'Bearer',
        issued: new Date().toISOString(),
        expires: new Date(Date.now() + 7_200_000).toISOString(),
        refresh_token: 'bench-refresh',
      });
    } else if (url.pathname === '/api/datasets/v1/verify/web') {
      json({ referenceNumber: url.searchParams.get('referenceNumber'), state: 'open', chunks: 0 });
    } else if (url.pathname === '/api/datasets/v1/upload') {
      uploadedBytes += Buffer.byteLength(body);
      uploadedChunks += 1;
      events += openData((JSON.parse(body) as { data: string }).data, keys.privateKey).events.length;
      json({ referenceNumber: 'x', sequence: 0, state: 'open' });
    } else {
      const page = formPage({
        publicKey: keys.publicKey,
        authKey: 'bench',
        baseUrl: base,
        uploadIntervalMs: 10_000,
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // The baseline is the same page with the collector never created.
      res.end(url.pathname === '/baseline' ? page.replace(/<script[\s\S]*<\/script>/, '') : page);
    }
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** One scripted session of SECONDS; returns the main thread's busy and script milliseconds. */
async function session(page: Page, withCollector: boolean): Promise<{ task: number; script: number }> {
  await page.goto(`${base}/${withCollector ? 'form' : 'baseline'}`);
  if (withCollector) {
    await page.evaluate(() =>
      (window as unknown as { collector: { start(r: string): Promise<void> } }).collector.start(
        'reg-bench-00000001',
      ),
    );
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { task: ms('TaskDuration'), script: ms('ScriptDuration') };
  };
  const before = await busy();
  const fields = ['#firstName', '#curp', '#email', '#income'];
  const until = Date.now() + SECONDS * 1000;
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    await page.mouse.move(50 + (round % 7) * 80, 80 + (round % 5) * 60, { steps: 8 });
    await page.click(fields[round % fields.length]!);
    await page.keyboard.type(`Prueba ${round} calle 5`, { delay: 45 });
    await page.keyboard.press('Backspace');
    await page.mouse.wheel(0, round % 2 === 0 ? 400 : -400);
    await page.waitForTimeout(120);
  }
  if (withCollector) {
    await page.evaluate(() =>
      (window as unknown as { collector: { stop(o: { complete: boolean }): Promise<void> } }).collector.stop({
        complete: true,
      }),
    );
  }
  const after = await busy();
  return { task: after.task - before.task, script: after.script - before.script };
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
  const baseline = await session(page, false);
  uploadedBytes = uploadedChunks = events = 0;
  const measured = await session(page, true);
  const perMinute = (value: number) => (value * 60) / SECONDS;
  console.log(`\nA scripted session of ${SECONDS} s in Chromium (pointer, typing, scrolling, clicks)`);
  console.log(
    `  main thread busy, page alone (baseline)   ${perMinute(baseline.task).toFixed(0)} ms/min (input dispatch, layout, paint)`,
  );
  console.log(
    `  main thread busy, with the collector      ${perMinute(measured.task).toFixed(0)} ms/min  (×${(measured.task / baseline.task).toFixed(2)} the baseline)`,
  );
  console.log(
    `  JavaScript on the main thread: page alone ${perMinute(baseline.script).toFixed(0)} ms/min, with the collector ${perMinute(measured.script).toFixed(0)} ms/min → the collector ≈ ${perMinute(measured.script - baseline.script).toFixed(0)} ms per minute of active use (${((measured.script - baseline.script) / (SECONDS * 10)).toFixed(2)} % of the time)`,
  );
  console.log(
    `  uploaded                                  ${(perMinute(uploadedBytes) / 1024).toFixed(1)} KiB/min in ${uploadedChunks} chunks (${perMinute(events).toFixed(0)} events/min)`,
  );
} finally {
  await browser.close();
  server.close();
}
