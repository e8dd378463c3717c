import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { type Database, MIGRATIONS_FOLDER, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualQueueCount } from './manual-queue-count';

// The count of applications waiting for manual verification kept by migration 0033 (ADR 105), on
// PGlite and, with TEST_DATABASE_URL, PostgreSQL: after every change the sum of the deltas equals
// `count(*)` of the waiting applications, and only changes into or out of the status write a row.

const MANUAL = APPLICATION_STATUS.manualVerification;
/** Statuses that are not the manual queue's, and leave the one-active-application index alone. */
const REJECTED = APPLICATION_STATUS.rejected;
const CANCELED = APPLICATION_STATUS.canceled;

let testDb: TestDb;
let db: Database;
let serial = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});

afterAll(async () => {
  await testDb.close();
});

/** Inserts one application per status in `statuses`, each of a new client, in one statement; their ids. */
async function insertApplications(on: Database, statuses: readonly number[]): Promise<number[]> {
  const people = statuses.map((status) => {
    serial += 1;
    return { status, l: `Queue${serial}`, ph: `queue-phone-${serial}`, eh: `queue-email-${serial}` };
  });
  const rows = await rowsOf(
    on,
    sql`with people as (
        select * from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p(status int, l text, ph text, eh text)),
      added as (
        insert into clients (first_name, last_name, phone_enc, phone_hash, email_enc, email_hash, password_hash)
        select 'Ana', l, 'x', ph, 'x', eh, 'x' from people returning id, phone_hash)
      insert into applications (client_id, status, desired_amount, principal_amount, loan_amount, term_days,
          salary_cycle, pay_dates, sequence_type, priced_on)
        select added.id, people.status, 300000, 300000, 0, 15, 'semi_monthly',
          '{"first_repayment_option":"15","second_repayment_option":"30"}'::jsonb, 'first', '2026-03-02'
        from added join people on people.ph = added.phone_hash
      returning id`,
  );
  return rows.map((row) => Number(row.id));
}

async function counted(): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*) as n from applications where status = ${MANUAL}`);
  return Number(row?.n);
}

async function deltaRows(): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*) as n from manual_queue_count_deltas`);
  return Number(row?.n);
}

async function setStatus(ids: readonly number[], status: number): Promise<void> {
  await db.execute(
    sql`update applications set status = ${status} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

describe('the kept count of the manual queue (migration 0033)', () => {
  it("names the manual-verification status of @lender/calculator in every trigger's condition", () => {
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0033_manual-queue-count-deltas.sql'), 'utf8');
    const literals = [...migration.matchAll(/"status" (?:= |IS DISTINCT FROM )(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(literals.length).toBeGreaterThanOrEqual(7);
    expect(new Set(literals)).toEqual(new Set([MANUAL]));
  });

  it('starts equal to the waiting applications the migration found', async () => {
    expect(await manualQueueCount.exact(db)).toBe(await counted());
  });

  it('follows applications created waiting, moved in and out, and deleted', async () => {
    const before = await manualQueueCount.exact(db);
    const [waiting, other, third] = await insertApplications(db, [MANUAL, REJECTED, MANUAL]);
    expect(await manualQueueCount.exact(db)).toBe(before + 2);
    await setStatus([other as number], MANUAL);
    expect(await manualQueueCount.exact(db)).toBe(before + 3);
    await setStatus([waiting as number, third as number], REJECTED);
    expect(await manualQueueCount.exact(db)).toBe(before + 1);
    await db.execute(sql`delete from applications where id = ${other}`);
    expect(await manualQueueCount.exact(db)).toBe(before);
    expect(await manualQueueCount.exact(db)).toBe(await counted());
  });

  it('writes no row for a change that is not into or out of the queue', async () => {
    const [waiting, other] = await insertApplications(db, [MANUAL, REJECTED]);
    const rows = await deltaRows();
    const total = await manualQueueCount.exact(db);
    // The status written again, another column of a waiting case, a move between two other statuses.
    await setStatus([waiting as number], MANUAL);
    await db.execute(sql`update applications set term_days = 16 where id = ${waiting}`);
    await setStatus([other as number], CANCELED);
    await db.execute(sql`delete from applications where id = ${other}`);
    expect(await deltaRows()).toBe(rows);
    expect(await manualQueueCount.exact(db)).toBe(total);
    expect(await manualQueueCount.exact(db)).toBe(await counted());
  });

  it('follows the cases that leave with their client (a cascaded delete)', async () => {
    const [waiting] = await insertApplications(db, [MANUAL]);
    const before = await manualQueueCount.exact(db);
    await db.execute(
      sql`delete from clients where id = (select client_id from applications where id = ${waiting})`,
    );
    expect(await manualQueueCount.exact(db)).toBe(before - 1);
    expect(await manualQueueCount.exact(db)).toBe(await counted());
  });

  it('folds its rows into one without changing the sum', async () => {
    await insertApplications(db, [MANUAL, MANUAL, REJECTED]);
    const total = await manualQueueCount.exact(db);
    const rows = await deltaRows();
    expect(rows).toBeGreaterThan(1);
    expect(await manualQueueCount.compact(db)).toEqual({ folded: rows });
    expect(await deltaRows()).toBe(1);
    expect(await manualQueueCount.compact(db)).toEqual({ folded: 0 });
    expect(await manualQueueCount.exact(db)).toBe(total);
    expect(await manualQueueCount.exact(db)).toBe(await counted());
  });

  it('is reset by a truncate of the applications and counts again after it', async () => {
    await insertApplications(db, [MANUAL]);
    await db.execute(sql`truncate applications cascade`);
    expect(await manualQueueCount.exact(db)).toBe(0);
    await insertApplications(db, [MANUAL, MANUAL, REJECTED]);
    expect(await manualQueueCount.exact(db)).toBe(2);
    expect(await manualQueueCount.exact(db)).toBe(await counted());
  });
});
