import { type IncomingMessage, ServerResponse } from 'node:http';

/** Responses whose `end` waits for the end of this turn of the event loop, in the order ended. */
const waiting: CoalescedServerResponse[] = [];
let scheduled = false;

function endWaiting(): void {
  scheduled = false;
  // A response ended while these are written (by a callback) waits for the next turn.
  for (const response of waiting.splice(0)) {
    try {
      response.endNow();
    } catch (error) {
      // What Node's `end` would have thrown at its caller (a bad encoding): that response fails,
      // the others of the turn are still written and the process goes on.
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** Node's own `writableEnded` (`OutgoingMessage`'s accessor), which the class below overrides. */
const nodeWritableEnded = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(ServerResponse.prototype) as object,
  'writableEnded',
)?.get;

/**
 * Whether `end`'s arguments are of the shapes Node takes without a word: nothing, or text or
 * bytes, an encoding, a callback.
 */
function plainEnd(args: readonly unknown[]): boolean {
  const [chunk, second, third] = args;
  return (
    (chunk === undefined ||
      typeof chunk === 'function' ||
      typeof chunk === 'string' ||
      chunk instanceof Uint8Array) &&
    (second === undefined || typeof second === 'string' || typeof second === 'function') &&
    (third === undefined || typeof third === 'function')
  );
}

/**
 * A `ServerResponse` (node:http's `ServerResponse` option) whose `end` is carried out once the
 * event loop has answered every request of its turn (ADR 106, issue 17): the responses of a turn
 * leave together, at `setImmediate`, instead of one write between two requests' work.
 *
 * Why: a write wakes the reader at the other end of the connection when it sleeps (a proxy, a load
 * balancer; the benchmark's client on the same machine). Written one by one, each response of a
 * busy turn found the reader asleep again and paid the wake-up (15–20 µs of system time a computed
 * offer against the bare server's 6–8 on a 2-vCPU virtual machine, where waking the other CPU is a
 * trip through the hypervisor); written together, the first wakes it and the rest find it reading.
 * Measured: the computed offer from 0.26 to 0.37–0.49 of the bare server, the cached one from 0.48
 * to 0.55–0.65 (bench README, sixteenth session). A response waits at most the rest of its turn,
 * the time the other requests of that turn take.
 *
 * Only the moment changes, never what is written or in what order: `writableEnded` is true from
 * the call on, a `write` or a second `end` after it carries out the waiting one first (and then
 * fails as Node's would), and `destroy` writes the waiting end before destroying (an error
 * answer followed by `destroy`, as `@hono/node-server` does, still reaches the caller).
 */
export class CoalescedServerResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  #waiting: unknown[] | undefined;

  static {
    // `writableEnded` is an accessor of Node's `OutgoingMessage`; TypeScript types it as a field,
    // so the override is defined here rather than as a `get` of the class.
    Object.defineProperty(CoalescedServerResponse.prototype, 'writableEnded', {
      configurable: true,
      enumerable: false,
      get(this: CoalescedServerResponse): boolean {
        return this.#waiting !== undefined || Boolean(nodeWritableEnded?.call(this));
      },
    });
  }

  override end(...args: unknown[]): this {
    // Ended already, destroyed, or arguments Node would refuse: Node's `end` now, with its answer.
    if (this.writableEnded || this.destroyed || !plainEnd(args)) {
      this.endNow();
      return Reflect.apply(ServerResponse.prototype.end, this, args) as this;
    }
    this.#waiting = args;
    waiting.push(this);
    if (!scheduled) {
      scheduled = true;
      setImmediate(endWaiting);
    }
    return this;
  }

  override write(...args: unknown[]): boolean {
    this.endNow();
    return Reflect.apply(ServerResponse.prototype.write, this, args) as boolean;
  }

  override destroy(error?: Error): this {
    this.endNow();
    return super.destroy(error);
  }

  /** Carries out now the `end` that waits for the end of the turn, if one does. */
  endNow(): void {
    const args = this.#waiting;
    if (args === undefined) return;
    this.#waiting = undefined;
    Reflect.apply(ServerResponse.prototype.end, this, args);
  }
}
