import { eq } from '@lender/db/orm';
import {
  auditLog,
  payments,
  reconciliationAlerts,
  settlementImports,
  settlementLines,
  settlementPaymentChecks,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../../testing/lending-fixtures';
import { businessDate } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { simulateReferencePayment } from '../../payments/payment-callbacks';
import { paymentReference } from '../../payments/payment-reference';
import { formatPesos } from '../../providers/settlements/layouts';
import { cashPosition } from './ledger-checks';
import { settlementUpload } from './settlement-upload';

// Issue 48 point 6 (ADR 178): a statement that is not UTF-8 — one Latin-1 `Ñ` in a reference, or a
// UTF-16 file — is refused at the line of its first bad byte, and nothing of it is kept. It used to
// import, its `Ñ` read as U+FFFD, and sit as unmatched money in the cash position.

let t: LendingTestCore;
let maker: number;
let day: string;
let paidLine: string;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'maker@lender.test');
  const loan = await paidOutLoan(t);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: {
      kind: 'repayment',
      channel: 'clabe',
      amount: { amount: 321_00 },
    },
  });
  await simulateReferencePayment(t.core, ref.reference);
  const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
  if (!payment?.completedAt) throw new Error('payment not settled');
  day = businessDate(payment.completedAt);
  paidLine = [day, payment.providerPaymentId, payment.clabe, formatPesos(321_00), payment.reference].join(
    ',',
  );
});
afterAll(() => t.close());

const HEADER = 'fecha,clave_rastreo,clabe,monto,referencia';

/** The file's bytes in chunks of 7, as a stream gives them. */
async function* chunks(bytes: Uint8Array) {
  for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
}
const importBytes = (fileName: string, bytes: Uint8Array) =>
  settlementUpload(t.core, { channel: 'spei', fileName, source: chunks(bytes), importedBy: maker });

/** A SPEI statement: the paid transfer on line 2, then a stranger's transfer with `reference`. */
const statement = (reference: Uint8Array) =>
  Buffer.concat([
    Buffer.from(`${HEADER}\n${paidLine}\n${day},BANXICO-STRANGER-1,002010077777777771,150.00,`),
    reference,
    Buffer.from('\n'),
  ]);
const LATIN1_PENA = Buffer.from('PE\xd1A', 'latin1');

/** Everything an import writes: its row, lines, checks, alerts, audit entry and the cash position. */
async function kept() {
  return {
    imports: (await t.core.db.select().from(settlementImports)).length,
    lines: (await t.core.db.select().from(settlementLines)).length,
    checks: (await t.core.db.select().from(settlementPaymentChecks)).length,
    alerts: (await t.core.db.select().from(reconciliationAlerts)).length,
    audit: (await t.core.db.select().from(auditLog).where(eq(auditLog.action, 'reconciliation.import')))
      .length,
    cash: await cashPosition(t.core.db, day),
  };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CoreError);
  const { code, status, violations } = error as CoreError;
  return { code, status, violations: violations.map((v) => [v.code, v.params]) };
}

describe('a statement that is not UTF-8', () => {
  it('with a Latin-1 Ñ (0xD1) in a reference on line 3: refused naming line 3, nothing kept', async () => {
    const before = await kept();
    const refused = await refusal(importBytes('spei-latin1.csv', statement(LATIN1_PENA)));
    expect(refused).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(refused.violations).toEqual([
      [
        'settlement_encoding_invalid',
        {
          line: 3,
          column: '',
          columns: HEADER,
          position: `${day},BANXICO-STRANGER-1,002010077777777771,150.00,PE`.length + 1,
        },
      ],
    ]);
    expect(await kept()).toEqual(before);
  });

  it.each([
    ['UTF-16 LE with its BOM', 'le', true],
    ['UTF-16 BE without a BOM', 'be', false],
  ] as const)('%s: refused at line 1, nothing kept', async (_, endian, bom) => {
    const before = await kept();
    const le = Buffer.from(
      `${bom ? '\uFEFF' : ''}${statement(Buffer.from('PEÑA')).toString('utf8')}`,
      'utf16le',
    );
    const bytes = endian === 'le' ? le : Buffer.from(le).swap16();
    const refused = await refusal(importBytes('spei-utf16.csv', bytes));
    expect(refused.violations).toEqual([
      ['settlement_encoding_utf16', { line: 1, column: '', columns: HEADER }],
    ]);
    expect(await kept()).toEqual(before);
  });

  it('the same statement saved as UTF-8 (with a BOM) imports, its Ñ intact; the refusals left no trace of it', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), statement(Buffer.from('PEÑA'))]);
    const { importId, duplicate } = await importBytes('spei-utf8.csv', bytes);
    expect(duplicate).toBe(false);
    const lines = await t.core.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.importId, importId))
      .orderBy(settlementLines.lineNumber);
    expect(lines.map((line) => [line.lineNumber, line.reference, line.outcome])).toEqual([
      [2, paidLine.split(',')[4], 'matched'],
      [3, 'PEÑA', 'unmatched'],
    ]);
  });
});
