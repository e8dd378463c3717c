import assert from 'node:assert/strict';
import { connect, createServer } from 'node:net';
import { after, test } from 'node:test';
import { startRelay } from './lib/rehearsal-proxy.mjs';

// Issue 53: the relay the rehearsal's servers reach the database through, on real sockets: two
// servers that answer with their name stand for the primary and the replica.

const closers = [];
after(async () => {
  for (const close of closers.reverse()) await close();
});

/** A server that writes `name` and echoes what it is sent; resolves with its port. */
async function named(name) {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.write(`${name}:`);
    socket.pipe(socket);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  );
  return server.address().port;
}

/** Connects through the relay, sends `text`, and resolves with what came back until it closed or settled. */
function exchange(port, text) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    socket.on('data', (chunk) => {
      received += chunk;
      clearTimeout(timer);
      timer = setTimeout(done, 100);
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(text);
  });
}

test('relays both ways to its target, then to the new one once repointed, closing the old connections', {
  timeout: 10_000,
}, async () => {
  const primary = await named('primary');
  const replica = await named('replica');
  const relay = await startRelay({ target: { host: '127.0.0.1', port: primary } });
  closers.push(() => relay.close());
  assert.equal(await exchange(relay.port, 'hola'), 'primary:hola');
  assert.equal(relay.url('lender'), `postgres://postgres@127.0.0.1:${relay.port}/lender`);

  // A connection open across the failover is closed, so no pool keeps talking to the old primary.
  const open = connect(relay.port, '127.0.0.1');
  const closed = new Promise((resolve) => open.on('close', resolve));
  await new Promise((resolve) => open.once('data', resolve));
  relay.repoint({ host: '127.0.0.1', port: replica });
  await closed;
  assert.equal(relay.stats().closedByRepoint, 1);
  assert.deepEqual(relay.target(), { host: '127.0.0.1', port: replica });
  assert.equal(await exchange(relay.port, 'otra vez'), 'replica:otra vez');
});

test('a target that is down is a connection closed at once, counted as failed', async () => {
  const gone = await named('gone');
  await closers.pop()();
  const relay = await startRelay({ target: { host: '127.0.0.1', port: gone } });
  closers.push(() => relay.close());
  const started = performance.now();
  assert.equal(await exchange(relay.port, 'x'), '');
  assert.ok(performance.now() - started < 2000);
  assert.equal(relay.stats().failed, 1);
});
