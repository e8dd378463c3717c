import { and, eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { offerValues, price, replaceOffer } from '../applications/application-context';
import type { ApplicationForSigning } from '../applications/application-model';
import { payDatesValue } from '../applications/application-model';
import { readOfferTtlMinutes } from '../applications/offer-ttl';
import { auditMoney } from '../audit/money';
import { offerPricedWithVat } from '../catalog/offer-vat-rate';
import { CoreError } from '../errors/core-error';
import type { LoansContext } from './loan-context';

/**
 * An accepted offer an IVA change made unsignable (its figures cannot be stated at the rate in force
 * on its pricing day, ADR 366) is priced again on the client's today, at the same amount and pay
 * dates (the credit decision stands; only the tax moved): the new offer is the current one, with a
 * time of its own, and the borrower is answered `offer_expired` (`params.reason: priced_again`) so
 * the page is read again and the new figures are seen before anything is signed or a code is sent.
 * Pay dates today's calendar no longer offers leave the offer as it is (`offer_expired`, it expires).
 */
export async function assertOfferSignableOrPriceAgain(
  ctx: Pick<LoansContext, 'db' | 'clock' | 'audit' | 'sandbox' | 'loanAccount'>,
  { application: app, offer }: ApplicationForSigning,
): Promise<void> {
  const { vatPercent } = await ctx.loanAccount.pricing(ctx.db, offer.pricedOn);
  if (offerPricedWithVat(offer.view, vatPercent)) return;
  const today = await ctx.sandbox.todayFor(app.clientId);
  const request = {
    amount: app.principalAmount,
    payCycle: app.salaryCycle,
    payDates: payDatesValue(app.payDates),
    sequenceType: app.sequenceType as 'first' | 'repeated',
    promoCode: app.promoCode,
  };
  const priced = await price(ctx, today, request).catch(() => null);
  if (!priced || priced.offer.endDate !== offer.endDate) {
    throw new CoreError('offer_expired', { params: { reason: 'vat_rate_changed' } });
  }
  const ttl = await readOfferTtlMinutes(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const stored = await replaceOffer(
      tx,
      offerValues(ctx, app.id, priced, 'vat_rate_changed', today, app.fake, ttl),
    );
    await tx
      .update(applications)
      .set({
        termDays: stored.termDays,
        pricedOn: today,
        offerExpiresAt: stored.expiresAt,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(applications.id, app.id), eq(applications.status, app.status)));
    await ctx.audit.record(tx, {
      actor: { type: 'system' },
      action: 'application.update_offer',
      entity: 'application',
      entityId: app.id,
      before: { principalAmount: auditMoney(app.principalAmount), termDays: app.termDays },
      after: { principalAmount: auditMoney(app.principalAmount), termDays: stored.termDays },
      reason: 'vat_rate_changed',
    });
  });
  throw new CoreError('offer_expired', { params: { reason: 'priced_again' } });
}
