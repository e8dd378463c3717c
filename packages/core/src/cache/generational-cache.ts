/**
 * A bounded map in two generations: new and used entries go to the recent one; when it is full it
 * becomes the older one and the entries that were not used since are dropped. An entry used within
 * the last `capacity / 2` insertions is always kept, so a hot entry survives any amount of one-off
 * keys. For values whose key carries everything they depend on: an entry is only dropped for room.
 *
 * Not a `Map` reordered on every hit (`delete` then `set`, the usual LRU): V8 then rebuilds the
 * map's table on nearly every hit once it holds a few thousand entries, which cost ~13 µs a hit
 * with 5,000 cached offers, a third of a cached answer (issue 17; `apps/api/bench/README.md`).
 * The API's answer caches and the access tokens already checked (`auth/tokens.ts`) use it.
 * Here a hit is one `Map.get`, an insertion one `Map.set`, and no map ever has an entry deleted
 * and added again.
 */
export class GenerationalCache<V = string> {
  #recent = new Map<string, V>();
  #older = new Map<string, V>();
  readonly #generation: number;

  /** @param capacity the most entries kept (both generations together). */
  constructor(readonly capacity: number) {
    this.#generation = Math.max(1, Math.floor(capacity / 2));
  }

  get(key: string): V | undefined {
    const recent = this.#recent.get(key);
    if (recent !== undefined) return recent;
    const older = this.#older.get(key);
    if (older !== undefined) {
      // Used again: it moves to the recent generation and outlives the next turn.
      this.#older.delete(key);
      this.#add(key, older);
    }
    return older;
  }

  set(key: string, value: V): void {
    if (this.capacity <= 0) return;
    if (this.#recent.has(key)) {
      this.#recent.set(key, value);
      return;
    }
    this.#older.delete(key);
    this.#add(key, value);
  }

  #add(key: string, value: V): void {
    if (this.#recent.size >= this.#generation) {
      // A capacity of 1 keeps no older generation (it would hold a second entry).
      this.#older = this.capacity >= 2 ? this.#recent : new Map();
      this.#recent = new Map();
    }
    this.#recent.set(key, value);
  }

  get size(): number {
    return this.#recent.size + this.#older.size;
  }

  /** Drops every entry. */
  clear(): void {
    this.#recent = new Map();
    this.#older = new Map();
  }
}
