import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { memoryLogger } from '@lender/core/testing';
import { describe, expect, it } from 'vitest';
import { drainServer, onShutdownSignals } from './shutdown';

/** A GET on a keep-alive agent-less connection; resolves with the status and body. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, host: '127.0.0.1' }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown (issue 40)', () => {
  it('a request in flight when the server drains still gets its whole answer; new ones are refused', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = createServer((req, res) => {
      if (req.url === '/slow') {
        arrived();
        void held.then(() => res.end('finished'));
      } else res.end('fast');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await get(port, '/fast')).toEqual({ status: 200, body: 'fast' });
    const slow = get(port, '/slow');
    await inFlight;
    const drained = drainServer(server, 30_000);
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await slow).toEqual({ status: 200, body: 'finished' });
    expect(await drained).toBe(true);
  });

  it('cuts what is still open after the grace and says it was not in time', async () => {
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = createServer(() => arrived());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const never = get(port, '/never').catch((error: Error) => error.message);
    await inFlight;
    expect(await drainServer(server, 100)).toBe(false);
    expect(await never).toMatch(/socket hang up|ECONNRESET/);
  });

  it('runs the steps in order once, logs them, and exits 1 when one failed', async () => {
    const logger = memoryLogger();
    const order: string[] = [];
    const codes: number[] = [];
    const stop = onShutdownSignals(
      logger,
      1000,
      () => [
        { name: 'requests drained', run: async () => order.push('requests') },
        {
          name: 'jobs stopped',
          run: async () => {
            order.push('jobs');
            throw new Error('boom');
          },
        },
        { name: 'database closed', run: async () => order.push('database') },
      ],
      (code) => codes.push(code),
    );
    await stop('SIGTERM');
    expect(order).toEqual(['requests', 'jobs', 'database']);
    expect(codes).toEqual([1]);
    await stop('SIGTERM');
    expect(codes).toEqual([1, 1]);
    expect(order).toHaveLength(3);
  });
});
