import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import lighthouse, { type Flags } from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, ensureChromium } from '../../../tooling/scripts/chromium.mjs';
import { borrowerWithDecision, lendingOf, signedInPage, takeLoan } from '../e2e/borrowers';
import { type Stack, startStack } from '../e2e/harness';

// Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU, its default) on the home page,
// the first registration step and /profile/my-loan of a borrower with a loan, against the built
// site and the real API on a fresh embedded database (the e2e harness). It REPORTS the scores,
// LCP, CLS, TBT and the first-load JavaScript beside DESIGN.md's budgets; it asserts only that
// Lighthouse produced them, never a timing. Run: `pnpm --filter @lender/web bench:lighthouse`
// (after `pnpm --filter @lender/web build`). Reports: `bench/lighthouse/*.json`.

/** DESIGN.md "Budgets": Lighthouse mobile and the lab Web Vitals; TBT stands in for INP in the lab. */
const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  lcpMs: 2500,
  cls: 0.1,
  tbtMs: 200,
  homeJsKb: 110,
  pageJsKb: 170,
};

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
}

let stack: Stack;
let browser: Browser;
let port: number;
const rows: Row[] = [];
const OUT = new URL('./lighthouse/', import.meta.url);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  port = await freePort();
  // Lighthouse drives this Chromium through its DevTools port (playwright-core only launches it).
  browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  mkdirSync(OUT, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (rows.length === 0) return;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
  const lines = [
    'Lighthouse mobile (scores 0–100; budgets from DESIGN.md):',
    `${'page'.padEnd(22)} ${['perf', 'a11y', 'b.p.'].map((h) => h.padStart(3).padEnd(9)).join('')}` +
      `${['LCP ms', 'CLS', 'TBT ms'].map((h) => h.padStart(6).padEnd(12)).join('')}JS fetched, KB gzip`,
    ...rows.map(
      (r) =>
        `${r.page.padEnd(22)} ${String(r.performance).padStart(3)} ${mark(r.performance >= BUDGETS.performance).padEnd(5)}` +
        `${String(r.accessibility).padStart(3)} ${mark(r.accessibility >= BUDGETS.accessibility).padEnd(5)}` +
        `${String(r.bestPractices).padStart(3)} ${mark(r.bestPractices >= BUDGETS.bestPractices).padEnd(5)}` +
        `${r.lcpMs.toFixed(0).padStart(6)} ${mark(r.lcpMs <= BUDGETS.lcpMs).padEnd(5)}` +
        `${r.cls.toFixed(3).padStart(6)} ${mark(r.cls <= BUDGETS.cls).padEnd(5)}` +
        `${r.tbtMs.toFixed(0).padStart(6)} ${mark(r.tbtMs <= BUDGETS.tbtMs).padEnd(5)}` +
        `${r.jsKb.toFixed(1).padStart(7)}`,
    ),
    `budgets: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, best practices ≥ ${BUDGETS.bestPractices}, LCP ≤ ${BUDGETS.lcpMs} ms, CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbtMs} ms (lab stand-in for INP ≤ 200 ms)`,
    `JS fetched: every script the load fetched, lazy chunks included (not a budget); the first-load budgets (${BUDGETS.homeJsKb} KB home, ${BUDGETS.pageJsKb} KB other pages) are checked by bench/run.mjs`,
  ];
  console.log(lines.join('\n'));
  writeFileSync(new URL('summary.txt', OUT), `${lines.join('\n')}\n`);
});

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(name: string, path: string, extraHeaders?: Record<string, string>) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The session cookie goes as a header on every request, so Lighthouse's storage reset (which
    // also empties the HTTP cache: each page's JavaScript is a first load) does not log it out.
    ...(extraHeaders ? { extraHeaders } : {}),
  };
  const result = await lighthouse(`${stack.siteUrl}${path}`, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  writeFileSync(new URL(`${name}.json`, OUT), JSON.stringify(lhr));
  expect(lhr.runtimeError, JSON.stringify(lhr.runtimeError)).toBeUndefined();
  // The page Lighthouse measured is the one asked for (not a redirect to the login page).
  expect(new URL(lhr.finalDisplayedUrl).pathname).toBe(path);
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const script = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const row: Row = {
    page: path,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: script / 1024,
  };
  expect(Number.isFinite(row.lcpMs)).toBe(true);
  rows.push(row);
}

describe('Lighthouse on the borrower site (reported, not asserted)', () => {
  it('home', async () => {
    await audit('home', '/');
  });

  it('a registration step', async () => {
    await audit('registration', '/registration');
  });

  it('my loan, signed in with an active loan', async () => {
    const lending = await lendingOf(stack);
    const borrower = await borrowerWithDecision(lending, 401, 3);
    await takeLoan(lending, borrower);
    // The site keeps `?token=` in its httpOnly session cookie; Lighthouse sends that cookie.
    const page = await signedInPage(stack, borrower.token, '/profile/my-loan');
    await page.getByRole('heading', { name: 'Mi préstamo' }).waitFor();
    const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
    await page.context().close();
    if (!session) throw new Error('no session cookie');
    await audit('my-loan', '/profile/my-loan', { Cookie: `__session=${session.value}` });
  });
});
