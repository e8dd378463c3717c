import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './open';

// Issue 53: a PostgreSQL that ends a connection while a transaction holds it between two statements
// (a crash, a failover, `pg_terminate_backend`) must fail that transaction, not the process. The
// server here speaks just enough of the protocol (3.0): it accepts the connection, answers BEGIN,
// then sends what a dying server sends — a FATAL 57P01 — and closes.

const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

/** One protocol message: its type, its length (itself included) and its body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const ready = (state: 'I' | 'T') => message('Z', Buffer.from(state, 'latin1'));
const authenticationOk = () => message('R', Buffer.from([0, 0, 0, 0]));
const fatal = (state: string, text: string) =>
  message('E', Buffer.from(`SFATAL\0VFATAL\0C${state}\0M${text}\0\0`, 'utf8'));

/** A server that opens sessions, answers BEGIN, and ends the session on `terminate()`. */
async function dyingServer() {
  const sockets = new Set<Socket>();
  let begun: () => void = () => {};
  const inTransaction = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    let started = false;
    socket.on('data', (data) => {
      if (!started) {
        started = true; // the startup message has no type byte
        socket.write(Buffer.concat([authenticationOk(), ready('I')]));
        return;
      }
      for (let at = 0; at < data.length; at += 1 + data.readInt32BE(at + 1)) {
        const type = String.fromCharCode(data[at] as number);
        const text = data.subarray(at + 5, at + 1 + data.readInt32BE(at + 1)).toString('utf8');
        if (type === 'Q' && /^begin/i.test(text)) {
          socket.write(Buffer.concat([message('C', Buffer.from('BEGIN\0')), ready('T')]));
          begun();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  );
  return {
    port: (server.address() as { port: number }).port,
    inTransaction,
    terminate() {
      for (const socket of sockets)
        socket.end(fatal('57P01', 'terminating connection due to administrator command'));
    },
  };
}

describe('a connection lost inside a transaction', () => {
  it('fails the transaction, not the process, and the pool lets the client go', async () => {
    const server = await dyingServer();
    const handle = await openPostgres({ url: `postgres://lender@127.0.0.1:${server.port}/lender`, max: 1 });
    closers.push(() => handle.close());
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const transaction = handle.db
      .transaction(async (tx) => {
        // Between two statements, as a handler awaits a document store or a PDF.
        await paused;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await server.inTransaction;
    server.terminate();
    // The FATAL and the close reach the client while nothing of it listens but the pool's handler.
    await new Promise((resolve) => setTimeout(resolve, 200));
    resume();
    const failed = (await transaction) as Error;
    expect(failed).toBeInstanceOf(Error);
    expect(`${failed.message} ${String((failed.cause as Error | undefined)?.message)}`).toMatch(
      /not queryable|Connection terminated|administrator command/,
    );
    // Released broken, not kept: the pool holds no client now.
    expect(handle.stats?.()).toMatchObject({ total: 0, idle: 0 });
  });
});
