import { CoreError } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentry, startFakeSentry } from '../../../tooling/scripts/lib/fake-sentry.mjs';
import { loadEnv } from './env';
import { errorReporterOf } from './error-reporting';
import { createTestApp, type TestApp } from './test/test-app';

// Issue 40: an unhandled error of the API reaches the error-reporting service (Sentry protocol),
// tagged critical (spec §8), with the request id the client was given and nothing personal.
let fake: FakeSentry;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeSentry();
  const reporter = await errorReporterOf(
    loadEnv({ SENTRY_DSN: fake.dsn('40'), SENTRY_RELEASE: 'r40', DEPLOYMENT_STAGE: 'staging' }),
    'api',
  );
  t = await createTestApp({ providers: { errorReporter: reporter } });
  t.app.get('/boom/:phone', () => {
    throw new TypeError('cannot read balance of client 5512345678');
  });
  t.app.get('/refused', () => {
    throw new CoreError('not_found');
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('errors reported by the API', () => {
  it('is undefined without SENTRY_DSN (the sandbox reporter stays)', async () => {
    expect(await errorReporterOf(loadEnv({}), 'api')).toBeUndefined();
  });

  it('a 500 reaches the service with the request id, route and method, masked', async () => {
    const res = await t.call('GET', '/boom/5512345678', { headers: { 'x-request-id': 'req-boom-1' } });
    expect(res.status).toBe(500);
    const event = await fake.waitFor((e) => e.tags?.requestId === 'req-boom-1');
    expect(event).toMatchObject({
      level: 'fatal',
      environment: 'staging',
      release: 'r40',
      tags: { severity: 'critical', service: 'api', route: '/boom/:phone', method: 'GET' },
    });
    expect(event.exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: 'cannot read balance of client [digits]',
    });
    expect(JSON.stringify(event)).not.toContain('5512345678');
  });

  it('an answered refusal (a 4xx with its code) is not an error to report', async () => {
    const before = fake.events().length;
    expect((await t.call('GET', '/refused')).status).toBe(404);
    await t.call('GET', '/boom/1', { headers: { 'x-request-id': 'req-boom-2' } });
    await fake.waitFor((e) => e.tags?.requestId === 'req-boom-2');
    expect(fake.events().length).toBe(before + 1);
  });
});
