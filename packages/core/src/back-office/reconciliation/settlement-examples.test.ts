import { SETTLEMENT_CHANNELS, SETTLEMENT_FILE_LAYOUTS, settlementExampleCsv } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { settlementLines } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, financeUser, type LendingTestCore } from '../../../testing/lending-fixtures';
import { parsePesos } from '../../providers/settlements/layouts';
import { settlementUpload } from './settlement-upload';

// Issue 48: the example file the back office offers for each layout (built from the contracts'
// `SETTLEMENT_FILE_LAYOUTS`, the columns this importer parses with) imports as it is, every row a
// line with the example's date, amount and keys.

let t: LendingTestCore;
let finance: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  finance = await financeUser(t, 'finance@lender.test');
});
afterAll(() => t.close());

async function* once(body: string) {
  yield new TextEncoder().encode(body);
}

describe('the example settlement files', () => {
  for (const channel of SETTLEMENT_CHANNELS) {
    it(`${channel}: imports whole, each example row a line`, async () => {
      const layout = SETTLEMENT_FILE_LAYOUTS[channel];
      const result = await settlementUpload(t.core, {
        channel,
        fileName: `ejemplo-${channel}.csv`,
        source: once(settlementExampleCsv(channel)),
        importedBy: finance,
      });
      expect(result.duplicate).toBe(false);
      const lines = await t.core.db
        .select()
        .from(settlementLines)
        .where(eq(settlementLines.importId, result.importId))
        .orderBy(settlementLines.lineNumber);
      expect(
        lines.map((line) => ({
          lineNumber: line.lineNumber,
          valueDate: line.valueDate,
          amount: line.amount,
          movementKey: line.movementKey,
          reference: line.reference,
        })),
      ).toEqual(
        layout.example.map((row, index) => ({
          lineNumber: index + 2,
          valueDate: row.fecha,
          amount: parsePesos(row.monto ?? ''),
          movementKey: row[layout.required[0] ?? ''],
          reference: row.referencia ?? '',
        })),
      );
    });
  }

  it('quotes a field with a comma (a store named with its city) and ends lines as Windows does', () => {
    const cash = settlementExampleCsv('cash');
    expect(cash.split('\r\n')[0]).toBe('fecha,referencia,monto,tienda');
    expect(cash).toContain('"OXXO Reforma 222, CDMX"');
    expect(cash.endsWith('\r\n')).toBe(true);
  });
});
