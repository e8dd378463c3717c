import { describe, expect, it } from 'vitest';
import { GenerationalCache } from './generational-cache';

describe('GenerationalCache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new GenerationalCache(2);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
    expect(cache.size).toBe(2);
  });

  it('never holds more than its capacity, whatever is added', () => {
    for (const capacity of [1, 2, 3, 100]) {
      const cache = new GenerationalCache<number>(capacity);
      for (let i = 0; i < 10_000; i++) {
        cache.set(`one-off ${i}`, i);
        if (i % 7 === 0) cache.get(`one-off ${i - 3}`);
        expect(cache.size).toBeLessThanOrEqual(capacity);
      }
      expect(cache.get('one-off 9999')).toBe(9999);
    }
  });

  it('keeps an answer used within the last half of its capacity through any number of one-off keys', () => {
    const cache = new GenerationalCache<string>(100);
    cache.set('hot', 'offer');
    for (let i = 0; i < 100_000; i++) {
      cache.set(`promo ${i}`, 'one-off');
      if (i % 49 === 0) expect(cache.get('hot')).toBe('offer');
    }
    // Not used for a whole capacity of insertions: dropped for room.
    for (let i = 0; i < 100; i++) cache.set(`later ${i}`, 'one-off');
    expect(cache.get('hot')).toBeUndefined();
  });

  it('replaces the value of a key it holds, in either generation, without growing', () => {
    const cache = new GenerationalCache<string>(4);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3'); // a and b are now the older generation
    cache.set('a', 'one');
    cache.set('c', 'three');
    expect(cache.get('a')).toBe('one');
    expect(cache.get('b')).toBe('2');
    expect(cache.get('c')).toBe('three');
    expect(cache.size).toBe(3);
  });
});
