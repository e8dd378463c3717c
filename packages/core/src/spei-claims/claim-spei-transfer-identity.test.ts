import { eq } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import { describe, expect, it } from 'vitest';
import { speiClaimWorld } from '../../testing/spei-claim-fixtures';
import { deliverPaymentCallback } from '../payments/payment-callbacks';
import type { CepQuery } from '../providers/cep/port';
import { sandboxCep } from '../providers/cep/sandbox';
import { fileSpeiClaim } from './claim-spei-payment';

// Issue 62 point 4 (ADR 306): a SPEI transfer is its clave de rastreo, sending bank, operation date
// and amount; a claim never reveals another borrower's transfer, and a claim for more than the CEP
// proves applies what is proven.

const { world, today, newKey, sent, loanWithClabe, claim, paymentsOf, owed, statement, lineOf } =
  speiClaimWorld();

describe('fileSpeiClaim: a transfer is its clave, sending bank, day and amount', () => {
  it('takes the same clave from two sending banks as two payments, by claim and by callback', async () => {
    const a = await loanWithClabe();
    const b = await loanWithClabe();
    const c = await loanWithClabe();
    const key = newKey();
    const first = await claim(a.clientId, key, 500_00, '012');
    const second = await claim(b.clientId, key, 500_00, '014');
    expect([first.outcome, second.outcome]).toEqual(['applied', 'applied']);
    expect(second.paymentId).not.toBe(first.paymentId);
    const third = await deliverPaymentCallback(world.t.core, {
      eventId: `evt-${key}-072`,
      reference: c.ref.reference,
      amount: { amount: 500, currency: 'MXN' },
      status: 'completed',
      occurredAt: world.t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '072', date: today() },
    });
    expect(third.duplicate).toBe(false);
    expect(new Set([first.paymentId, second.paymentId, third.paymentId]).size).toBe(3);
    for (const { loanId } of [a, b, c]) expect(await paymentsOf(loanId)).toHaveLength(1);
  });

  it("refuses another borrower's transfer with a case of the claimant's own, revealing nothing of it", async () => {
    const owner = await loanWithClabe();
    const other = await loanWithClabe();
    const key = newKey();
    const paid = await claim(owner.clientId, key);
    const before = await owed(other.loanId);
    const answer = await claim(other.clientId, key);
    expect(answer).toMatchObject({ outcome: 'unverified', paymentId: null, receiptFolio: null });
    expect(answer.caseFolio).toMatch(/^UNE-\d{4}-\d{6}$/);
    const text = JSON.stringify(answer);
    expect(text).not.toContain(String(paid.receiptFolio));
    expect(text).not.toMatch(new RegExp(`"paymentId":${paid.paymentId}\\b`));
    expect(answer.caseFolio).not.toBe(paid.caseFolio);
    const [complaint] = await world.t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, answer.caseFolio ?? ''));
    expect(complaint).toMatchObject({
      clientId: other.clientId,
      loanId: other.loanId,
      kind: 'clarification',
    });
    // The case is the claimant's: nothing of the owner's loan or payment in its words either.
    // Ids are short numbers that may appear inside the random tracking key; look for them as words.
    expect(complaint?.description).not.toMatch(new RegExp(`préstamo ${owner.loanId}\\b`));
    expect(complaint?.description).not.toMatch(new RegExp(`Cliente: ${owner.clientId}\\b`));
    expect(complaint?.description).not.toContain(String(paid.receiptFolio));
    expect(complaint?.description).not.toMatch(/otro cliente|Cliente:/);
    expect(await paymentsOf(other.loanId)).toHaveLength(0);
    expect(await owed(other.loanId)).toBe(before);
    // The owner asking again is still told it is theirs.
    expect(await claim(owner.clientId, key)).toMatchObject({
      outcome: 'already_applied',
      paymentId: paid.paymentId,
    });
  });

  it('applies $102.00 of a $150.00 claim when the proven transfer is $102.00, and opens a case for the rest', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    // Banxico knows the transfer only by its real amount; the bank's statement listed it.
    const banxico = sandboxCep();
    const strict = {
      ...world.t.core,
      providers: {
        cep: {
          name: 'strict',
          validate: (q: CepQuery) => (q.amount === 102_00 ? banxico.validate(q) : Promise.resolve(null)),
        },
      },
    };
    const { importId } = await statement(key, ref.clabe ?? '', 102_00);
    expect((await lineOf(importId))?.outcome).toBe('unmatched');
    const before = await owed(loanId);
    const answer = await fileSpeiClaim(strict, {
      clientId,
      date: today(),
      amount: 150_00,
      trackingKey: key,
      senderBank: '012',
    });
    expect(answer).toMatchObject({ outcome: 'applied', amount: { amount: 102, currency: 'MXN' } });
    expect(answer.caseFolio).toMatch(/^UNE-/);
    const [payment] = await paymentsOf(loanId);
    expect(payment).toMatchObject({ id: answer.paymentId, amount: 102_00, paidAmount: 102_00 });
    expect(await owed(loanId)).toBe(before - 102_00);
    expect(await lineOf(importId)).toMatchObject({ outcome: 'matched', paymentId: answer.paymentId });
    const [complaint] = await world.t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, answer.caseFolio ?? ''));
    expect(complaint?.description).toContain('Monto: $150.00.');
    expect(complaint?.description).toContain('$48.00');
    // Claimed again for $150.00: already applied, the same case for the difference, nothing paid twice.
    const again = await fileSpeiClaim(strict, {
      clientId,
      date: today(),
      amount: 150_00,
      trackingKey: key,
      senderBank: '012',
    });
    expect(again).toMatchObject({
      outcome: 'already_applied',
      paymentId: answer.paymentId,
      caseFolio: answer.caseFolio,
    });
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before - 102_00);
  });

  it('applies what a CEP service states when it answers another amount, the difference a case', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const banxico = sandboxCep();
    const stating = {
      ...world.t.core,
      providers: {
        cep: { name: 'stating', validate: (q: CepQuery) => banxico.validate({ ...q, amount: 102_00 }) },
      },
    };
    const answer = await fileSpeiClaim(stating, {
      clientId,
      date: today(),
      amount: 150_00,
      trackingKey: newKey(),
      senderBank: '012',
    });
    expect(answer).toMatchObject({ outcome: 'applied', amount: { amount: 102, currency: 'MXN' } });
    expect(answer.caseFolio).not.toBeNull();
    expect((await paymentsOf(loanId))[0]?.paidAmount).toBe(102_00);
  });

  it('matches a statement line only when its amount agrees', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    // A line of the clave waiting for finance, of another amount: the claim leaves it alone.
    const { importId: early } = await statement(key, ref.clabe ?? '', 400_00);
    const applied = await claim(clientId, key, 500_00);
    expect(applied.outcome).toBe('applied');
    expect(await lineOf(early)).toMatchObject({ outcome: 'unmatched', paymentId: null });
    // A statement of a claimed transfer's clave and day with another amount is not that payment.
    const other = sent(newKey());
    const paid = await claim(clientId, other, 200_00);
    const { importId: late } = await statement(other, ref.clabe ?? '', 199_99);
    expect(await lineOf(late)).toMatchObject({ outcome: 'unmatched', paymentId: null });
    expect((await paymentsOf(loanId)).map((p) => p.id)).toEqual([applied.paymentId, paid.paymentId]);
  });

  it('writes the claimed amount in the aclaración as every screen shows money (thousands grouped)', async () => {
    const { clientId } = await loanWithClabe();
    const key = `NOCEPBIG${newKey()}`.slice(0, 30);
    const answer = await claim(clientId, key, 3_219_24);
    expect(answer).toMatchObject({ outcome: 'unverified', paymentId: null });
    const [complaint] = await world.t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, answer.caseFolio ?? ''));
    expect(complaint?.description).toContain('Monto: $3,219.24.');
    expect(complaint?.description).not.toContain('3219.24');
  });
});
