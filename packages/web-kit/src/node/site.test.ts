import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentry, startFakeSentry } from '../../../../tooling/scripts/lib/fake-sentry.mjs';
import { siteUrlOf } from './site.mjs';
import { IMMUTABLE_CACHE_CONTROL } from './site-static.mjs';

// The one site server both apps start (`startSite`), run as they run it: a Node process on a built
// Remix app (a small one, written here), with the environment it reads. The apps' browser suites
// start the real builds the same way.

const RUN_SITE = fileURLToPath(new URL('../../test/run-site.mjs', import.meta.url));
const PAGE = `<!doctype html><html lang="es-MX"><body>${'<p>Préstamo al corriente</p>'.repeat(400)}</body></html>`;

/** A Remix server build: a page at `/`, a loader that fails at `/broken`. */
const BUILD = `
const page = ${JSON.stringify(PAGE)};
const reporter = () => globalThis[Symbol.for('@lender/web-kit/site-error-reporter')];
export const mode = 'production';
export const future = {};
export const isSpaMode = false;
export const publicPath = '/';
export const assetsBuildDirectory = 'build/client';
export const assets = { entry: { module: '/assets/entry.js', imports: [] }, routes: {}, url: '/assets/manifest.js', version: '1' };
export const entry = {
  module: {
    default: () => new Response('no documents here', { status: 500 }),
    handleError(error, { request }) {
      reporter().report(error, { route: new URL(request.url).pathname, method: request.method });
    },
  },
};
export const routes = {
  root: { id: 'root', path: '', module: { loader: () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }) } },
  'routes/broken': {
    id: 'routes/broken',
    parentId: 'root',
    path: 'broken',
    module: { loader: () => { throw new RangeError('no ledger for ana@example.mx'); } },
  },
};
`;

let appDir: string;
let fake: FakeSentry;
const children: ChildProcess[] = [];

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'lender-site-'));
  mkdirSync(join(appDir, 'build', 'server'), { recursive: true });
  mkdirSync(join(appDir, 'build', 'client', 'assets'), { recursive: true });
  writeFileSync(join(appDir, 'build', 'server', 'index.js'), BUILD);
  writeFileSync(join(appDir, 'build', 'client', 'assets', 'entry-AbC123.js'), 'console.log("hola");\n');
  writeFileSync(join(appDir, 'build', 'client', 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  fake = await startFakeSentry();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await fake.close();
  rmSync(appDir, { recursive: true, force: true });
});

interface Site {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `test/run-site.mjs` on the app; resolves when it says where it listens, or when it exits. */
async function runSite(env: Record<string, string>): Promise<Site> {
  const child = spawn(process.execPath, [RUN_SITE, appDir], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DEPLOYMENT_STAGE: 'local', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 30_000);
    const check = () => {
      const match = /\[lender-kit-site\] listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      resolve('');
    });
  });
  return { child, url, output: () => output, exited };
}

/** A raw request (fetch would decompress and hide the encoding). */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startSite: the site server of both apps', () => {
  it('serves the app behind its doors, with its files, health, metrics and error reports, and drains on SIGTERM', async () => {
    const site = await runSite({
      // Nothing listens there: the site starts anyway and /readyz says the API does not answer.
      API_URL: 'http://127.0.0.1:9',
      SITE_API_KEY: 'a-site-key-of-at-least-thirty-two-characters',
      SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-characters',
      SENTRY_DSN: fake.dsn('7'),
      SENTRY_RELEASE: 'r1',
    });
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(site.output()).toContain(`[lender-kit-site] listening on ${site.url} (API http://127.0.0.1:9)`);

    // The built app, compressed as the browser asks.
    const page = await get(`${site.url}/`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toBe(PAGE);
    expect(page.headers['x-powered-by']).toBeUndefined();

    // The build's files: hashed ones a year, the root's an hour.
    const asset = await get(`${site.url}/assets/entry-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    const favicon = await get(`${site.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');

    // The doors: a form from another site gets the 403 page before the app; a session's answer is no-store.
    const foreign = await get(
      `${site.url}/`,
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      'POST',
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.toString('utf8')).toContain('No desde otro sitio.');
    const signedIn = await get(`${site.url}/`, { cookie: '__kit_session=x' });
    expect(signedIn.headers['cache-control']).toBe('no-store');

    // Operations: alive, not ready while the API does not answer, every request counted.
    expect((await get(`${site.url}/healthz`)).status).toBe(200);
    expect((await get(`${site.url}/readyz`)).status).toBe(503);
    const metrics = (await get(`${site.url}/metrics`)).body.toString('utf8');
    expect(metrics).toMatch(/service="kit-site"/);

    // A loader that fails: a 500, one JSON error line (masked), and the report, critical, tagged.
    expect((await get(`${site.url}/broken`)).status).toBe(500);
    const event = await fake.waitFor((e) => e.tags?.route === '/broken');
    expect(event).toMatchObject({
      level: 'fatal',
      release: 'r1',
      environment: 'local',
      tags: { severity: 'critical', service: 'kit-site', method: 'GET' },
      exception: { values: [{ type: 'RangeError', value: 'no ledger for [email]' }] },
    });
    expect(site.output()).toContain('"error":"RangeError: no ledger for [email]"');
    expect(site.output()).not.toContain('ana@example.mx');

    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
  }, 60_000);

  it('refuses to start on an invalid environment, naming every problem', async () => {
    const site = await runSite({ PORT: 'ochenta', SHUTDOWN_GRACE_MS: '-5' });
    expect(site.url).toBe('');
    expect(await site.exited).toBe(1);
    expect(site.output()).toMatch(/PORT/);
    expect(site.output()).toMatch(/SHUTDOWN_GRACE_MS/);
  }, 60_000);

  it('announces localhost for every interface and brackets an IPv6 host', () => {
    expect(siteUrlOf(undefined, 3000)).toBe('http://localhost:3000');
    expect(siteUrlOf('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(siteUrlOf('127.0.0.1', 3100)).toBe('http://127.0.0.1:3100');
    expect(siteUrlOf('::1', 3100)).toBe('http://[::1]:3100');
  });
});
