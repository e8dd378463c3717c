// The servers a browser stage shares across its suites (issue 60): one Chromium and one built site
// per run, started by Vitest's global setup in the main process and stopped by its teardown. Each
// suite file still gets its own API in process on a fresh database (its own clock, its own data),
// listening on the one port the site was started against; suites run one after another, so the
// port is free again when the next suite starts its API.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { CHROMIUM_ENV, CHROMIUM_FLAGS, ensureChromium, ensureSuiteChromium } from '../chromium.mjs';

/** A free TCP port on 127.0.0.1 (closed again before it is returned). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * V8 in the suites' pages without its optimising compilers (TurboFan, Maglev): a page lives for a
 * test or two, so compiling its hot code in the background cost more than it ran faster. Measured
 * (issue 60), CPU seconds of the renderers: a11y 27.5 to 25.1, the back-office suite 27.6 to 22.2,
 * lending 13.2 to 11.8. Only the browser stages: a page's speed measured elsewhere keeps the JIT.
 */
const SUITE_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

/**
 * Debian's Chromium as a Playwright browser server: suites `chromium.connect()` to its endpoint,
 * and a suite's `browser.close()` only disconnects it (closing the contexts it opened). `chromium`
 * is playwright-core's, from the app that runs the suites (the repository root does not have it).
 * It is the headless shell (ADR 347); a suite that checks what only the full browser has uses
 * `launchFullBrowser` instead.
 * @param {{ launchServer(options: object): Promise<{ wsEndpoint(): string; close(): Promise<void> }> }} chromium
 * @returns {Promise<{ wsEndpoint: string; close(): Promise<void> }>}
 */
export async function startBrowserServer(chromium) {
  const server = await chromium.launchServer({
    executablePath: ensureSuiteChromium(),
    args: [...CHROMIUM_FLAGS, SUITE_JS_FLAGS],
    env: CHROMIUM_ENV,
    host: '127.0.0.1',
  });
  return { wsEndpoint: server.wsEndpoint(), close: () => server.close() };
}

/**
 * The full Debian Chromium, launched for one suite that checks what the headless shell lacks (the
 * back-office's documents tab shows a PDF in Chromium's PDF viewer); every other suite shares the
 * run's headless shell (`startBrowserServer`). Its `close()` ends the browser.
 * @template {object} B
 * @param {{ launch(options: object): Promise<B> }} chromium
 * @returns {Promise<B>}
 */
export function launchFullBrowser(chromium) {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_FLAGS, SUITE_JS_FLAGS],
    env: CHROMIUM_ENV,
  });
}

/**
 * Starts `node server.mjs` in `cwd` with `env` and waits until its output matches `ready`, whose
 * first group (when it has one) is the URL it listens on. Its later error output goes to ours.
 * @param {{ cwd: string; env: Record<string, string | undefined>; ready: RegExp; name: string }} options
 * @returns {Promise<{ url: string | undefined; stop(): Promise<void> }>}
 */
export async function startSiteProcess({ cwd, env, ready, name }) {
  const child = spawn(process.execPath, ['server.mjs'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  // Server errors (a loader that threw) belong in the run's output.
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  child.removeAllListeners('exit');
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
