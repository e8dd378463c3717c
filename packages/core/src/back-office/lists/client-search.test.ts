import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/test-db';

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
});
