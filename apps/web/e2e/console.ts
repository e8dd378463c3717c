import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach } from 'vitest';

// Issue 47: a browser suite fails when a page it drives writes `console.error` or throws
// (`pageerror`: an uncaught error, a rejected promise nobody handled, React's recoverable errors
// such as #421). `harness.ts` hands every suite a browser watched here, so each test — each step of
// the journey — ends with the pages it drove silent. The one sound a test may expect is a request
// it makes fail on purpose (a wrong code, a forged link, a blocked account, an unknown page):
// Chromium repeats the refused answer's status in the console. The test says so first
// (`expectRefusal`), for that page, that status and that path only, once each.

const problems: string[] = [];
const expected = new WeakMap<Page, Array<{ status: number; path: string }>>();
const watchedContexts = new WeakSet<BrowserContext>();
/** The contexts the running test opened: they end with it (see the hooks below). */
const openedByTest = new Set<BrowserContext>();
let inTest = false;

const STATUS_ECHO = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * `page` will be answered `status` at `path` (a pathname: the document, or the `.data` request a
 * form or a navigation makes for it, or a `/web/…` call) and the test checks what the borrower sees
 * then: Chromium's "Failed to load resource" line for that one answer is not a fault.
 */
export function expectRefusal(page: Page, status: number, path: string): void {
  expected.set(page, [...(expected.get(page) ?? []), { status, path }]);
}

/** The page a request's URL stands for: Remix's single fetch asks `/path.data` (`/_root.data` for `/`). */
function pagePathOf(url: string): string {
  const { pathname } = new URL(url);
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

function watchPage(page: Page): void {
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const echo = STATUS_ECHO.exec(message.text());
    const where = message.location().url;
    if (echo && where) {
      const refusals = expected.get(page) ?? [];
      const at = refusals.findIndex((r) => r.status === Number(echo[1]) && r.path === pagePathOf(where));
      if (at >= 0) {
        refusals.splice(at, 1);
        return;
      }
    }
    problems.push(`console.error on ${page.url()}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => {
    problems.push(`pageerror on ${page.url()}: ${error.message}`);
  });
}

function watchContext(context: BrowserContext): BrowserContext {
  if (watchedContexts.has(context)) return context;
  watchedContexts.add(context);
  if (inTest) openedByTest.add(context);
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  return context;
}

/**
 * `browser` with every context it opens watched (`newPage` opens its context through `newContext`,
 * so both are covered). The suites' own `newContext`/`newPage` calls stay as they are.
 */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) =>
    watchContext(await newContext(...args));
  return browser;
}

/** What the watched pages said since the last check (emptied). */
function drain(): string[] {
  return problems.splice(0, problems.length);
}

function failOn(found: string[], when: string): void {
  if (found.length > 0) {
    throw new Error(`the browser reported ${found.length} error(s) ${when}:\n${found.join('\n')}`);
  }
}

/**
 * Registers the checks on the running file's root suite. Called by ./setup.ts, which Vitest runs
 * for every suite file: the suites share one worker and its modules (`isolate: false`), so hooks
 * written at this module's top level would be registered for the first file only. A test's own
 * pages close when it ends, once what they said is checked: a tab left open would go on polling
 * (the flow, the token) and speak during a later test, under its name. Pages a suite opens in
 * beforeAll stay for the tests that share them.
 */
export function watchEachTest(): void {
  drain();
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    const found = drain();
    const contexts = [...openedByTest];
    openedByTest.clear();
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    failOn(found, 'during this test');
  });
  afterAll(() => failOn(drain(), 'outside any test (beforeAll/afterAll)'));
}
