import type { PromoCodeResult } from '@lender/contracts';
import { readProductConfig } from '../catalog/product';
import { gatherClientFacts } from '../decision/facts';
import { CoreError } from '../errors/core-error';
import { type ApplicationsContext, clientRow, sequenceOf } from './application-context';

/**
 * `POST discounts/promo-code`: whether a promo code of the product in force applies to the client
 * (its sequence, first or repeated, and its validity on the client's business date);
 * `promo_code_invalid` otherwise.
 */
export async function promoCode(
  ctx: Pick<ApplicationsContext, 'db' | 'sandbox'>,
  { actorId: clientId, body: { promoCode: code } }: { actorId: number; body: { promoCode: string } },
): Promise<PromoCodeResult> {
  const { db } = ctx;
  const client = await clientRow(ctx, clientId);
  const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
  const today = await ctx.sandbox.todayFor(clientId);
  const product = await readProductConfig(db);
  const wanted = code.trim().toUpperCase();
  const sequenceType = sequenceOf(facts);
  const promo = product.promoCodes.find(
    (candidate) =>
      candidate.code.trim().toUpperCase() === wanted &&
      candidate.sequenceTypes.includes(sequenceType) &&
      (candidate.validUntil === null || today <= candidate.validUntil),
  );
  if (!promo) throw new CoreError('promo_code_invalid', { field: ['promoCode'] });
  return {
    promoCode: promo.code,
    valid: true,
    discountPercent: Math.max(promo.interestPercent, promo.serviceFeePercent),
  };
}
