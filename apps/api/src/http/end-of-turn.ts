/** Releases of the values handed to {@link atEndOfTurn} in this turn of the event loop, in order. */
const waiting: (() => void)[] = [];
let scheduled = false;

function releaseWaiting(): void {
  scheduled = false;
  // A value handed over while these are released waits for the next turn.
  for (const release of waiting.splice(0)) release();
}

/**
 * `value`, given back at the end of this turn of the event loop (`setImmediate`), together with
 * every other value handed over in the turn, in the order they came (ADR 130).
 *
 * The answers sent before routing (ADR 090) go through it: `@hono/node-server` writes an answer
 * when `fetch`'s promise settles, so the answers of one turn's requests are written one after the
 * other once the turn has answered them all, instead of one write between two requests' work. A
 * write wakes the reader at the other end of the connection when it sleeps (a proxy, a load
 * balancer, the benchmark's client); written together, the first wakes it and the rest find it
 * reading. Only public APIs: a `Promise` of the `Response`, as any asynchronous handler returns.
 */
export function atEndOfTurn<T>(value: T): Promise<T> {
  return new Promise((resolve) => {
    waiting.push(() => resolve(value));
    if (!scheduled) {
      scheduled = true;
      setImmediate(releaseWaiting);
    }
  });
}
