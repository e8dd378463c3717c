import { availableParallelism } from 'node:os';
import { CoreError } from '../errors/core-error';

/** Options of {@link createKdfGate}. */
export interface KdfGateOptions {
  /** Password checks run at once (each keeps a core busy). @default os.availableParallelism() */
  concurrency?: number;
  /** Checks allowed to wait for a slot; one more is refused at once. @default 16 × concurrency */
  maxWaiting?: number;
  /**
   * Longest wait before the work starts, else the call is refused: for a slot (`run`), and for
   * the account's turn and then a slot together (`runInTurn`). @default 2000
   */
  maxWaitMs?: number;
  /** `Retry-After` of a refused call, in seconds. @default 1 */
  retryAfterSeconds?: number;
  /**
   * Calls of one account (`runInTurn`) allowed in its line, the running one included; one more is
   * refused at once with `login_attempts_exceeded`, so a flood on one account holds no memory per
   * request and the last of its line waits ~`maxPerKey` password checks, not dozens (ADR 276).
   * Keep it above the throttle's free failures + 1 (those are the only calls judged).
   * @default 8
   */
  maxPerKey?: number;
}

/**
 * A bounded queue in front of the password KDF (issue 17, ADR 247). Argon2id is memory-hard by design
 * (ADR 011) and a burst of logins would otherwise pile up in libuv's thread pool, every caller
 * waiting longer; here at most `concurrency` checks run, at most `maxWaiting` wait, and the rest
 * are answered at once with 429 `rate_limited` and `Retry-After`, without counting as a login
 * attempt (nothing about the account is touched before a slot is held).
 */
export interface KdfGate {
  /** Runs `work` holding a slot; throws `rate_limited` when the queue is full or the wait too long. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Like `run`, but the calls of one account (`key`) take turns in this process: a burst of
   * parallel logins on one account waits behind itself instead of filling the queue, so once the
   * account's free attempts are spent the rest are answered `login_attempts_exceeded` by the
   * throttle (a cheap claim) rather than `rate_limited`, and other accounts keep their places.
   * Past `maxPerKey` calls in one account's line, the next is refused at once with 429
   * `login_attempts_exceeded` (and `Retry-After`) without touching the account, and so is a call
   * whose turn comes after `maxWaitMs`; its wait for a slot then has what is left of that time.
   */
  runInTurn<T>(key: string, work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createKdfGate(options: KdfGateOptions = {}): KdfGate {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const maxWaiting = Math.max(0, options.maxWaiting ?? 16 * concurrency);
  const maxWaitMs = options.maxWaitMs ?? 2000;
  const maxPerKey = Math.max(1, options.maxPerKey ?? 8);
  const retryAfterSeconds = options.retryAfterSeconds ?? 1;
  const busy = () => new CoreError('rate_limited', { retryAfterSeconds });
  let active = 0;
  const queue: Waiter[] = [];

  const acquire = (waitMs: number): Promise<void> => {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve();
    }
    if (queue.length >= maxWaiting) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(busy());
        }, waitMs),
      };
      queue.push(waiter);
    });
  };

  const release = () => {
    const next = queue.shift();
    if (next) {
      // The slot passes straight to the next waiter.
      clearTimeout(next.timer);
      next.resolve();
    } else active -= 1;
  };

  const run = async <T>(work: () => Promise<T>, waitMs = maxWaitMs): Promise<T> => {
    await acquire(waitMs);
    try {
      return await work();
    } finally {
      release();
    }
  };
  // Each account's line: its last call (the next one starts when it settles) and how many calls
  // are in it, running or waiting.
  const turns = new Map<string, { last: Promise<unknown>; size: number }>();

  return {
    run: (work) => run(work),
    async runInTurn(key, work) {
      const line = turns.get(key) ?? { last: Promise.resolve(), size: 0 };
      const crowded = () => new CoreError('login_attempts_exceeded', { retryAfterSeconds });
      if (line.size >= maxPerKey) throw crowded();
      const queuedAt = performance.now();
      const behind = line.size > 0;
      const current = line.last.then(() => {
        if (!behind) return run(work);
        // The turn and the slot share one bound: a call that waited its turn too long is refused
        // (the account is being hammered) before it touches the account.
        const left = maxWaitMs - (performance.now() - queuedAt);
        if (left <= 0) throw crowded();
        return run(work, left);
      });
      line.last = current.catch(() => undefined);
      line.size += 1;
      turns.set(key, line);
      try {
        return await current;
      } finally {
        line.size -= 1;
        if (line.size === 0 && turns.get(key) === line) turns.delete(key);
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The process's gate: the CPU it protects belongs to the process, whatever the number of cores. */
export const passwordGate: KdfGate = createKdfGate();
