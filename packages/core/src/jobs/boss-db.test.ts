import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/index';
import { bossDb, toPgParam } from './boss-db';

describe('toPgParam', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['text', 'text'],
    [42, '42'],
    [true, 'true'],
    [new Date('2026-03-02T18:00:00Z'), '2026-03-02T18:00:00.000Z'],
    [{ a: 1, b: ['x'] }, '{"a":1,"b":["x"]}'],
    [['6f1c', 'a"b', 'c\\d', null], '{"6f1c","a\\"b","c\\\\d",NULL}'],
    [[], '{}'],
  ])('serialises %j as node-postgres does', (value, expected) => {
    expect(toPgParam(value)).toBe(expected);
  });
});

describe('bossDb over the test database', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('runs parameterised queries with arrays and JSON', async () => {
    const adapter = bossDb(db.db);
    const { rows } = await adapter.executeSql("select cardinality($1::uuid[]) as n, ($2::jsonb)->>'k' as k", [
      ['00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-000000000002'],
      { k: 'v' },
    ]);
    expect(rows).toEqual([{ n: 2, k: 'v' }]);
  });

  it('runs a multi-statement script and leaves no transaction open when it fails', async () => {
    const adapter = bossDb(db.db);
    await adapter.executeSql('create table boss_db_probe (x int)', []);
    await expect(
      adapter.executeSql('BEGIN; insert into boss_db_probe values (1); select 1/0; COMMIT;', []),
    ).rejects.toThrow(/division by zero/);
    await adapter.executeSql('BEGIN; insert into boss_db_probe values (2); COMMIT;', []);
    const { rows } = await adapter.executeSql('select x from boss_db_probe order by x', []);
    expect(rows).toEqual([{ x: 2 }]);
  });
});
