import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// `patches/pg@8.23.1.patch` (issue 17, patches/README.md): the two changes to `pg` are in effect
// and keep its behaviour. Read through `pg`'s own modules, as the driver uses them.
const require = createRequire(import.meta.url);
const { normalizeQueryConfig } = require('pg/lib/utils.js') as {
  normalizeQueryConfig: (config: object, values?: unknown, callback?: unknown) => Record<string, unknown>;
};
const Result = require('pg/lib/result.js') as new (
  rowMode?: string,
) => {
  addFields(fields: { name: string; dataTypeID: number; format: string }[]): void;
  _prebuiltEmptyResultObject: unknown;
};

describe('the patched pg', () => {
  it('copies a plain query config (Drizzle’s) without touching the caller’s object', () => {
    const config = { name: 'lender_x', text: 'select $1', rowMode: 'array' };
    const callback = () => {};
    const normalized = normalizeQueryConfig(config, [1], callback);
    expect(normalized).not.toBe(config);
    expect(normalized).toEqual({ ...config, values: [1], callback });
    expect(Object.getPrototypeOf(normalized)).toBe(Object.prototype);
    expect(config).toEqual({ name: 'lender_x', text: 'select $1', rowMode: 'array' });
    // Copied by a spread (the patch), not by descriptors: a plain config's getter is read once.
    const withGetter = {
      get text() {
        return 'select 2';
      },
    };
    expect(Object.getOwnPropertyDescriptor(normalizeQueryConfig(withGetter), 'text')).toMatchObject({
      value: 'select 2',
    });
  });

  it('keeps the prototype and accessors of any other config, as before', () => {
    class Submittable {
      get text() {
        return 'select 1';
      }
    }
    const config = Object.assign(new Submittable(), { values: [2] });
    const normalized = normalizeQueryConfig(config);
    expect(normalized).toBeInstanceOf(Submittable);
    expect(normalized.text).toBe('select 1');
    expect(normalized.values).toEqual([2]);
  });

  it('builds the empty row object only for rows read as objects', () => {
    const fields = [
      { name: 'id', dataTypeID: 23, format: 'text' },
      { name: 'name', dataTypeID: 25, format: 'text' },
    ];
    const asArrays = new Result('array');
    asArrays.addFields(fields);
    expect(asArrays._prebuiltEmptyResultObject).toBeNull();
    const asObjects = new Result();
    asObjects.addFields(fields);
    expect(asObjects._prebuiltEmptyResultObject).toEqual({ id: null, name: null });
  });
});
