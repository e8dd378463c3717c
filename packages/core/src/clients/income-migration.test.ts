import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { insertClientRow } from '../seed/lending-rows';

// Migration 0030 (issue 19, ADR 043): the employment answers saved in whole pesos become centavos,
// once; answers without a numeric income are left as they are.
const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0030_income-in-centavos.sql'), 'utf8');

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(async () => {
  await t?.close();
});

async function clientWith(employment: Record<string, unknown> | null, n: number): Promise<number> {
  const id = await insertClientRow(t.core.db, t.core.pii, {
    phone: `+5255100000${String(n).padStart(2, '0')}`,
    email: `income${n}@lender.test`,
    clabeHashOf: `income-${n}`,
  });
  await t.core.db.update(clients).set({ employment }).where(eq(clients.id, id));
  return id;
}

async function employmentOf(id: number): Promise<unknown> {
  const [row] = await t.core.db
    .select({ employment: clients.employment })
    .from(clients)
    .where(eq(clients.id, id));
  return row?.employment;
}

describe('migration 0030: the monthly income in centavos', () => {
  it('multiplies a saved whole-peso income by 100 and keeps the other answers', async () => {
    const pesos = await clientWith(
      { monthlyIncome: 15_000, employmentStatusKey: 'employed', payDate: 15 },
      1,
    );
    const none = await clientWith({ employmentStatusKey: 'student' }, 2);
    const text = await clientWith({ monthlyIncome: 'n/a' }, 3);
    const empty = await clientWith(null, 4);

    await t.core.db.execute(sql.raw(MIGRATION));

    expect(await employmentOf(pesos)).toEqual({
      monthlyIncome: 1_500_000,
      employmentStatusKey: 'employed',
      payDate: 15,
    });
    expect(await employmentOf(none)).toEqual({ employmentStatusKey: 'student' });
    expect(await employmentOf(text)).toEqual({ monthlyIncome: 'n/a' });
    expect(await employmentOf(empty)).toBeNull();
  });
});
