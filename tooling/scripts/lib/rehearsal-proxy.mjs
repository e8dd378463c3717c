// The database's one address for the rehearsal's servers (issue 53, ADR in docs/decisions): a TCP
// relay the rehearsal points at the primary, and at the promoted replica after a failover. The API
// and the worker connect to it as to any PostgreSQL (`DATABASE_URL`); node-postgres takes one host,
// so the address must follow the primary, not the servers. In production the same role is played
// by a managed database's endpoint, HAProxy with a health check, or PgBouncer (docs/deploy.md).
import { connect, createServer } from 'node:net';

/**
 * Starts the relay on `port` (0: any free port) towards `target`.
 * - `repoint(target)`: new connections go to `target`; every open one is closed, so no pool keeps
 *   a connection to the old primary (fencing: a primary that comes back cannot take writes).
 * - `stats()`: connections relayed, and those refused or failed because the target did not answer.
 * @param {{ port?: number, host?: string, target: { host: string, port: number } }} options
 */
export async function startRelay({ port = 0, host = '127.0.0.1', target }) {
  let current = target;
  const open = new Set();
  const counts = { relayed: 0, failed: 0, closedByRepoint: 0 };
  const server = createServer((client) => {
    const upstream = connect(current.port, current.host);
    const pair = { client, upstream };
    open.add(pair);
    counts.relayed += 1;
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
    });
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', () => {
      if (!connected) counts.failed += 1;
      end();
    });
    client.on('error', end);
    upstream.on('close', end);
    client.on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    port: address.port,
    url: (database) => `postgres://postgres@${host}:${address.port}/${database}`,
    target: () => current,
    /** @param {{ host: string, port: number }} next */
    repoint(next) {
      current = next;
      for (const pair of [...open]) {
        counts.closedByRepoint += 1;
        pair.client.destroy();
        pair.upstream.destroy();
      }
      open.clear();
    },
    stats: () => ({ ...counts, open: open.size }),
    close: () =>
      new Promise((resolve) => {
        for (const pair of open) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        server.close(() => resolve(undefined));
      }),
  };
}
