import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentry, startFakeSentry } from '../../../../tooling/scripts/lib/fake-sentry.mjs';
import { isBrowserError, reportBrowserError } from '../browser-error';
import { installSiteErrorReporter, reportSiteError } from './site-error-hook.mjs';
import {
  BROWSER_ERROR_PATH,
  browserErrorHandler,
  createSiteErrorReporter,
  redactText,
} from './site-errors.mjs';

// Issue 40: the sites' errors reach the error-reporting service (a local fake Sentry endpoint).
let fake: FakeSentry;
beforeAll(async () => {
  fake = await startFakeSentry();
});
afterAll(async () => {
  await fake.close();
});

describe('site error reporting', () => {
  it('a server error of the app (handleError) reaches the service, critical, masked, and is logged', async () => {
    const lines: string[] = [];
    const reporter = createSiteErrorReporter({
      dsn: fake.dsn('3'),
      service: 'backoffice',
      environment: 'staging',
      log: (level, message, fields) => lines.push(JSON.stringify({ level, message, ...fields })),
    });
    installSiteErrorReporter(reporter);
    reportSiteError(new RangeError('no loan for ana@example.mx'), { route: '/loans/12', method: 'GET' });
    expect(await reporter.flush(5000)).toBe(true);
    const event = await fake.waitFor((e) => e.tags?.route === '/loans/12');
    expect(event).toMatchObject({
      level: 'fatal',
      environment: 'staging',
      tags: { severity: 'critical', service: 'backoffice', method: 'GET' },
      exception: { values: [{ type: 'RangeError', value: 'no loan for [email]' }] },
    });
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'error',
      message: 'unhandled error',
      error: 'RangeError: no loan for [email]',
    });
  });

  it('masks CURPs, e-mails, long digit runs and phones', () => {
    expect(redactText('GODE561231HDFRRN09 ana@x.mx 012180001234567895 55 1234 5678')).toBe(
      '[curp] [email] [digits] [phone]',
    );
  });

  it('the browser endpoint takes a same-origin report and refuses the rest', async () => {
    const reporter = createSiteErrorReporter({ dsn: fake.dsn('4'), service: 'web', log: () => {} });
    let minute = 0;
    const handler = browserErrorHandler(reporter, { perMinute: 2, now: () => minute * 60_000 });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const post = (body: string, headers: Record<string, string> = { origin: base }) =>
      fetch(`${base}${BROWSER_ERROR_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }).then((r) => r.status);
    try {
      const report = JSON.stringify({
        name: 'TypeError',
        message: 'x is undefined',
        routeId: 'routes/prestamo',
      });
      expect(await post(report)).toBe(204);
      const event = await fake.waitFor((e) => e.tags?.routeId === 'routes/prestamo');
      expect(event.tags).toMatchObject({ source: 'browser', service: 'web', severity: 'critical' });
      expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'x is undefined' });

      expect(await post(report, { origin: 'https://evil.example' })).toBe(403);
      expect(await post('{"name":1}')).toBe(400);
      expect(await post(JSON.stringify({ name: 'E', message: 'm'.repeat(5000), routeId: 'r' }))).toBe(413);
      expect(await post(report)).toBe(204);
      expect(await post(report)).toBe(429);
      minute = 1;
      expect(await post(report)).toBe(204);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the page reports an error of the browser once, never a server error or a thrown response', async () => {
    const sent: string[] = [];
    const send = (async (_url: string, init: RequestInit) => {
      sent.push(init.body as string);
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const error = new TypeError('boom');
    reportBrowserError(error, 'routes/_index', send);
    reportBrowserError(error, 'routes/_index', send);
    reportBrowserError(new Error('Unexpected Server Error'), 'root', send);
    reportBrowserError({ status: 404, statusText: 'Not Found' }, 'root', send);
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { name: 'TypeError', message: 'boom', routeId: 'routes/_index' },
    ]);
    expect(isBrowserError(new Error('x'))).toBe(true);
  });
});
