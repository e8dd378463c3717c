import * as drizzle from 'drizzle-orm';
import { Column, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, clients, decisions } from './schema/index';

/** A selected column as Drizzle orders them: its path in the result and the field. */
type Fields = ReadonlyArray<{ path: string[]; field: unknown }>;
/** Drizzle's row mapping and field ordering: exported at run time, `@internal` in its types. */
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow(
    columns: Fields,
    row: unknown[],
    joinsNotNullableMap: Record<string, boolean> | undefined,
  ): Record<string, unknown>;
  orderSelectedFields(fields: Record<string, unknown>): Fields;
};

// `patches/drizzle-orm@0.45.4.patch` (issue 17, patches/README.md): a selection's row mapping is
// worked out once per fields array. Held here to Drizzle's own mapping, copied as it was.

function drizzleMapResultRow(
  columns: Fields,
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): Record<string, unknown> {
  const nullifyMap: Record<string, string | false> = {};
  const result = columns.reduce<Record<string, unknown>>((result2, { path, field }, columnIndex: number) => {
    let decoder: { mapFromDriverValue(value: unknown): unknown };
    if (is(field, Column)) decoder = field;
    else if (is(field, SQL)) decoder = (field as unknown as { decoder: typeof decoder }).decoder;
    else if (is(field, Subquery))
      decoder = (field as unknown as { _: { sql: { decoder: typeof decoder } } })._.sql.decoder;
    else decoder = (field as unknown as { sql: { decoder: typeof decoder } }).sql.decoder;
    let node = result2;
    for (const [pathChunkIndex, pathChunk] of path.entries()) {
      if (pathChunkIndex < path.length - 1) {
        if (!(pathChunk in node)) node[pathChunk] = {};
        node = node[pathChunk] as Record<string, unknown>;
      } else {
        const rawValue = row[columnIndex];
        const value = rawValue === null ? null : decoder.mapFromDriverValue(rawValue);
        node[pathChunk] = value;
        if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
          const objectName = path[0] as string;
          if (!(objectName in nullifyMap)) {
            nullifyMap[objectName] = value === null ? getTableName(field.table) : false;
          } else if (
            typeof nullifyMap[objectName] === 'string' &&
            nullifyMap[objectName] !== getTableName(field.table)
          ) {
            nullifyMap[objectName] = false;
          }
        }
      }
    }
    return result2;
  }, {});
  if (joinsNotNullableMap && Object.keys(nullifyMap).length > 0) {
    for (const [objectName, tableName] of Object.entries(nullifyMap)) {
      if (typeof tableName === 'string' && !joinsNotNullableMap[tableName]) result[objectName] = null;
    }
  }
  return result;
}

describe('the patched drizzle-orm', () => {
  it('is in effect', () => {
    expect(String(mapResultRow)).toContain('mapPlanOf');
  });

  const fields = orderSelectedFields({
    id: applications.id,
    application: {
      status: applications.status,
      updatedAt: applications.updatedAt,
      payDates: applications.payDates,
    },
    client: { id: clients.id, firstName: clients.firstName, createdAt: clients.createdAt },
    decision: { reasons: decisions.reasons, createdAt: decisions.createdAt },
    total: sql<number>`count(*)`.mapWith(Number),
    nested: { deeper: { at: sql`now()`.mapWith(applications.updatedAt) } },
  });
  const rows: unknown[][] = [
    [
      1,
      14,
      '2026-11-24 10:00:00+00',
      '["15","30"]',
      7,
      'Ana',
      '2026-01-02 03:04:05+00',
      [{ code: 'x' }],
      '2026-11-24 11:00:00+00',
      '3',
      '2026-11-24 12:00:00+00',
    ],
    [2, 14, '2026-11-24 10:00:00+00', null, null, null, null, null, null, '0', null],
    [3, 4, null, null, 8, null, null, null, '2026-11-24 11:00:00+00', null, null],
  ];

  it('maps rows as Drizzle does, nulling the left-joined tables that came back empty', () => {
    const joins = [
      undefined,
      { applications: true, clients: false, decisions: false },
      { applications: true, clients: true, decisions: true },
    ];
    for (const joinsNotNullableMap of joins) {
      for (const row of rows) {
        // Twice: the plan made on the first call serves the second.
        for (let i = 0; i < 2; i++) {
          const mapped = mapResultRow(fields, row, joinsNotNullableMap);
          const expected = drizzleMapResultRow(fields, row, joinsNotNullableMap);
          expect(mapped).toEqual(expected);
          expect(JSON.stringify(mapped)).toBe(JSON.stringify(expected));
        }
      }
    }
    expect(mapResultRow(fields, rows[1] as unknown[], joins[1]).client).toBeNull();
    expect(
      (mapResultRow(fields, rows[0] as unknown[], undefined).application as { updatedAt: unknown }).updatedAt,
    ).toBeInstanceOf(Date);
  });
});
