import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 48 point 6 (ADR 178): a settlement file that is not UTF-8 is refused with its line, in the
// error envelope, and the database is left as it was. A SPEI file with one Latin-1 `Ñ` used to
// answer 201 and leave its lines as unmatched money.

const IMPORTS = '/web/private/back-office/reconciliation/imports';
const HEADER = 'fecha,clave_rastreo,clabe,monto,referencia';
let t: TestApp;
const { tokens } = backOfficeStaff({ finance: 'finance' }, async () => {
  t = await createTestApp();
  return t;
});

/** Posts a statement the way the back office's upload form does. */
async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('channel', 'spei');
  form.set('file', new File([bytes], name, { type: 'text/csv' }));
  const response = await t.app.request(IMPORTS, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${tokens.finance}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      code?: string;
      data?: { importId: number; duplicate: boolean };
      errors?: Array<{
        propertyPath: string;
        code: string;
        message: string;
        params?: Record<string, unknown>;
      }>;
    },
  };
}

async function stored() {
  const { db } = t.core;
  return {
    imports: await db.select().from(schema.settlementImports),
    lines: await db.select().from(schema.settlementLines),
    audit: await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'reconciliation.import')),
  };
}

const statement = (reference: Uint8Array) =>
  Buffer.concat([
    Buffer.from(`${HEADER}\n2026-03-02,BANXICO-1,002010077777777771,321.00,LND1\n`),
    Buffer.from('2026-03-02,BANXICO-2,002010077777777771,150.00,'),
    reference,
    Buffer.from('\n'),
  ]);

describe('POST a settlement file that is not UTF-8', () => {
  it('a Latin-1 Ñ (0xD1) on line 3: 400 validation_failed naming line 3; nothing stored', async () => {
    const before = await stored();
    const res = await upload(statement(Buffer.from('PE\xd1A', 'latin1')), 'spei-latin1.csv');
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    expect(res.body.errors).toEqual([
      {
        propertyPath: 'children[file].data',
        code: 'settlement_encoding_invalid',
        message: 'Line 3, character 50: the file is not UTF-8 text; save it as CSV UTF-8.',
        params: { line: 3, column: '', columns: HEADER, position: 50 },
      },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('UTF-16 with its BOM: 400 naming line 1 with its own code; nothing stored', async () => {
    const before = await stored();
    const utf16 = Buffer.from(`\uFEFF${statement(Buffer.from('PEÑA')).toString('utf8')}`, 'utf16le');
    const res = await upload(utf16, 'spei-utf16.csv');
    expect([res.status, res.body.errors?.map((e) => [e.code, e.params?.line])]).toEqual([
      400,
      [['settlement_encoding_utf16', 1]],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('the same file saved as UTF-8 with a BOM: 201', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), statement(Buffer.from('PEÑA'))]);
    const res = await upload(bytes, 'spei-utf8.csv');
    expect([res.status, res.body.data?.duplicate]).toEqual([201, false]);
    const lines = (await stored()).lines;
    expect(lines.map((line) => line.reference)).toEqual(['LND1', 'PEÑA']);
  });
});
