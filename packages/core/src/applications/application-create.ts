import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import type { OfferFieldPaths } from '../catalog/public-offer';
import { gatherClientFacts } from '../decision/facts';
import { CoreError } from '../errors/core-error';
import type { ApplicationsContext } from './application-context';
import type { createApplicationDecision } from './application-decision';
import {
  type ApplicationRow,
  type ApplicationsService,
  isUniqueViolation,
  payDatesValue,
} from './application-model';
import { reapplyFrom } from './cool-off';
import { readOfferTtlMinutes } from './offer-ttl';

/** Creating and updating the client's application (spec §7 `application`, PUT `application/{id}`). */
/** Where the application bodies carry the offer's fields (violations name these paths). */
const CREATE_FIELDS: OfferFieldPaths = {
  amount: ['loanAmount', 'amount'],
  payCycle: ['salaryCycle'],
  payDates: ['payDates'],
};
const UPDATE_FIELDS: OfferFieldPaths = {
  amount: ['amount', 'amount'],
  payCycle: ['payDates'],
  payDates: ['payDates'],
};

export function createApplicationCreateUpdate(
  ctx: ApplicationsContext,
  parts: Omit<ReturnType<typeof createApplicationDecision>, 'service'>,
) {
  const { deps, db, audit, sandbox, view, clientRow, byId, ownedBy, actualRow, sequenceOf, isExpired } = ctx;
  const { currentOffer, price, offerValues, replaceOffer } = ctx;
  const { decideApplication } = parts;
  const service: Pick<ApplicationsService, 'create' | 'update'> = {
    async create(clientId, input) {
      const client = await clientRow(clientId);
      if (await actualRow(clientId)) throw new CoreError('application_already_active');
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const box = await sandbox.find(clientId);
      const today = await sandbox.todayFor(clientId);
      // ADR 208: after a rejection the client waits out the cool-off (the reject page says until when).
      const coolOffUntil = await reapplyFrom(db, clientId, today);
      if (coolOffUntil) throw new CoreError('reapply_cool_off', { params: { reapplyFrom: coolOffUntil } });
      const sequenceType = sequenceOf(facts);
      const amount = input.loanAmount;
      const payDates = input.payDates as ApplicationRow['payDates'];
      const offer = await price(
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
      const now = deps.clock.now();
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
          const stored = await replaceOffer(tx, offerValues(app.id, offer, 'created', today, fake, ttl));
          const [withOffer] = await tx
            .update(applications)
            .set({ offerExpiresAt: stored.expiresAt })
            .where(eq(applications.id, app.id))
            .returning();
          await audit.record(tx, {
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
        await decideApplication(created.id, { type: 'client', id: clientId });
        return view(await byId(created.id));
      }
      return view(created);
    },
    async update(clientId, applicationId, input) {
      const app = await ownedBy(clientId, applicationId);
      if (app.status !== APPLICATION_STATUS.new) {
        throw new CoreError('invalid_transition', { params: { from: app.status, to: app.status } });
      }
      const amount = input.amount;
      const payDates = (input.payDates ?? app.payDates) as ApplicationRow['payDates'];
      const today = await sandbox.todayFor(clientId);
      const current = await currentOffer(app.id);
      const unchanged =
        amount === app.principalAmount &&
        (input.term === undefined || input.term.value === app.termDays) &&
        payDatesValue(payDates) === payDatesValue(app.payDates) &&
        current !== null &&
        !(await isExpired(clientId, current));
      // Spec §7: an offer update only when amount or term changed.
      if (unchanged) return view(app);
      const offer = await price(
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
        const stored = await replaceOffer(tx, offerValues(app.id, offer, 'updated', today, app.fake, ttl));
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
            updatedAt: deps.clock.now(),
          })
          .where(and(eq(applications.id, app.id), eq(applications.status, APPLICATION_STATUS.new)))
          .returning();
        if (!row) throw new CoreError('invalid_transition', { params: { from: app.status, to: app.status } });
        await audit.record(tx, {
          actor: { type: 'client', id: clientId },
          action: 'application.update_offer',
          entity: 'application',
          entityId: app.id,
          before: { principalAmount: auditMoney(app.principalAmount), termDays: app.termDays },
          after: { principalAmount: auditMoney(amount), termDays: stored.termDays },
        });
        return row;
      });
      return view(updated);
    },
  };
  return { service };
}
