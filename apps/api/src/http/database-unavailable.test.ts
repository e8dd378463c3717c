import { connect, createServer, type Server, type Socket } from 'node:net';
import { createCore } from '@lender/core';
import {
  fixedClock,
  insertClientRow,
  memoryLogger,
  TEST_LIMITS,
  TEST_NOW,
  TEST_SECRETS,
} from '@lender/core/testing';
import type { DatabaseHandle } from '@lender/db';
import { sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabaseOf } from '../deployment-env';
import { appOverDeadDatabase, deadPort } from '../test/dead-database';
import { call } from '../test/test-app';
import {
  createOutageReportGate,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableReason,
} from './database-unavailable';

// Issue 53: while PostgreSQL is down the API answers 503 `database_unavailable` with Retry-After,
// at once and without internals, and answers again by itself once the database is back. The
// database here is the API's own pool (`openDatabaseOf`, as the server opens it) pointed at
// sockets that fail the way a dead, restarting or cut-off server does.

const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

/** A loopback server running `onSocket` for each connection; resolves with its port. */
async function tcpServer(onSocket: (socket: Socket) => void): Promise<{ server: Server; port: number }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  );
  return { server, port: (server.address() as { port: number }).port };
}

/** PostgreSQL's ErrorResponse to a startup message: FATAL with `state` (protocol 3.0). */
function fatal(state: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${state}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** The API's own pool on `url`, as the server opens it (`DATA_DIR` is not read with a URL). */
async function openUrl(url: string, connectTimeoutMs = 2000): Promise<DatabaseHandle> {
  const handle = await openDatabaseOf({
    DATABASE_URL: url,
    DATA_DIR: '',
    DATABASE_CONNECT_TIMEOUT_MS: connectTimeoutMs,
  });
  closers.push(() => handle.close());
  return handle;
}

const openOn = (port: number, connectTimeoutMs?: number) =>
  openUrl(`postgres://lender@127.0.0.1:${port}/lender`, connectTimeoutMs);

/** The error a query fails with on `handle`. */
async function failureOf(handle: DatabaseHandle): Promise<unknown> {
  return handle.ping().then(
    () => new Error('the query succeeded'),
    (error: unknown) => error,
  );
}

describe('what counts as the database being unavailable', () => {
  it('a refused connection, a connection cut, a server starting up, a connection that never answers', async () => {
    const refused = await failureOf(await openOn(await deadPort()));
    expect(databaseUnavailableReason(refused)).toBe('ECONNREFUSED');

    const cut = await tcpServer((socket) => socket.destroy());
    expect(databaseUnavailableReason(await failureOf(await openOn(cut.port)))).toBe('connection');

    const starting = await tcpServer((socket) =>
      socket.once('data', () => socket.end(fatal('57P03', 'the database system is starting up'))),
    );
    expect(databaseUnavailableReason(await failureOf(await openOn(starting.port)))).toBe('57P03');

    const terminated = await tcpServer((socket) =>
      socket.once('data', () =>
        socket.end(fatal('57P01', 'terminating connection due to administrator command')),
      ),
    );
    expect(databaseUnavailableReason(await failureOf(await openOn(terminated.port)))).toBe('57P01');

    const silent = await tcpServer(() => {});
    const started = performance.now();
    const timedOut = await failureOf(await openOn(silent.port, 300));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(databaseUnavailableReason(timedOut)).toBe('connection');
  });

  it('through Drizzle’s wrapping, and not for other failures', async () => {
    const handle = await openOn(await deadPort());
    const wrapped = await handle.db.execute('select 1' as never).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(wrapped).toBeInstanceOf(Error);
    expect(databaseUnavailableReason(wrapped)).toBe('ECONNREFUSED');

    // A document store or a provider that cannot be reached carries the same socket code: not the database.
    const http = await fetch(`http://127.0.0.1:${await deadPort()}/`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(databaseUnavailableReason(http)).toBeUndefined();
    expect(
      databaseUnavailableReason(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBeUndefined();
    expect(
      databaseUnavailableReason(Object.assign(new Error('canceled'), { code: '57014' })),
    ).toBeUndefined();
    expect(databaseUnavailableReason(new Error('boom'))).toBeUndefined();
    expect(databaseUnavailableReason(undefined)).toBeUndefined();
  });

  it('the error reporter hears of an outage once a minute, not once a request', () => {
    let now = 0;
    const due = createOutageReportGate(60_000, () => now);
    expect([due(), due(), due()]).toEqual([true, false, false]);
    now = 59_999;
    expect(due()).toBe(false);
    now = 60_000;
    expect(due()).toBe(true);
  });
});

/** A core and its app over `handle`, with the test secrets (a token of another test core is valid here). */
function appOver(handle: DatabaseHandle) {
  const logger = memoryLogger();
  const core = createCore({
    secrets: TEST_SECRETS,
    clock: fixedClock(TEST_NOW),
    logger,
    environment: 'test',
    limits: TEST_LIMITS,
    db: handle.db,
  });
  const app = createApp({ core });
  return {
    core,
    logger,
    request: (method: string, path: string, options = {}) => call(app, method, path, options),
  };
}

/** What every answer while the database is down must be. */
function expectUnavailable(answer: Awaited<ReturnType<ReturnType<typeof appOver>['request']>>, ms: number) {
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject({ success: false, data: null, code: 'database_unavailable' });
  expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const text = JSON.stringify(answer.body);
  expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.(ts|js):\d+|stack|select /i);
  // A refused connection is answered at once, not after a timeout.
  expect(ms).toBeLessThan(3000);
}

describe('the API while the database is down', () => {
  let token = '';
  beforeAll(async () => {
    // A session issued by a core whose database works: the token is valid, its session unreadable below.
    const { createTestCore } = await import('@lender/core/testing');
    const working = await createTestCore();
    closers.push(() => working.close());
    const clientId = await insertClientRow(working.core.db, working.core.pii, {
      phone: '+525511112222',
      email: 'caida@example.com',
    });
    token = (await working.core.auth.issue({ accountType: 'client', subjectId: clientId, mfaPending: false }))
      .token;
  });

  it('answers 503 database_unavailable with Retry-After to a borrower, a login, a public read and a write', async () => {
    const dead = await appOverDeadDatabase();
    closers.push(dead.close);
    const { logger } = dead;
    const request = (method: string, path: string, options = {}) => call(dead.app, method, path, options);
    const calls: Array<[string, string, object]> = [
      ['GET', '/web/private/client', { token }],
      ['GET', '/web/private/client/loan/active', { token }],
      ['POST', '/web/public/client/login', { body: { username: '5511112222', password: 'Nube4242' } }],
      ['GET', '/web/public/address/postal-code/06700', {}],
      [
        'POST',
        '/web/public/client/phone/sms-code',
        { body: { mobilePhone: { number: '5511112222' }, captchaToken: 'sandbox-captcha-token' } },
      ],
    ];
    for (const [method, path, options] of calls) {
      const started = performance.now();
      const answer = await request(method, path, options);
      expectUnavailable(answer, performance.now() - started);
    }
    // Readiness says so too (the balancer takes the instance out); liveness does not (no restart loop).
    expect((await request('GET', '/readyz')).status).toBe(503);
    expect((await request('GET', '/healthz')).status).toBe(200);
    // Logged as the database's state, not as an unhandled error.
    const messages = logger.lines.map((line) => line.message);
    expect(messages).toContain('database unavailable');
    expect(messages).not.toContain('Unhandled error');
  });
});

/**
 * A TCP relay in front of the real PostgreSQL that can cut every connection and refuse new ones,
 * as a crashed server does, then let them through again, as the restarted one does.
 */
async function relayTo(host: string, port: number) {
  let open = true;
  const live = new Set<Socket>();
  const relay = await tcpServer((socket) => {
    if (!open) {
      socket.destroy();
      return;
    }
    const upstream = connect(port, host);
    live.add(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => {
      live.delete(socket);
      upstream.destroy();
    });
    upstream.on('close', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  return {
    port: relay.port,
    cut() {
      open = false;
      for (const socket of live) socket.destroy();
    },
    resume() {
      open = true;
    },
  };
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

// Only on a real PostgreSQL (TEST_DATABASE_URL, the database suites): a database of its own,
// migrated, dropped at the end.
describe.skipIf(!TEST_DATABASE_URL)('the API when PostgreSQL comes back', () => {
  it('recovers by itself: 200, then 503 while cut off (in flight and new), then 200 on the same pool', {
    timeout: 180_000,
  }, async () => {
    const admin = new URL(TEST_DATABASE_URL as string);
    const name = `lender_outage_${Date.now().toString(36)}`;
    const adminHandle = await openUrl(admin.toString(), 5000);
    await adminHandle.db.execute(sql.raw(`create database ${name}`));
    closers.push(() => adminHandle.db.execute(sql.raw(`drop database if exists ${name} with (force)`)));

    const relay = await relayTo(admin.hostname, Number(admin.port || 5432));
    const through = new URL(admin.toString());
    through.host = `127.0.0.1:${relay.port}`;
    through.pathname = `/${name}`;
    const handle = await openUrl(through.toString());
    await handle.migrate();
    const { core, request } = appOver(handle);
    const clientId = await insertClientRow(core.db, core.pii, {
      phone: '+525511113333',
      email: 'vuelta@example.com',
    });
    const { token } = await core.auth.issue({
      accountType: 'client',
      subjectId: clientId,
      mfaPending: false,
    });

    expect((await request('GET', '/web/private/client', { token })).status).toBe(200);
    expect((await request('GET', '/readyz')).status).toBe(200);

    // A statement in flight when the server goes, then new requests while it is gone.
    const inFlight = core.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    relay.cut();
    expect(databaseUnavailableReason(await inFlight)).toBe('connection');
    for (const path of ['/web/private/client', '/web/private/client/loan/active']) {
      const started = performance.now();
      expectUnavailable(await request('GET', path, { token }), performance.now() - started);
    }
    expect((await request('GET', '/readyz')).status).toBe(503);

    // Back: the pool dropped the broken connections and opens new ones, nothing restarted.
    relay.resume();
    const profile = await request('GET', '/web/private/client', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.id).toBe(clientId);
    expect((await request('GET', '/readyz')).status).toBe(200);
  });
});
