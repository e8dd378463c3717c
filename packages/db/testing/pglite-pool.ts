import type { PGlite } from '@electric-sql/pglite';
import { readTemplateState, resetToTemplate, type TemplateState, testDbReuseEnabled } from './template-state';

/**
 * A worker's PGlite instances, kept between test files. Booting one from a template's dump costs
 * ~1.5 CPU-seconds; putting a used one back to the template's exact state costs a few dozen
 * milliseconds. `release()` resets the instance, checks it against the template and keeps it for
 * the next file that asks for the same template; an instance that cannot be reset, or that differs
 * from the template afterwards (a test created a table, changed a column, added a function…), is
 * closed, and the next file boots a fresh one.
 *
 * `LENDER_TEST_DB_REUSE=0` turns reuse off: every file boots its own instance, as before.
 */

/**
 * Idle instances kept per template. A file rarely holds two databases at once, and an instance's
 * memory only grows (WebAssembly memory is never given back), so the second one is not kept.
 */
const MAX_IDLE = 1;
/**
 * Files one instance serves before it is closed: what a file's queries grew its memory to stays
 * while it is reused (measured: a worker's RSS rose ~0.6 → 1.7 GB over 100 files without a bound,
 * 0.6–1.1 GB booting per file). One boot per 25 files keeps ~96% of what reuse saves.
 */
const MAX_USES = 25;

interface Pooled {
  readonly client: PGlite;
  readonly state: TemplateState;
  /** Files it has served. */
  uses: number;
}

const idle = new Map<string, Pooled[]>();
const states = new Map<string, Promise<TemplateState>>();
const counts = { booted: 0, reused: 0, discarded: 0, retired: 0 };

/**
 * How many instances this process booted, took from the pool, discarded (not equal to the template
 * after a reset, or no room in the pool) and retired (served {@link MAX_USES} files), for tests and
 * measurements.
 */
export function pgliteReuseCounts(): Readonly<typeof counts> & { readonly maxUses: number } {
  return { ...counts, maxUses: MAX_USES };
}

/** A PGlite instance lent to one test database, and how to give it back. */
export interface PgliteLease {
  /** The instance as the test sees it: it refuses every call once the lease is released. */
  readonly client: PGlite;
  /** True when it was booted for this lease (a pooled one is already migrated and checked). */
  readonly fresh: boolean;
  release(): Promise<void>;
}

/** Lends an instance of the template named `key`: an idle one, or one `boot` makes. */
export async function leasePglite(key: string, boot: () => Promise<PGlite>): Promise<PgliteLease> {
  const reuse = testDbReuseEnabled();
  const kept = reuse ? idle.get(key)?.pop() : undefined;
  if (kept) {
    counts.reused += 1;
    kept.uses += 1;
    return lend(kept.client, false, () => giveBack(key, kept));
  }
  const client = await boot();
  counts.booted += 1;
  if (!reuse) return lend(client, true, () => closeQuietly(client));
  let state: Promise<TemplateState> | undefined = states.get(key);
  if (!state) {
    state = readTemplateState(client, 'pglite');
    states.set(key, state);
    state.catch(() => states.delete(key));
  }
  let known: TemplateState | undefined;
  try {
    known = await state;
  } catch {
    // Reuse is an optimisation: without the template's state this instance is simply not kept.
  }
  return lend(client, true, () =>
    known ? giveBack(key, { client, state: known, uses: 1 }) : closeQuietly(client),
  );
}

async function giveBack(key: string, pooled: Pooled): Promise<void> {
  const list = idle.get(key) ?? [];
  let clean = false;
  if (pooled.uses >= MAX_USES) {
    counts.retired += 1;
    await closeQuietly(pooled.client);
    return;
  }
  if (list.length < MAX_IDLE && testDbReuseEnabled()) {
    try {
      clean = !pooled.client.closed && (await resetToTemplate(pooled.client, pooled.state));
    } catch {
      clean = false;
    }
  }
  if (!clean) {
    counts.discarded += 1;
    await closeQuietly(pooled.client);
    return;
  }
  list.push(pooled);
  idle.set(key, list);
}

async function closeQuietly(client: PGlite): Promise<void> {
  try {
    if (!client.closed) await client.close();
  } catch {
    // A broken instance is dropped either way.
  }
}

/**
 * The instance behind a proxy that stops working when the lease ends, so a late query of one test
 * file (a timer, an unawaited promise) fails instead of writing into the next file's database. A
 * property a test assigns (a statement counter wrapping `query`) lands on the proxy, not on the
 * instance the next file gets.
 */
function lend(target: PGlite, fresh: boolean, giveBackTo: () => Promise<void>): PgliteLease {
  let released = false;
  const own = new Map<PropertyKey, unknown>();
  const bound = new Map<PropertyKey, unknown>();
  const client = new Proxy(target, {
    get(instance, property) {
      if (own.has(property)) return own.get(property);
      const value: unknown = Reflect.get(instance, property, instance);
      if (typeof value !== 'function') return value;
      let fn = bound.get(property);
      if (!fn) {
        fn = (...args: unknown[]) => {
          if (released) throw new Error('This test database was closed; its PGlite serves another file now.');
          return (value as (...a: unknown[]) => unknown).apply(instance, args);
        };
        bound.set(property, fn);
      }
      return fn;
    },
    set(_instance, property, value) {
      own.set(property, value);
      return true;
    },
  });
  return {
    client,
    fresh,
    release: async () => {
      if (released) return;
      released = true;
      await giveBackTo();
    },
  };
}
