import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_SITE_API_KEY } from '@lender/contracts/common';
import { describe, expect, it } from 'vitest';
import { DEV_SESSION_SECRET } from '../session';
import { DEV_SESSION_SECRET_VALUE, SiteEnvError, siteEnvFromEnv } from './site-env.mjs';
import { drainServer, jsonLog } from './site-process.mjs';

// Issue 40: a site server's environment, checked when it starts.
const production = {
  NODE_ENV: 'production',
  API_URL: 'http://api.internal:4000',
  SESSION_SECRET: 'a-session-secret-of-our-own-at-least-32-chars',
  SITE_API_KEY: 'a-production-site-key-of-32-characters-at-least',
  SENTRY_DSN: 'https://public@errors.example.internal/3',
};

function problemsOf(source: Record<string, string>): string[] {
  try {
    siteEnvFromEnv(source, { port: 3000 });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SiteEnvError);
    return (error as SiteEnvError).problems;
  }
}

describe('siteEnvFromEnv', () => {
  it('has development defaults and reads the port, proxies and origins', () => {
    expect(siteEnvFromEnv({}, { port: 3100, host: '127.0.0.1' })).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3100,
      HOST: '127.0.0.1',
      TRUST_PROXY: 0,
      SHUTDOWN_GRACE_MS: 10_000,
    });
    expect(
      siteEnvFromEnv(
        { PORT: '8080', TRUST_PROXY: 'true', PUBLIC_ORIGINS: 'https://a.mx, https://b.mx' },
        { port: 1 },
      ),
    ).toMatchObject({ PORT: 8080, TRUST_PROXY: 1, PUBLIC_ORIGINS: ['https://a.mx', 'https://b.mx'] });
  });

  it('lists every bad value at once', () => {
    expect(problemsOf({ PORT: 'eighty', TRUST_PROXY: 'maybe', API_URL: 'nowhere' })).toEqual([
      expect.stringMatching(/^PORT:/),
      expect.stringMatching(/^API_URL:/),
      expect.stringMatching(/^TRUST_PROXY: TRUST_PROXY must be/),
    ]);
  });

  it('starts in production with its own secrets, the API address and the error service', () => {
    expect(siteEnvFromEnv(production, { port: 3000 }).SESSION_SECRET).toEqual([production.SESSION_SECRET]);
  });

  it('refuses development secrets, a missing API address or error service in production', () => {
    expect(DEV_SESSION_SECRET_VALUE).toBe(DEV_SESSION_SECRET);
    expect(
      problemsOf({ ...production, SESSION_SECRET: DEV_SESSION_SECRET, SITE_API_KEY: DEV_SITE_API_KEY }),
    ).toEqual([
      expect.stringMatching(/^SESSION_SECRET: .*own/),
      expect.stringMatching(/^SITE_API_KEY: .*own/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^API_URL/),
      expect.stringMatching(/^SESSION_SECRET/),
      expect.stringMatching(/^SITE_API_KEY/),
      expect.stringMatching(/^SENTRY_DSN/),
    ]);
    // A staging deployment may run without the error service; a production build on a laptop
    // (DEPLOYMENT_STAGE=local) with the development keys.
    const { SENTRY_DSN: _, ...noDsn } = production;
    expect(problemsOf({ ...noDsn, DEPLOYMENT_STAGE: 'staging' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', DEPLOYMENT_STAGE: 'local' })).toEqual([]);
  });
});

describe('a site server stops gracefully', () => {
  it('finishes the request in flight, refuses new ones, and logs JSON lines', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = createServer((_req, res) => {
      arrived();
      void held.then(() => res.end('finished'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/' }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
    await inFlight;
    const drained = drainServer(server, 30_000);
    release();
    expect(await answer).toBe('finished');
    expect(await drained).toBe(true);

    const lines: string[] = [];
    jsonLog('web', (line) => lines.push(line))('info', 'shutdown: requests drained', { inTime: true });
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'info',
      service: 'web',
      message: 'shutdown: requests drained',
      inTime: true,
    });
  });
});
