import { createRequire } from 'node:module';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

// `patches/pg@8.23.1.patch` (issue 17, patches/README.md): the three changes to `pg` are in effect
// and keep its behaviour. Read through `pg`'s own modules, as the driver uses them; the Describe
// that is skipped, against the PostgreSQL of TEST_DATABASE_URL (CI's database suites).
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

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)(
  'the patched pg on PostgreSQL: a named statement is described once per connection',
  () => {
    async function connected(): Promise<{ client: pg.Client; describes: () => number }> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const connection = (client as unknown as { connection: { describe: (...args: unknown[]) => void } })
        .connection;
      const describe = vi.spyOn(connection, 'describe');
      return { client, describes: () => describe.mock.calls.length };
    }

    it('reads later executions’ rows with the kept description, as arrays and as objects', async () => {
      const { client, describes } = await connected();
      try {
        const query = (values: unknown[], rowMode?: 'array') =>
          client.query({
            name: 'lender_patch_rows',
            text: 'select $1::int as n, $2::text as t, $3::timestamptz as at, $4::jsonb as j',
            values,
            ...(rowMode && { rowMode }),
          });
        const at = new Date('2026-11-24T12:00:00Z');
        const first = await query([1, 'a', at, '{"x":1}'], 'array');
        const second = await query([2, 'b', at, '{"x":2}'], 'array');
        const third = await query([3, null, null, null]);
        expect(describes()).toBe(1);
        expect(first.rows).toEqual([[1, 'a', at, { x: 1 }]]);
        expect(second.rows).toEqual([[2, 'b', at, { x: 2 }]]);
        expect(third.rows).toEqual([{ n: 3, t: null, at: null, j: null }]);
        expect(third.fields.map((field) => field.name)).toEqual(['n', 't', 'at', 'j']);
        // Results in binary are another description (each column's format is in it; `binary` is
        // a config `pg` reads that its types do not name).
        const binary = {
          name: 'lender_patch_rows',
          text: 'select $1::int as n, $2::text as t, $3::timestamptz as at, $4::jsonb as j',
          values: [4, 'd', at, '{}'],
          binary: true,
        };
        await client.query(binary as pg.QueryConfig);
        expect(describes()).toBe(2);
      } finally {
        await client.end();
      }
    });

    it('describes again after the statement failed, and on another connection', async () => {
      const { client, describes } = await connected();
      const other = await connected();
      try {
        const divide = (by: number) =>
          client.query({
            name: 'lender_patch_divide',
            text: 'select 10 / $1::int as q',
            values: [by],
            rowMode: 'array',
          });
        expect((await divide(2)).rows).toEqual([[5]]);
        await expect(divide(0)).rejects.toThrow(/division by zero/);
        expect(describes()).toBe(1);
        // The refusal dropped the kept description: described again, then kept again.
        expect((await divide(5)).rows).toEqual([[2]]);
        expect(describes()).toBe(2);
        expect((await divide(1)).rows).toEqual([[10]]);
        expect(describes()).toBe(2);
        await other.client.query({
          name: 'lender_patch_divide',
          text: 'select 10 / $1::int as q',
          values: [10],
        });
        expect(other.describes()).toBe(1);
      } finally {
        await client.end();
        await other.client.end();
      }
    });

    it('a statement whose columns changed is refused by PostgreSQL, never read with the old description', async () => {
      const { client } = await connected();
      try {
        await client.query('create temporary table lender_patch_shape (a int)');
        await client.query('insert into lender_patch_shape values (1)');
        const read = () =>
          client.query({
            name: 'lender_patch_shape_read',
            text: 'select * from lender_patch_shape where a = $1',
            values: [1],
            rowMode: 'array',
          });
        expect((await read()).rows).toEqual([[1]]);
        await client.query('alter table lender_patch_shape add column b text');
        await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      } finally {
        await client.end();
      }
    });
  },
);
