import { toApiAmount } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { and, eq, inArray, sql } from '@lender/db/orm';
import { applications, offers } from '@lender/db/schema';
import type { OfferFieldPaths } from '../catalog/public-offer';
import { CoreError } from '../errors/core-error';
import type { ApplicationsContext } from './application-context';
import type { createApplicationDecision } from './application-decision';
import {
  type ApplicationRow,
  type ApplicationsService,
  AWAITING_CLIENT,
  payDatesValue,
} from './application-model';
import { readOfferTtlMinutes } from './offer-ttl';

/** Where a counter-offer body carries the offer's fields (violations name these paths). */
const COUNTER_OFFER_FIELDS: OfferFieldPaths = { amount: ['amount', 'amount'], payDates: ['term'] };

/** The offer's life: finishing the application, accepting or countering the offer, expiry. */
export function createApplicationOffers(
  ctx: ApplicationsContext,
  parts: Omit<ReturnType<typeof createApplicationDecision>, 'service'>,
) {
  const { db, sandbox, view, byId, actualRow, newestRejected, requireActual, transition, isExpired } = ctx;
  const { currentOffer, boundsFor, price, offerValues, replaceOffer } = ctx;
  const { decideApplication } = parts;
  const service: Pick<ApplicationsService, 'finish' | 'approveOffer' | 'expireOffers' | 'withdraw'> = {
    async finish(clientId) {
      // The loading page calls `PUT finish` for every client type. A first client's application is
      // decided here; a repeat client's was decided when it was created (spec §4), and a reload
      // of the page calls again: an application already decided (or rejected just now, so no
      // longer active) is answered as it stands, with no transition.
      const app = (await actualRow(clientId)) ?? (await newestRejected(clientId));
      if (!app) throw new CoreError('no_active_application');
      if (app.status === APPLICATION_STATUS.new || app.status === APPLICATION_STATUS.decisionError) {
        await decideApplication(app.id, { type: 'client', id: clientId });
        return view(await byId(app.id));
      }
      return view(app);
    },
    async approveOffer(clientId, kind, input) {
      const app = await requireActual(clientId);
      const expected = {
        special: APPLICATION_STATUS.specialOffer,
        decrease: APPLICATION_STATUS.yhatDecrease,
        increase: APPLICATION_STATUS.yhatIncrease,
      }[kind];
      if (app.status !== expected) {
        throw new CoreError('invalid_transition', {
          params: { from: app.status, to: APPLICATION_STATUS.accepted },
        });
      }
      const current = await currentOffer(app.id);
      if (!current || (await isExpired(clientId, current))) throw new CoreError('offer_expired');
      const amount = input.amount;
      const bounds = await boundsFor(app.sequenceType as 'first' | 'repeated');
      // Decrease and special offer: any amount from the minimum up to the offer. Increase: from the
      // desired amount (refusing = approving the desired amount, spec §4) up to the offer.
      const low = kind === 'increase' ? Math.min(app.desiredAmount, app.principalAmount) : bounds.min;
      const high = app.principalAmount;
      if (amount < low) {
        throw new CoreError('too_small', {
          field: ['amount', 'amount'],
          message: `At least ${toApiAmount(low)}`,
        });
      }
      if (amount > high) {
        throw new CoreError('too_big', {
          field: ['amount', 'amount'],
          message: `At most ${toApiAmount(high)}`,
        });
      }
      const today = await sandbox.todayFor(clientId);
      const offer = await price(
        today,
        {
          amount,
          payCycle: app.salaryCycle,
          payDates: payDatesValue(app.payDates),
          sequenceType: app.sequenceType as 'first' | 'repeated',
          promoCode: app.promoCode,
        },
        COUNTER_OFFER_FIELDS,
      );
      if (input.term !== undefined && input.term.value !== offer.offer.term) {
        throw new CoreError('invalid_value', {
          field: ['term', 'value'],
          message: `The application's pay dates give a term of ${offer.offer.term} days`,
        });
      }
      const ttl = await readOfferTtlMinutes(db);
      const updated = await db.transaction(async (tx) => {
        const stored = await replaceOffer(
          tx,
          offerValues(app.id, offer, 'counter_offer', today, app.fake, ttl),
        );
        await transition(
          tx,
          app.id,
          APPLICATION_STATUS.accepted,
          { type: 'client', id: clientId },
          `approve_${kind}`,
        );
        const [row] = await tx
          .update(applications)
          .set({
            principalAmount: amount,
            loanAmount: amount,
            termDays: stored.termDays,
            pricedOn: today,
            offerExpiresAt: stored.expiresAt,
          })
          .where(eq(applications.id, app.id))
          .returning();
        return row as ApplicationRow;
      });
      return view(updated);
    },
    async expireOffers(now) {
      return db.transaction(async (tx) => {
        const expired = await tx.execute(sql`
          update application_offers o set state = 'expired'
          from applications a
          left join sandbox_clients s on s.client_id = a.client_id
          where o.application_id = a.id and o.state = 'current'
            and o.expires_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${sandbox.enabled ? sql`coalesce(s.clock_offset_days, 0)` : sql`0`})
          returning o.application_id`);
        const ids = [
          ...new Set(
            ((expired as unknown as { rows?: Array<{ application_id: number }> }).rows ?? []).map((r) =>
              Number(r.application_id),
            ),
          ),
        ];
        let canceled = 0;
        if (ids.length > 0) {
          const waiting = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(and(inArray(applications.id, ids), inArray(applications.status, [...AWAITING_CLIENT])));
          for (const { id } of waiting) {
            await transition(tx, id, APPLICATION_STATUS.canceled, { type: 'system' }, 'offer_expired');
            canceled += 1;
          }
        }
        return { expiredOffers: ids.length, canceledApplications: canceled };
      });
    },
    async withdraw(clientId, applicationId) {
      const app = await byId(applicationId);
      if (app.clientId !== clientId) throw new CoreError('not_found');
      if (!(AWAITING_CLIENT as readonly number[]).includes(app.status)) {
        throw new CoreError('invalid_transition', {
          params: { from: app.status, to: APPLICATION_STATUS.canceled },
        });
      }
      const row = await db.transaction(async (tx) => {
        await tx
          .update(offers)
          .set({ state: 'superseded' })
          .where(and(eq(offers.applicationId, app.id), eq(offers.state, 'current')));
        return transition(
          tx,
          app.id,
          APPLICATION_STATUS.canceled,
          { type: 'client', id: clientId },
          'client_withdrew',
        );
      });
      return view(row);
    },
  };
  return { service };
}
