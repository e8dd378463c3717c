import { type MandateRevocation, moneyFromCentavos } from '@lender/contracts';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { loans, mandateCharges, mandates, payments, scheduledCharges } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { chargesByMandate } from './mandate-charge-list';
import { type MandatesContext, mandateView } from './mandate-model';

/**
 * `client.revokeMandate` (issue 66): the borrower revokes a mandate in one call, effective at once —
 * every later charge under it is refused (`mandate_revoked`). A charge already presented to the
 * clearing house (sent, or accepted and not yet settled) cannot be recalled: the answer names it.
 * Another borrower's mandate is `not_found`; revoking twice answers as the first time.
 */
export async function revokeMandate(
  ctx: MandatesContext,
  { actorId: clientId, params: { id } }: { actorId: number; params: { id: number } },
): Promise<MandateRevocation> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ mandate: mandates, applicationId: loans.applicationId })
      .from(mandates)
      .innerJoin(loans, eq(loans.id, mandates.loanId))
      .where(and(eq(mandates.id, id), eq(mandates.clientId, clientId)))
      .for('update', { of: mandates });
    if (!found) throw new CoreError('not_found');
    let row = found.mandate;
    if (row.status === 'active') {
      const [revoked] = await tx
        .update(mandates)
        .set({ status: 'revoked', revokedReason: 'borrower', revokedAt: ctx.clock.now() })
        .where(eq(mandates.id, id))
        .returning();
      row = revoked ?? row;
      await ctx.audit.record(tx, {
        actor: { type: 'client', id: clientId },
        action: 'mandate.revoke',
        entity: 'client',
        entityId: clientId,
        before: { status: 'active' },
        after: { mandateId: id, status: 'revoked', revokedBy: 'borrower' },
      });
    }
    const [inFlight] = await tx
      .select({
        amount: mandateCharges.amount,
        chargeOn: mandateCharges.chargeOn,
        status: mandateCharges.status,
      })
      .from(mandateCharges)
      .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
      .where(
        and(
          eq(mandateCharges.mandateId, id),
          inArray(mandateCharges.status, ['sent', 'accepted']),
          eq(payments.status, 'pending'),
        ),
      )
      .orderBy(desc(mandateCharges.id))
      .limit(1);
    // The payday charges not yet sent under it never will be (ADR 329).
    await tx
      .update(scheduledCharges)
      .set({ status: 'refused', refusalCode: 'mandate_revoked' })
      .where(
        and(eq(scheduledCharges.mandateId, id), inArray(scheduledCharges.status, ['planned', 'noticed'])),
      );
    const charges = (await chargesByMandate(tx, clientId, [id])).get(id) ?? [];
    return {
      mandate: mandateView(row, found, ctx.company, charges),
      chargeInFlight:
        inFlight && (inFlight.status === 'sent' || inFlight.status === 'accepted')
          ? {
              amount: moneyFromCentavos(inFlight.amount),
              chargeOn: inFlight.chargeOn,
              status: inFlight.status,
            }
          : null,
    };
  });
}
