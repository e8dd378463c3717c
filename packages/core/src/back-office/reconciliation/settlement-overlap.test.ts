import { eq } from '@lender/db/orm';
import { payments, settlementLines } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../../testing/lending-fixtures';
import { businessDate } from '../../clock';
import { simulateReferencePayment } from '../../payments/payment-callbacks';
import { paymentReference } from '../../payments/payment-reference';
import { formatPesos } from '../../providers/settlements/layouts';
import { cashPosition } from './ledger-checks';
import { settlementException } from './settlement-exception';
import { settlementImport } from './settlement-import';
import { settlementUpload } from './settlement-upload';

// A re-sent statement that overlaps an earlier one (ADR 168): the repeated lines are the same
// movements, not duplicates; only the new lines are matched and can be exceptions.

let t: LendingTestCore;
let maker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'maker@lender.test');
});
afterAll(() => t.close());

const HEADER = 'fecha,clave_rastreo,clabe,monto,referencia';
type Payment = typeof payments.$inferSelect;
const paidOf = (payment: Payment) => payment.paidAmount ?? payment.amount;
const lineOf = (payment: Payment, amount = paidOf(payment)) =>
  [
    businessDate(payment.completedAt as Date),
    payment.providerPaymentId,
    payment.clabe,
    formatPesos(amount),
    payment.reference,
  ].join(',');
const fileOf = (...lines: string[]) => `${HEADER}\n${lines.join('\n')}\n`;
async function* chunks(body: string) {
  for (let i = 0; i < body.length; i += 11) yield body.slice(i, i + 11);
}
const importText = (fileName: string, body: string) =>
  settlementUpload(t.core, { channel: 'spei', fileName, source: chunks(body), importedBy: maker });
const outcomes = async (importId: number) =>
  (
    await t.core.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.importId, importId))
      .orderBy(settlementLines.lineNumber)
  ).map((line) => line.outcome);

describe('an overlapping re-sent statement (ADR 168)', () => {
  it('recognises the lines already imported and matches only the new ones; re-importing it changes nothing', async () => {
    const paid: Payment[] = [];
    for (let i = 0; i < 4; i++) {
      const loan = await paidOutLoan(t);
      const ref = await paymentReference(t.core, {
        actorId: loan.clientId,
        body: {
          kind: 'repayment',
          channel: 'clabe',
          amount: { amount: 400_00 + i * 50_00 },
        },
      });
      await simulateReferencePayment(t.core, ref.reference);
      const [row] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
      paid.push(row as Payment);
    }
    const [p1, p2, p3, p4] = paid as [Payment, Payment, Payment, Payment];
    const day = businessDate(p1.completedAt as Date);

    const a = await importText('spei-a.csv', fileOf(lineOf(p1), lineOf(p2)));
    expect(await outcomes(a.importId)).toEqual(['matched', 'matched']);

    // File B re-sends A's two lines and adds two: one matches, one is short by $10.
    const bodyB = fileOf(lineOf(p1), lineOf(p2), lineOf(p3), lineOf(p4, paidOf(p4) - 10_00));
    const b = await importText('spei-b.csv', bodyB);
    expect(b.duplicate).toBe(false);
    expect(await outcomes(b.importId)).toEqual(['repeated', 'repeated', 'matched', 'amount_mismatch']);
    const detail = await settlementImport(t.core, { query: { importId: b.importId, page: 1, perPage: 25 } });
    expect(detail.import.counts).toMatchObject({
      repeated: 2,
      matched: 1,
      amount_mismatch: 1,
      duplicate: 0,
      missing: 0,
      open: 1,
    });
    expect(detail.lines.map((line) => line.repeatOf)).toEqual([
      { importId: a.importId, fileName: 'spei-a.csv', lineNumber: 2 },
      { importId: a.importId, fileName: 'spei-a.csv', lineNumber: 3 },
      null,
      null,
    ]);
    // A repeated line names the payment the earlier line matched and offers no action.
    expect(detail.lines[0]).toMatchObject({ payment: { id: p1.id }, actions: [] });
    const open = await settlementImport(t.core, {
      query: {
        importId: b.importId,
        state: 'open',
        page: 1,
        perPage: 25,
      },
    });
    expect(open.lines.map((line) => line.outcome)).toEqual(['amount_mismatch']);
    const refused = await settlementException(t.core, {
      actorId: maker,
      params: { lineId: detail.lines[0]?.id as number },
      body: {
        action: 'reverse_duplicate',
        reason: 'Reenviado',
      },
    }).catch((error: { code: string }) => error.code);
    expect(refused).toBe('invalid_transition');
    // The day's statement counts each movement once.
    const cash = (await cashPosition(t.core.db, day)).find((row) => row.channel === 'spei');
    expect(cash?.statement).toBe(paidOf(p1) + paidOf(p2) + paidOf(p3) + paidOf(p4) - 10_00);

    // The same file B again: the earlier import, nothing new.
    const rows = (await t.core.db.select().from(settlementLines)).length;
    expect(await importText('spei-b-otra-vez.csv', bodyB)).toEqual({ importId: b.importId, duplicate: true });
    expect((await t.core.db.select().from(settlementLines)).length).toBe(rows);
    expect(await outcomes(b.importId)).toEqual(['repeated', 'repeated', 'matched', 'amount_mismatch']);

    // A file listing a movement twice, or a known key with another amount, is still a duplicate.
    const c = await importText('spei-c.csv', fileOf(lineOf(p3), lineOf(p3), lineOf(p1, paidOf(p1) + 1_00)));
    expect(await outcomes(c.importId)).toEqual(['repeated', 'duplicate', 'duplicate']);
  });
});
