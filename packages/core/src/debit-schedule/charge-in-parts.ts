import type { ChargeInPartsRequest, Mandate } from '@lender/contracts';
import { and, asc, eq } from '@lender/db/orm';
import { loans, mandates, scheduledCharges } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { chargesByMandate } from '../mandates/mandate-charge-list';
import { type MandatesContext, mandateView } from '../mandates/mandate-model';
import { chargeParts } from './debit-schedule-model';

/**
 * `client.chargeInParts` (issue 66 point 2, ADR 329): the borrower chooses to be charged on payday in
 * parts of at most MXN 1,000.00, or whole. The attempts still only planned (not yet announced) are
 * planned again the new way, to the centavo of what they were; one already announced keeps the
 * amounts its notice gave. Another borrower's mandate is 404 `not_found`.
 */
export async function chargeInParts(
  ctx: Pick<MandatesContext, 'db' | 'clock' | 'company'>,
  {
    actorId: clientId,
    params: { id },
    body,
  }: { actorId: number; params: { id: number }; body: ChargeInPartsRequest },
): Promise<Mandate> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ mandate: mandates, applicationId: loans.applicationId })
      .from(mandates)
      .innerJoin(loans, eq(loans.id, mandates.loanId))
      .where(and(eq(mandates.id, id), eq(mandates.clientId, clientId)))
      .for('update', { of: mandates });
    if (!found) throw new CoreError('not_found');
    const [row] = await tx
      .update(mandates)
      .set({ splitInParts: body.inParts })
      .where(eq(mandates.id, id))
      .returning();
    const planned = await tx
      .select()
      .from(scheduledCharges)
      .where(eq(scheduledCharges.mandateId, id))
      .orderBy(asc(scheduledCharges.id));
    // Planned again per instalment and attempt, when no part of it was announced yet: the same
    // total, in parts or whole.
    const groups = new Map<string, (typeof planned)[number][]>();
    for (const charge of planned) {
      const key = `${charge.instalment}:${charge.attempt}`;
      groups.set(key, [...(groups.get(key) ?? []), charge]);
    }
    for (const group of groups.values()) {
      if (group.some((charge) => charge.status !== 'planned')) continue;
      const first = group[0] as (typeof planned)[number];
      const total = group.reduce((sum, charge) => sum + charge.amount, 0);
      for (const charge of group) await tx.delete(scheduledCharges).where(eq(scheduledCharges.id, charge.id));
      const parts = chargeParts(total, body.inParts);
      await tx.insert(scheduledCharges).values(
        parts.map((amount, index) => ({
          ...{ clientId, loanId: first.loanId, mandateId: id, method: first.method },
          ...{ instalment: first.instalment, attempt: first.attempt, chargeOn: first.chargeOn },
          part: index + 1,
          amount,
          createdAt: ctx.clock.now(),
          fake: first.fake,
        })),
      );
    }
    const charges = (await chargesByMandate(tx, clientId, [id])).get(id) ?? [];
    return mandateView(row ?? found.mandate, found, ctx.company, charges);
  });
}
