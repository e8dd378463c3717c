import { eq } from '@lender/db/orm';
import {
  approvalRequests,
  payments,
  reconciliationAlerts,
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
import { sandboxSettlements } from '../../providers/settlements/sandbox';
import { approve as approveRequest } from '../approve';
import { cashPosition, checkReconciliationDay, openAlerts, trialBalance } from './ledger-checks';
import { settlementException } from './settlement-exception';
import { settlementFetch } from './settlement-fetch';
import { settlementUpload } from './settlement-upload';

let t: LendingTestCore;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'maker@lender.test');
  checker = await financeUser(t, 'checker@lender.test');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const today = () => businessDate(t.core.clock.now());
async function text(source: AsyncIterable<string>) {
  let all = '';
  for await (const chunk of source) all += chunk;
  return all;
}
async function* chunks(body: string, size = 7) {
  for (let i = 0; i < body.length; i += size) yield body.slice(i, i + size);
}
const linesOf = (importId: number) =>
  t.core.db
    .select()
    .from(settlementLines)
    .where(eq(settlementLines.importId, importId))
    .orderBy(settlementLines.lineNumber);
const approve = async (
  lineId: number,
  action: Parameters<typeof settlementException>[1]['body']['action'],
) => {
  const request = await settlementException(t.core, {
    actorId: maker,
    params: { lineId },
    body: {
      action,
      reason: 'Estado de cuenta de marzo',
    },
  });
  return approveRequest(t.core, {
    actorId: checker,
    params: { id: request.id },
    body: { version: request.version },
  });
};

describe('settlement files', () => {
  it('refuses a bad file with each problem by line, and keeps nothing', async () => {
    const before = (await t.core.db.select().from(settlementLines)).length;
    const body =
      'fecha,referencia,monto,tienda\n2026-03-05,123,100.5,OXXO\n2026-02-30,124,10,OXXO\n2026-03-05,,10,OXXO\n2026-03-05,125,1.234,OXXO\n';
    const error = await settlementUpload(t.core, {
      channel: 'cash',
      fileName: 'mal.csv',
      source: chunks(body),
      importedBy: maker,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).violations.map((v) => [v.code, v.params?.line])).toEqual([
      ['settlement_date_invalid', 3],
      ['settlement_field_missing', 4],
      ['settlement_amount_invalid', 5],
    ]);
    const header = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'x.csv',
      source: chunks(body),
      importedBy: maker,
    }).catch((e) => e);
    expect((header as CoreError).violations[0]?.code).toBe('settlement_header_invalid');
    expect((await t.core.db.select().from(settlementLines)).length).toBe(before);
  });

  it('matches by amount, date and CLABE when the key is unknown, and lists a payment missing from the file', async () => {
    const a = await paidOutLoan(t);
    const b = await paidOutLoan(t);
    const refA = await paymentReference(t.core, {
      actorId: a.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 321_00 },
      },
    });
    await simulateReferencePayment(t.core, refA.reference);
    const refB = await paymentReference(t.core, {
      actorId: b.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 654_00 },
      },
    });
    await simulateReferencePayment(t.core, refB.reference);
    const day = today();
    const body = `fecha,clave_rastreo,clabe,monto,referencia\n${day},BANXICO-UNKNOWN-1,${refA.clabe},321.00,\n`;
    const { importId } = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'fallback.csv',
      source: chunks(body),
      importedBy: null,
    });
    const [line] = await linesOf(importId);
    const [paymentA] = await t.core.db.select().from(payments).where(eq(payments.reference, refA.reference));
    expect(line).toMatchObject({ outcome: 'matched', paymentId: paymentA?.id });
    const quiet = sandboxSettlements({
      db: t.core.db,
      errors: { missingPayment: false, duplicate: false, amountMismatch: false },
    });
    expect(await text(quiet.statement({ channel: 'spei', from: day, to: day }))).toContain('654.00');
  });

  it('fetches a statement through the port on a one-connection database (the sandbox reads it too)', async () => {
    // The sandbox adapter reads payments; streamed inside the import's transaction on PGlite, it
    // waited for that transaction forever (the back office's "Traer del proveedor" hung).
    const day = today();
    const fetched = await Promise.race([
      settlementFetch(t.core, { body: { channel: 'spei', from: day, to: day }, actorId: maker }),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
    ]);
    expect(fetched).not.toBe('hung');
    const lines = await linesOf((fetched as { importId: number }).importId);
    // The two transfers of the day (the second short by the sandbox's deliberate $10), the first twice.
    expect(lines.map((line) => line.amount)).toEqual([321_00, 654_00 - 10_00, 321_00]);
  });

  it('knows a payment an earlier file matched: a later line naming it is a duplicate, the amount pass skips it, and its check stays matched', async () => {
    const loan = await paidOutLoan(t);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 777_77 },
      },
    });
    await simulateReferencePayment(t.core, ref.reference);
    const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
    const day = today();
    const header = 'fecha,clave_rastreo,clabe,monto,referencia\n';
    const first = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'earlier.csv',
      source: chunks(`${header}${day},EARLIER-KEY-1,${ref.clabe},777.77,${ref.reference}\n`),
      importedBy: null,
    });
    expect((await linesOf(first.importId))[0]).toMatchObject({ outcome: 'matched', paymentId: payment?.id });
    const later = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'later.csv',
      source: chunks(
        `${header}${day},LATER-KEY-1,${ref.clabe},777.77,${ref.reference}\n${day},LATER-KEY-2,${ref.clabe},777.77,\n`,
      ),
      importedBy: null,
    });
    const [byKey, byAmount] = await linesOf(later.importId);
    expect(byKey).toMatchObject({ outcome: 'duplicate', paymentId: payment?.id });
    expect(byAmount).toMatchObject({ outcome: 'unmatched', paymentId: null });
    const [check] = await t.core.db
      .select()
      .from(settlementPaymentChecks)
      .where(eq(settlementPaymentChecks.importId, later.importId))
      .then((rows) => rows.filter((row) => row.paymentId === payment?.id));
    expect(check).toMatchObject({ outcome: 'matched', lineId: null });
  });
});

describe('a month of SPEI payments reconciled against the sandbox statement (issue 39)', () => {
  it('finds exactly the three deliberate errors, works them through maker-checker and the ledger, and ties', async () => {
    const loans = [];
    for (let i = 0; i < 5; i++) loans.push(await paidOutLoan(t));
    const lost = await paidOutLoan(t);
    // The period starts the day after the loans (and the other tests' payments) were made.
    const from = businessDate(new Date(t.core.clock.now().getTime() + DAY));
    // A month of payments: a SPEI transfer every few days, each confirmed by the provider's callback.
    for (const [i, loan] of loans.entries()) {
      t.clock.advance(4 * DAY);
      const ref = await paymentReference(t.core, {
        actorId: loan.clientId,
        body: {
          kind: 'repayment',
          channel: 'clabe',
          amount: { amount: 500_00 + i * 100_00 },
        },
      });
      await simulateReferencePayment(t.core, ref.reference);
    }
    // One more transfer reached the bank, but its callback never reached us.
    const pending = await paymentReference(t.core, {
      actorId: lost.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 750_00 },
      },
    });
    t.clock.advance(3 * DAY);
    const to = today();

    const file = await text(t.core.providers.settlements.statement({ channel: 'spei', from, to }));
    expect(file.split('\n')[0]).toBe('fecha,clave_rastreo,clabe,monto,referencia');
    const first = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'spei-marzo.csv',
      source: chunks(file),
      importedBy: maker,
    });
    expect(first.duplicate).toBe(false);
    const lines = await linesOf(first.importId);
    expect(lines.map((line) => line.outcome)).toEqual([
      'matched',
      'amount_mismatch',
      'matched',
      'matched',
      'matched',
      'duplicate',
      'unmatched',
    ]);
    const exceptions = lines.filter((line) => line.outcome !== 'matched');
    expect(exceptions).toHaveLength(3);
    expect(exceptions[0]).toMatchObject({ amount: 600_00 - 10_00, expectedAmount: 600_00 });
    const [missingLine] = exceptions.filter((line) => line.outcome === 'unmatched');
    // The lost transfer was paid on a reference, which is no payment until its money is posted
    // (issue 47): the line names the reference, not a payment.
    expect(await t.core.db.select().from(payments).where(eq(payments.reference, pending.reference))).toEqual(
      [],
    );
    expect(missingLine).toMatchObject({ paymentId: null, reference: pending.reference, amount: 750_00 });

    // The day of the short transfer does not tie before the work: the check raises an alert row.
    const shortDay = (exceptions[0] as { valueDate: string }).valueDate;
    expect((await checkReconciliationDay(t.core, shortDay)).untied).toEqual(['spei']);
    expect(await openAlerts(t.core.db)).toHaveLength(1);

    // Re-importing the same file changes nothing.
    const rows = (await t.core.db.select().from(settlementLines)).length;
    const again = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'otra-vez.csv',
      source: chunks(file, 1000),
      importedBy: maker,
    });
    expect(again).toEqual({ importId: first.importId, duplicate: true });
    expect((await t.core.db.select().from(settlementLines)).length).toBe(rows);

    // Nothing moves until another user approves; then each exception is worked once.
    const asked = await settlementException(t.core, {
      actorId: maker,
      params: { lineId: missingLine?.id as number },
      body: {
        action: 'post_payment',
        reason: 'Llegó al banco',
      },
    });
    expect((await linesOf(first.importId)).every((line) => line.resolution === null)).toBe(true);
    const code = await approveRequest(t.core, {
      actorId: maker,
      params: { id: asked.id },
      body: { version: asked.version },
    }).catch((e: CoreError) => e.code);
    expect(code).toBe('maker_cannot_approve');
    await approveRequest(t.core, {
      actorId: checker,
      params: { id: asked.id },
      body: { version: asked.version },
    });
    await approve(exceptions[1]?.id as number, 'reverse_duplicate');
    await approve(exceptions[0]?.id as number, 'correct_amount');

    const worked = await linesOf(first.importId);
    expect(worked.filter((line) => line.resolution !== null).map((line) => line.resolution)).toEqual([
      'corrected',
      'reversed',
      'posted',
    ]);
    const [completed] = await t.core.db
      .select()
      .from(payments)
      .where(eq(payments.reference, pending.reference));
    expect(completed).toMatchObject({ status: 'completed', paidAmount: 750_00 });
    expect(worked.find((line) => line.id === missingLine?.id)?.paymentId).toBe(completed?.id);
    const approved = await t.core.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.kind, 'reconciliation.exception'));
    expect(approved.map((row) => row.status)).toEqual(['approved', 'approved', 'approved']);
    const audited = await t.core.audit.list({ entity: 'settlement_line' }, { page: 1, perPage: 10 });
    expect(audited.items.map((entry) => entry.action).sort()).toEqual([
      'reconciliation.correct_amount',
      'reconciliation.post_payment',
      'reconciliation.reverse_duplicate',
    ]);
    // A worked line cannot be worked again.
    const twice = await settlementException(t.core, {
      actorId: maker,
      params: { lineId: missingLine?.id as number },
      body: {
        action: 'not_ours',
        reason: 'x',
      },
    }).catch((e: CoreError) => e.code);
    expect(twice).toBe('invalid_transition');

    // The trial balance is even and every day of the period ties; the alert clears.
    const balance = await trialBalance(t.core.db, to);
    expect(balance.even).toBe(true);
    expect(balance.totalDebit).toBe(balance.totalCredit);
    for (let day = from; day <= to; day = businessDate(new Date(Date.parse(`${day}T18:00:00Z`) + DAY))) {
      const cash = await cashPosition(t.core.db, day);
      expect(cash.find((row) => row.channel === 'spei')?.difference, day).toBe(0);
      expect((await checkReconciliationDay(t.core, day)).untied).toEqual([]);
    }
    expect(await openAlerts(t.core.db)).toEqual([]);
    const alerts = await t.core.db.select().from(reconciliationAlerts);
    expect(alerts).toHaveLength(1);
  });
});
