import { rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Becomes,
  PERSONAL_FIELDS,
  PERSONAL_LOOKING_COLUMN,
  type TableDeclaration,
} from './personal-fields';

// Issue 51, ADR 292: the declaration of personal fields covers the whole migrated database. A new
// table, or a new column whose name looks personal, fails here until `personal-fields.ts` says what
// it is and, when it is a borrower's, what it becomes.

interface Column {
  readonly table: string;
  readonly column: string;
  readonly type: string;
  readonly nullable: boolean;
}

/** The types a replacement fits. */
const FITS: Record<Exclude<Becomes, object>, (column: Column) => boolean> = {
  null: (c) => c.nullable,
  marker: (c) => c.type === 'text',
  unique: (c) => c.type === 'text',
  sealed: (c) => c.type === 'text',
  empty: (c) => c.type === 'bytea',
  emptyObject: (c) => c.type === 'jsonb',
  emptyArray: (c) => c.type === 'ARRAY',
  scrub: (c) => c.type === 'text',
  now: (c) => c.type.startsWith('timestamp'),
  deleted: () => true,
};

/** Every way the declaration and the database disagree, in words. */
function problemsOf(
  columns: readonly Column[],
  declarations: Readonly<Record<string, TableDeclaration>>,
): string[] {
  const problems: string[] = [];
  const tables = new Map<string, Map<string, Column>>();
  for (const column of columns) {
    const table = tables.get(column.table) ?? new Map<string, Column>();
    table.set(column.column, column);
    tables.set(column.table, table);
  }
  for (const table of tables.keys())
    if (!Object.hasOwn(declarations, table)) problems.push(`table ${table} is not declared`);
  for (const [table, declaration] of Object.entries(declarations)) {
    const existing = tables.get(table);
    if (!existing) {
      problems.push(`table ${table} is declared but does not exist`);
      continue;
    }
    const personal = Object.keys(declaration.personal);
    const notPersonal = Object.keys(declaration.notPersonal ?? {});
    const rows = declaration.rows;
    const rowColumns =
      rows === null
        ? []
        : rows.by === 'client'
          ? rows.columns
          : rows.by === 'account'
            ? [rows.type, rows.id]
            : rows.by === 'record'
              ? [rows.entity, rows.id, ...(rows.actor ?? [])]
              : [rows.column];
    for (const name of [
      ...personal,
      ...notPersonal,
      ...rowColumns,
      ...(declaration.files ? [declaration.files] : []),
    ])
      if (!existing.has(name)) problems.push(`${table}.${name} is declared but does not exist`);
    for (const [name, becomes] of Object.entries(declaration.personal)) {
      const column = existing.get(name);
      if (!column) continue;
      const fits = typeof becomes === 'object' ? column.type === 'jsonb' : FITS[becomes](column);
      if (!fits) problems.push(`${table}.${name} (${column.type}) cannot become ${JSON.stringify(becomes)}`);
    }
    for (const name of personal.filter((column) => notPersonal.includes(column)))
      problems.push(`${table}.${name} is declared both personal and not`);
    for (const column of existing.values())
      if (
        PERSONAL_LOOKING_COLUMN.test(column.column) &&
        !personal.includes(column.column) &&
        !notPersonal.includes(column.column)
      )
        problems.push(`${table}.${column.column} looks personal: declare it personal or say why it is not`);
    if ((rows === null) !== (declaration.category === null))
      problems.push(`${table}: a borrower's table has a category, no other does`);
    if (rows === null && personal.length > 0)
      problems.push(`${table}: personal columns but no borrower's rows`);
  }
  return problems;
}

let db: TestDb;
let columns: Column[];
beforeAll(async () => {
  db = await createTestDb();
  const rows = await rowsOf(
    db.db,
    sql`select table_name, column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  columns = rows.map((row) => ({
    table: String(row.table_name),
    column: String(row.column_name),
    type: String(row.data_type).replace('timestamp with time zone', 'timestamptz'),
    nullable: row.is_nullable === 'YES',
  }));
});
afterAll(() => db?.close());

describe('the declared personal fields (personal-fields.ts)', () => {
  it('declare every table and every personal-looking column of the migrated database, and nothing that is not there', () => {
    expect(columns.length).toBeGreaterThan(300);
    expect(problemsOf(columns, PERSONAL_FIELDS)).toEqual([]);
  });

  it('fail on a new table, a new personal-looking column, a column gone, or a replacement its type cannot take', () => {
    const clients = PERSONAL_FIELDS.clients as TableDeclaration;
    const withNew = [
      ...columns,
      { table: 'client_addresses', column: 'id', type: 'integer', nullable: false },
      { table: 'clients', column: 'alias_name', type: 'text', nullable: true },
      { table: 'loans', column: 'holder_name', type: 'text', nullable: true },
      { table: 'payments', column: 'payer_phone', type: 'text', nullable: true },
    ];
    // Only what the additions add (the first test holds the database itself).
    const before = problemsOf(columns, PERSONAL_FIELDS);
    const added = (problems: string[]) => problems.filter((problem) => !before.includes(problem));
    expect(added(problemsOf(withNew, PERSONAL_FIELDS))).toEqual([
      'table client_addresses is not declared',
      'clients.alias_name looks personal: declare it personal or say why it is not',
      'loans.holder_name looks personal: declare it personal or say why it is not',
      'payments.payer_phone looks personal: declare it personal or say why it is not',
    ]);
    const wrong = {
      ...PERSONAL_FIELDS,
      clients: { ...clients, personal: { ...clients.personal, first_name: 'empty', nickname: 'null' } },
    } satisfies Record<string, TableDeclaration>;
    expect(added(problemsOf(columns, wrong))).toEqual([
      'clients.nickname is declared but does not exist',
      'clients.first_name (text) cannot become "empty"',
    ]);
  });

  it('say for the tables every borrower has what they are kept for', () => {
    const keptFor = (table: string) => PERSONAL_FIELDS[table]?.keptFor;
    expect(keptFor('clients')).toEqual(['contract', 'aml', 'tax']);
    expect(keptFor('loans')).toEqual(['contract', 'aml', 'tax']);
    expect(keptFor('ledger_entries')).toEqual(['contract', 'aml', 'tax']);
    expect(keptFor('aml_alerts')).toEqual(['aml']);
    expect(keptFor('client_documents')).toEqual(['aml']);
    expect(keptFor('contract_evidence')).toEqual(['contract']);
    expect(keptFor('client_geo')).toEqual([]);
    expect(keptFor('client_contacts')).toEqual([]);
  });
});
