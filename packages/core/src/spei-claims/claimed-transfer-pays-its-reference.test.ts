import { eq } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { describe, expect, it } from 'vitest';
import { speiClaimWorld } from '../../testing/spei-claim-fixtures';
import { livePaymentReferences } from '../payments/live-payment-references';
import { deliverPaymentCallback } from '../payments/payment-callbacks';

// A transfer to a reference's CLABE that the borrower proved with its CEP (the callback lost) pays
// that reference: it is no longer offered with all of its amount still to transfer.

const { world, today, newKey, sent, loanWithClabe, claim } = speiClaimWorld();

describe('a claimed transfer to a SPEI reference', () => {
  it('takes the reference off the borrower’s list, nothing left to transfer', async () => {
    const loan = await loanWithClabe(500_00);
    const before = await livePaymentReferences(world.t.core, { actorId: loan.clientId });
    expect(before.references.map((ref) => ref.reference)).toContain(loan.ref.reference);
    const answer = await claim(loan.clientId, newKey(), 500_00);
    expect(answer.outcome).toBe('applied');
    const [ref] = await world.t.core.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, loan.ref.reference));
    expect(ref?.paymentId).toBe(answer.paymentId);
    const after = await livePaymentReferences(world.t.core, { actorId: loan.clientId });
    expect(after.references.map((ref) => ref.reference)).not.toContain(loan.ref.reference);
  });

  it('counts toward the reference: the rest arrives as its second transfer, `/2`, and the sum is exact', async () => {
    const loan = await loanWithClabe(500_00);
    const first = await claim(loan.clientId, sent(newKey()), 200_00);
    expect(first.outcome).toBe('applied');
    const listed = await livePaymentReferences(world.t.core, { actorId: loan.clientId });
    const left = listed.references.find((ref) => ref.reference === loan.ref.reference);
    expect(left?.transferCap?.pending).toEqual({ amount: 300, currency: 'MXN' });
    const key = newKey();
    const rest = await deliverPaymentCallback(world.t.core, {
      eventId: `evt-${key}`,
      reference: loan.ref.reference,
      amount: { amount: 300, currency: 'MXN' },
      status: 'completed',
      occurredAt: world.t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '012', date: today() },
    });
    const [second] = await world.t.core.db
      .select()
      .from(payments)
      .where(eq(payments.id, rest.paymentId ?? 0));
    expect(second).toMatchObject({ reference: `${loan.ref.reference}/2`, paidAmount: 300_00 });
    const after = await livePaymentReferences(world.t.core, { actorId: loan.clientId });
    expect(after.references.map((ref) => ref.reference)).not.toContain(loan.ref.reference);
  });
});
