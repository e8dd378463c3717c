import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Application } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import type { OfferFieldPaths } from '../catalog/public-offer';
import { gatherClientFacts } from '../decision/facts';
import { CoreError } from '../errors/core-error';
import { assertNoAccountHold } from '../pld/compliance-hold';
import {
  type ApplicationsContext,
  actualRow,
  applicationById,
  applicationView,
  clientRow,
  offerValues,
  price,
  replaceOffer,
  sequenceOf,
} from './application-context';
import { decideApplication } from './application-decision';
import {
  type ApplicationRow,
  type CreateApplicationInput,
  isUniqueViolation,
  payDatesValue,
} from './application-model';
import { reapplyFrom } from './cool-off';
import { readOfferTtlMinutes } from './offer-ttl';

/** Where the application body carries the offer's fields (violations name these paths). */
const CREATE_FIELDS: OfferFieldPaths = {
  amount: ['loanAmount', 'amount'],
  payCycle: ['salaryCycle'],
  payDates: ['payDates'],
};

/**
 * `POST application` (spec §7): creates the client's application with its offer, priced on the
 * client's business date; one active application per client (`application_already_active`), none
 * during the cool-off after a rejection (ADR 208, `reapply_cool_off`). A repeat client's goes to
 * decision at once (spec §4: its submit leads straight to the loading page). A client under a
 * compliance hold is `account_on_hold`.
 */
export async function createApplication(
  ctx: ApplicationsContext,
  { actorId: clientId, body: input }: { actorId: number; body: CreateApplicationInput },
): Promise<Application> {
  const { db } = ctx;
  const client = await clientRow(ctx, clientId);
  // A client under a compliance hold applies for nothing (ADR 307; the words name no list).
  await assertNoAccountHold(db, clientId);
  if (await actualRow(ctx, clientId)) throw new CoreError('application_already_active');
  const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
  const box = await ctx.sandbox.find(clientId);
  const today = await ctx.sandbox.todayFor(clientId);
  // ADR 208: after a rejection the client waits out the cool-off (the reject page says until when).
  const coolOffUntil = await reapplyFrom(db, clientId, today);
  if (coolOffUntil) throw new CoreError('reapply_cool_off', { params: { reapplyFrom: coolOffUntil } });
  const sequenceType = sequenceOf(facts);
  const amount = input.loanAmount.amount;
  const payDates = input.payDates as ApplicationRow['payDates'];
  const offer = await price(
    ctx,
    today,
    {
      amount,
      payCycle: input.salaryCycle,
      payDates: payDatesValue(payDates),
      sequenceType,
      promoCode: input.promoCode ?? null,
    },
    CREATE_FIELDS,
  );
  if (input.promoCode !== undefined && offer.offer.promoCode === null) {
    throw new CoreError('promo_code_invalid', { field: ['promoCode'] });
  }
  const fake = box !== null;
  const now = ctx.clock.now();
  const ttl = await readOfferTtlMinutes(db);
  let created: ApplicationRow;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          clientId,
          status: APPLICATION_STATUS.new,
          desiredAmount: amount,
          principalAmount: amount,
          loanAmount: amount,
          termDays: offer.offer.term,
          salaryCycle: input.salaryCycle,
          payDates,
          sequenceType,
          paymentMethod: input.paymentMethod,
          cashBrand: input.cashBrand ?? null,
          promoCode: offer.offer.promoCode,
          hotjarUserId: input.hotjarUserId ?? null,
          juicySessionId: input.juicySessionId ?? null,
          iovationBlackbox: input.iovation?.ioBB ?? null,
          affiliate: input.affiliate ? { ...input.affiliate } : null,
          pricedOn: today,
          fake,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const app = row as ApplicationRow;
      const stored = await replaceOffer(tx, offerValues(ctx, app.id, offer, 'created', today, fake, ttl));
      const [withOffer] = await tx
        .update(applications)
        .set({ offerExpiresAt: stored.expiresAt })
        .where(eq(applications.id, app.id))
        .returning();
      await ctx.audit.record(tx, {
        actor: { type: 'client', id: clientId },
        action: 'application.create',
        entity: 'application',
        entityId: app.id,
        after: { status: app.status, desiredAmount: auditMoney(amount), fake },
      });
      return withOffer as ApplicationRow;
    });
  } catch (error) {
    // The partial unique index: another request created the client's active application first.
    if (isUniqueViolation(error)) throw new CoreError('application_already_active');
    throw error;
  }
  // Spec §4: a repeat client's submit goes straight to the loading page, i.e. to decision.
  if (facts.loans.closed > 0) {
    await decideApplication(ctx, created.id, { type: 'client', id: clientId });
    return applicationView(ctx, await applicationById(ctx, created.id));
  }
  return applicationView(ctx, created);
}
