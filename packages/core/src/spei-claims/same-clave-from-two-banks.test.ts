import { eq } from '@lender/db/orm';
import { settlementLines } from '@lender/db/schema';
import { describe, expect, it } from 'vitest';
import { speiClaimWorld } from '../../testing/spei-claim-fixtures';
import { settlementUpload } from '../back-office/reconciliation/settlement-upload';
import { deliverPaymentCallback } from '../payments/payment-callbacks';

// ADR 306: the same clave de rastreo from two sending banks is two transfers, even once a bank
// statement has listed the first one (a statement line carries no sending bank).

const { world, today, newKey, loanWithClabe, claim, paymentsOf, owed, statement, lineOf } = speiClaimWorld();

const callback = (reference: string, key: string, senderBank: string, pesos = 500) =>
  deliverPaymentCallback(world.t.core, {
    eventId: `evt-${key}-${senderBank}`,
    reference,
    amount: { amount: pesos, currency: 'MXN' },
    status: 'completed',
    occurredAt: world.t.core.clock.now().toISOString(),
    transfer: { trackingKey: key, senderBank, date: today() },
  });

describe('the same clave from another bank after the statement matched the first transfer', () => {
  it('pays the second transfer by callback, not answered as the first', async () => {
    const a = await loanWithClabe();
    const b = await loanWithClabe();
    const key = newKey();
    const first = await callback(a.ref.reference, key, '012');
    const { importId } = await statement(key, a.ref.clabe ?? '', 500_00);
    expect(await lineOf(importId)).toMatchObject({ outcome: 'matched', paymentId: first.paymentId });
    const before = await owed(b.loanId);
    const second = await callback(b.ref.reference, key, '014');
    expect(second.duplicate).toBe(false);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await paymentsOf(b.loanId)).toHaveLength(1);
    expect(await owed(b.loanId)).toBe(before - 500_00);
  });

  it('applies the second transfer by claim, not refused as another borrower’s', async () => {
    const a = await loanWithClabe();
    const b = await loanWithClabe();
    const key = newKey();
    const first = await claim(a.clientId, key, 500_00, '012');
    const { importId } = await statement(key, a.ref.clabe ?? '', 500_00);
    expect(await lineOf(importId)).toMatchObject({ paymentId: first.paymentId });
    const second = await claim(b.clientId, key, 500_00, '014');
    expect(second.outcome).toBe('applied');
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await paymentsOf(b.loanId)).toHaveLength(1);
  });
});

async function* chunks(body: string) {
  yield body;
}

/** A SPEI statement listing `lines` (clave, CLABE, centavos), each on today's value date. */
async function statementOf(lines: readonly [string, string, number][]) {
  const rows = lines.map(
    ([key, clabe, amount]) => `${today()},${key},${clabe},${(amount / 100).toFixed(2)},`,
  );
  const { importId } = await settlementUpload(world.t.core, {
    channel: 'spei',
    fileName: `estado-dos-bancos-${lines[0]?.[0]}.csv`,
    source: chunks(`fecha,clave_rastreo,clabe,monto,referencia\n${rows.join('\n')}\n`),
    importedBy: null,
  });
  return world.t.core.db
    .select()
    .from(settlementLines)
    .where(eq(settlementLines.importId, importId))
    .orderBy(settlementLines.lineNumber);
}

describe('a statement listing the same clave from two banks, both paid by callback', () => {
  it('matches each line to its own transfer when the amounts differ, neither a duplicate', async () => {
    const a = await loanWithClabe();
    const b = await loanWithClabe();
    const key = newKey();
    const first = await callback(a.ref.reference, key, '012', 500);
    const second = await callback(b.ref.reference, key, '014', 700);
    const lines = await statementOf([
      [key, a.ref.clabe ?? '', 500_00],
      [key, b.ref.clabe ?? '', 700_00],
    ]);
    expect(lines.map((line) => [line.outcome, line.paymentId])).toEqual([
      ['matched', first.paymentId],
      ['matched', second.paymentId],
    ]);
  });

  it('matches each line to its own transfer when the amounts are equal', async () => {
    const a = await loanWithClabe();
    const b = await loanWithClabe();
    const key = newKey();
    const first = await callback(a.ref.reference, key, '012');
    const second = await callback(b.ref.reference, key, '014');
    const lines = await statementOf([
      [key, a.ref.clabe ?? '', 500_00],
      [key, b.ref.clabe ?? '', 500_00],
    ]);
    expect(lines.map((line) => line.outcome)).toEqual(['matched', 'matched']);
    expect(new Set(lines.map((line) => line.paymentId))).toEqual(
      new Set([first.paymentId, second.paymentId]),
    );
  });

  it('still calls a line listed twice for one transfer a duplicate, the other bank’s transfer aside', async () => {
    const a = await loanWithClabe();
    const b = await loanWithClabe();
    const key = newKey();
    const first = await callback(a.ref.reference, key, '012');
    await callback(b.ref.reference, key, '014');
    const lines = await statementOf([
      [key, a.ref.clabe ?? '', 500_00],
      [key, a.ref.clabe ?? '', 500_00],
    ]);
    expect(lines.map((line) => [line.outcome, line.paymentId])).toEqual([
      ['matched', first.paymentId],
      ['duplicate', first.paymentId],
    ]);
  });
});
