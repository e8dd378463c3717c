import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentry, startFakeSentry } from '../../../tooling/scripts/lib/fake-sentry.mjs';
import { sentryErrorReporter } from './sentry-reporter.mjs';

// Issue 40: the Sentry-protocol adapter of the ErrorReporter port, against a local fake endpoint
// that records the envelopes it receives.
let fake: FakeSentry;
beforeAll(async () => {
  fake = await startFakeSentry();
});
afterAll(async () => {
  await fake.close();
});

describe('sentryErrorReporter', () => {
  it('sends an event tagged critical with the service, the route tags and the details', async () => {
    const reporter = sentryErrorReporter({
      dsn: fake.dsn('7', 'k1'),
      service: 'api',
      environment: 'staging',
      release: 'abc123',
      redact: (text) => text.replace(/\d{7,}/g, '[digits]'),
    });
    expect(reporter.name).toBe('sentry');
    class LedgerBroken extends Error {
      override name = 'LedgerBroken';
    }
    await reporter.report(new LedgerBroken('loan 5 balance off for phone 5512345678'), {
      requestId: 'req-1',
      route: '/web/client/loan',
      method: 'POST',
      attempt: 2,
      note: 'card 4111111111111111',
      skipped: undefined,
    });
    expect(await reporter.flush(5000)).toBe(true);
    const event = await fake.waitFor((e) => e.tags?.requestId === 'req-1');
    expect(event._envelope).toMatchObject({ project: '7', key: 'k1' });
    expect(event).toMatchObject({
      level: 'fatal',
      environment: 'staging',
      release: 'abc123',
      tags: {
        severity: 'critical',
        service: 'api',
        route: '/web/client/loan',
        method: 'POST',
        requestId: 'req-1',
      },
      contexts: { details: { attempt: 2, note: 'card [digits]' } },
    });
    const [exception] = event.exception.values;
    expect(exception).toMatchObject({ type: 'LedgerBroken', value: 'loan 5 balance off for phone [digits]' });
    expect(exception.stacktrace.frames.length).toBeGreaterThan(0);
    expect(event.request).toBeUndefined();
    expect(event.user).toBeUndefined();
    expect(JSON.stringify(event)).not.toContain('5512345678');
  });

  it('reports a thrown non-error as an error with its text', async () => {
    const reporter = sentryErrorReporter({ dsn: fake.dsn(), service: 'worker' });
    await reporter.report('queue gone', { job: 'loans-overdue' });
    await reporter.flush(5000);
    const event = await fake.waitFor((e) => e.tags?.job === 'loans-overdue');
    expect(event.tags).toMatchObject({ service: 'worker', severity: 'critical' });
    expect(event.exception.values[0].value).toBe('queue gone');
  });
});
