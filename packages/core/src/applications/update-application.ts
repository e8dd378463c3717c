import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Application } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import type { OfferFieldPaths } from '../catalog/public-offer';
import { CoreError } from '../errors/core-error';
import {
  type ApplicationsContext,
  applicationView,
  currentOffer,
  isExpired,
  offerValues,
  ownedBy,
  price,
  replaceOffer,
} from './application-context';
import { type ApplicationRow, payDatesValue, type UpdateApplicationInput } from './application-model';
import { readOfferTtlMinutes } from './offer-ttl';

/** Where the update body carries the offer's fields (violations name these paths). */
const UPDATE_FIELDS: OfferFieldPaths = {
  amount: ['amount', 'amount'],
  payCycle: ['payDates'],
  payDates: ['payDates'],
};

/**
 * `PUT application/{id}` (spec §7): re-prices the client's new application only when its amount,
 * term or pay dates changed (or its offer expired); only while it is new (`invalid_transition`).
 */
export async function updateApplication(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'pii' | 'audit' | 'sandbox'>,
  {
    actorId: clientId,
    params: { id: applicationId },
    body: input,
  }: { actorId: number; params: { id: number }; body: UpdateApplicationInput },
): Promise<Application> {
  const { db } = ctx;
  const app = await ownedBy(ctx, clientId, applicationId);
  if (app.status !== APPLICATION_STATUS.new) {
    throw new CoreError('invalid_transition', { params: { from: app.status, to: app.status } });
  }
  const amount = input.amount.amount;
  const payDates = (input.payDates ?? app.payDates) as ApplicationRow['payDates'];
  const today = await ctx.sandbox.todayFor(clientId);
  const current = await currentOffer(ctx, app.id);
  const unchanged =
    amount === app.principalAmount &&
    (input.term === undefined || input.term.value === app.termDays) &&
    payDatesValue(payDates) === payDatesValue(app.payDates) &&
    current !== null &&
    !(await isExpired(ctx, clientId, current));
  // Spec §7: an offer update only when amount or term changed.
  if (unchanged) return applicationView(ctx, app);
  const offer = await price(
    ctx,
    today,
    {
      amount,
      payCycle: app.salaryCycle,
      payDates: payDatesValue(payDates),
      sequenceType: app.sequenceType as 'first' | 'repeated',
      promoCode: app.promoCode,
    },
    UPDATE_FIELDS,
  );
  if (input.term !== undefined && input.term.value !== offer.offer.term) {
    throw new CoreError('invalid_value', {
      field: ['term', 'value'],
      message: `These pay dates give a term of ${offer.offer.term} days`,
    });
  }
  const ttl = await readOfferTtlMinutes(db);
  const updated = await db.transaction(async (tx) => {
    const stored = await replaceOffer(tx, offerValues(ctx, app.id, offer, 'updated', today, app.fake, ttl));
    const [row] = await tx
      .update(applications)
      .set({
        desiredAmount: amount,
        principalAmount: amount,
        loanAmount: amount,
        termDays: stored.termDays,
        payDates,
        pricedOn: today,
        offerExpiresAt: stored.expiresAt,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(applications.id, app.id), eq(applications.status, APPLICATION_STATUS.new)))
      .returning();
    if (!row) throw new CoreError('invalid_transition', { params: { from: app.status, to: app.status } });
    await ctx.audit.record(tx, {
      actor: { type: 'client', id: clientId },
      action: 'application.update_offer',
      entity: 'application',
      entityId: app.id,
      before: { principalAmount: auditMoney(app.principalAmount), termDays: app.termDays },
      after: { principalAmount: auditMoney(amount), termDays: stored.termDays },
    });
    return row;
  });
  return applicationView(ctx, updated);
}
