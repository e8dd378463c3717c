import { describe, expect, it } from 'vitest';
import { CoreError } from '../errors/core-error';
import { createKdfGate } from './kdf-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createKdfGate', () => {
  it('runs at most `concurrency` at once, queues up to `maxWaiting`, refuses the rest with rate_limited', async () => {
    const gate = createKdfGate({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000, retryAfterSeconds: 2 });
    const first = deferred();
    const order: string[] = [];
    const a = gate.run(async () => {
      order.push('a');
      await first.promise;
      return 'a';
    });
    const b = gate.run(async () => {
      order.push('b');
      return 'b';
    });
    expect(gate.active).toBe(1);
    expect(gate.waiting).toBe(1);
    const refused = await gate.run(async () => 'c').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CoreError);
    expect((refused as CoreError).code).toBe('rate_limited');
    expect((refused as CoreError).options.retryAfterSeconds).toBe(2);
    expect(order).toEqual(['a']);
    first.resolve();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(order).toEqual(['a', 'b']);
    expect(gate.active).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('refuses a call that waited longer than maxWaitMs, and frees the slot of a failed one', async () => {
    const gate = createKdfGate({ concurrency: 1, maxWaiting: 4, maxWaitMs: 0 });
    const held = deferred();
    const a = gate.run(() => held.promise);
    const waited = await gate.run(async () => 'late').catch((error: unknown) => error);
    expect((waited as CoreError).code).toBe('rate_limited');
    held.resolve();
    await a;
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('runs the calls of one account in turn (a failed one too), other accounts alongside, without filling the queue', async () => {
    const gate = createKdfGate({ concurrency: 2, maxWaiting: 0, maxWaitMs: 60_000 });
    const held = deferred();
    const order: string[] = [];
    const first = gate.runInTurn('ana', async () => {
      order.push('ana 1');
      await held.promise;
      throw new Error('wrong password');
    });
    const second = gate.runInTurn('ana', async () => {
      order.push('ana 2');
      return 'ana 2';
    });
    // With no room to wait in the queue, a second call of the same account would be refused by
    // `run`; in turn it waits for the first, and another account still gets the free slot.
    expect(await gate.runInTurn('bea', async () => 'bea')).toBe('bea');
    expect(order).toEqual(['ana 1']);
    expect(gate.active).toBe(1);
    held.resolve();
    await expect(first).rejects.toThrow('wrong password');
    expect(await second).toBe('ana 2');
    expect(order).toEqual(['ana 1', 'ana 2']);
    expect(gate.active).toBe(0);
  });

  it("bounds one account's line: past maxPerKey the next call is refused at once with login_attempts_exceeded", async () => {
    const gate = createKdfGate({
      concurrency: 1,
      maxWaiting: 0,
      maxWaitMs: 60_000,
      maxPerKey: 3,
      retryAfterSeconds: 5,
    });
    const held = deferred();
    const ran: string[] = [];
    const line = [1, 2, 3].map((n) =>
      gate.runInTurn('ana', async () => {
        ran.push(`ana ${n}`);
        if (n === 1) await held.promise;
        return n;
      }),
    );
    const refused = await gate
      .runInTurn('ana', async () => {
        ran.push('ana 4');
        return 4;
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CoreError);
    expect((refused as CoreError).code).toBe('login_attempts_exceeded');
    expect((refused as CoreError).options.retryAfterSeconds).toBe(5);
    // Another account has its own line (here refused by the full queue, not by ana's line).
    const other = await gate.runInTurn('bea', async () => 'bea').catch((error: unknown) => error);
    expect((other as CoreError).code).toBe('rate_limited');
    held.resolve();
    expect(await Promise.all(line)).toEqual([1, 2, 3]);
    expect(ran).toEqual(['ana 1', 'ana 2', 'ana 3']);
    // The line empties as its calls settle: the account may queue again.
    expect(await gate.runInTurn('ana', async () => 'again')).toBe('again');
  });

  it('refuses a call whose turn came after maxWaitMs, before it runs; one with nobody ahead is not held to it', async () => {
    const gate = createKdfGate({ concurrency: 2, maxWaiting: 4, maxWaitMs: 30, retryAfterSeconds: 3 });
    const held = deferred();
    const ran: string[] = [];
    const first = gate.runInTurn('ana', async () => {
      ran.push('ana 1');
      await held.promise;
      return 1;
    });
    const second = gate
      .runInTurn('ana', async () => {
        ran.push('ana 2');
        return 2;
      })
      .catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 60));
    held.resolve();
    expect(await first).toBe(1);
    const refused = await second;
    expect(refused).toBeInstanceOf(CoreError);
    expect((refused as CoreError).code).toBe('login_attempts_exceeded');
    expect((refused as CoreError).options.retryAfterSeconds).toBe(3);
    expect(ran).toEqual(['ana 1']);
    // Alone in its line, a call waits for nobody: it runs however long the bound is.
    const alone = createKdfGate({ concurrency: 1, maxWaitMs: 0 });
    expect(await alone.runInTurn('bea', async () => 'bea')).toBe('bea');
    // A turn that comes in time runs, its slot wait bounded by what is left.
    const quick = gate.runInTurn('ana', async () => 'ana 3');
    expect(await gate.runInTurn('ana', async () => 'ana 4')).toBe('ana 4');
    expect(await quick).toBe('ana 3');
  });

  it('lets 8 calls of one account wait in its line by default', async () => {
    const gate = createKdfGate({ concurrency: 1, maxWaiting: 0, maxWaitMs: 60_000 });
    const held = deferred();
    const line = Array.from({ length: 8 }, (_, n) =>
      gate.runInTurn('ana', async () => {
        if (n === 0) await held.promise;
        return n;
      }),
    );
    const ninth = await gate.runInTurn('ana', async () => 8).catch((error: unknown) => error);
    expect((ninth as CoreError).code).toBe('login_attempts_exceeded');
    held.resolve();
    expect(await Promise.all(line)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
