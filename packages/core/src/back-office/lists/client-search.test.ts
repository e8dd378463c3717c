import { sql } from '@lender/db/orm';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe('the client search name (migration 0028, ADR 082)', () => {
  it('is the lower-cased concat_ws of the present parts, for every mix of missing and empty parts', async () => {
    const parts = ['Ana', null, '', 'GARCÍA'];
    const cases: Array<Array<string | null>> = [];
    for (const a of parts)
      for (const b of parts) for (const c of parts) for (const d of parts) cases.push([a, b, c, d]);
    const result = await testDb.db.execute(sql`
      select count(*) filter (where lender_client_search_name(v->>0, v->>1, v->>2, v->>3)
               is distinct from lower(concat_ws(' ', v->>0, v->>1, v->>2, v->>3))) as differing,
             count(*) as compared
      from jsonb_array_elements(${JSON.stringify(cases)}::jsonb) as t(v)`);
    const [row] = rowsOf(result);
    expect(Number(row?.compared)).toBe(cases.length);
    expect(Number(row?.differing)).toBe(0);
  });

  it('has its trigram index on both engines (PGlite loads pg_trgm)', async () => {
    const result = await testDb.db.execute(sql`
      select exists (select 1 from pg_extension where extname = 'pg_trgm') as trgm,
             exists (select 1 from pg_indexes where indexname = 'clients_search_text_trgm_idx') as indexed`);
    expect(rowsOf(result)[0]).toEqual({ trgm: true, indexed: true });
  });

  it('matches with `like lower(pattern)` exactly what `ilike` matches (ADR 261)', async () => {
    const names = [
      ['Ana', null, 'García', 'LÓPEZ'],
      ['JOSÉ', 'Ángel', 'Núñez', null],
      ['Ünal', '', 'ÇELIK', 'x_y%z'],
    ];
    const patterns = [
      '%garc%',
      '%GARCÍA%',
      '%lópez%',
      '%ÁNGEL NÚ%',
      '%ñez%',
      '%ünal%',
      '%çelik%',
      '%x\\_y\\%z%',
      '%a_a%',
    ];
    const result = await testDb.db.execute(sql`
      select count(*) filter (where (lender_client_search_name(v->>0, v->>1, v->>2, v->>3) like lower(p))
               is distinct from (lender_client_search_name(v->>0, v->>1, v->>2, v->>3) ilike p)) as differing,
             count(*) filter (where lender_client_search_name(v->>0, v->>1, v->>2, v->>3) ilike p) as matching
      from jsonb_array_elements(${JSON.stringify(names)}::jsonb) as t(v)
      cross join jsonb_array_elements_text(${JSON.stringify(patterns)}::jsonb) as q(p)`);
    const [row] = rowsOf(result);
    expect(Number(row?.matching)).toBeGreaterThan(5);
    expect(Number(row?.differing)).toBe(0);
  });

  it('keeps client_search_names equal to each client’s search name (migration 0031, ADR 261)', async () => {
    const insert = (first: string, middle: string | null, last: string, i: number) => sql`
      insert into clients (first_name, middle_name, last_name, phone_enc, phone_hash, email_hash, password_hash)
      values (${first}, ${middle}, ${last}, 'enc', ${`search-phone-${i}`}, ${`search-mail-${i}`}, 'x')
      returning id`;
    const [first] = rowsOf(await testDb.db.execute(insert('Ana', null, 'García', 1)));
    const [second] = rowsOf(await testDb.db.execute(insert('JOSÉ', 'Ángel', 'Núñez', 2)));
    await testDb.db.execute(
      sql`update clients set last_name = 'López', second_last_name = 'GARCÍA' where id = ${first?.id}`,
    );
    await testDb.db.execute(sql`update clients set status = status where id = ${second?.id}`);
    const compare = async () =>
      rowsOf(
        await testDb.db.execute(sql`
          select count(*) as clients,
                 count(s.client_id) as named,
                 count(*) filter (where s.name is distinct from
                   lender_client_search_name(c.first_name, c.middle_name, c.last_name, c.second_last_name)) as differing
          from clients c left join client_search_names s on s.client_id = c.id`),
      )[0];
    const counted = await compare();
    expect(Number(counted?.named)).toBe(Number(counted?.clients));
    expect(Number(counted?.differing)).toBe(0);
    const [garcia] = rowsOf(
      await testDb.db.execute(sql`select name from client_search_names where client_id = ${first?.id}`),
    );
    expect(garcia?.name).toBe('ana lópez garcía');
    await testDb.db.execute(sql`delete from clients where id = ${second?.id}`);
    const [left] = rowsOf(
      await testDb.db.execute(
        sql`select count(*) as n from client_search_names where client_id = ${second?.id}`,
      ),
    );
    expect(Number(left?.n)).toBe(0);
  });
});
