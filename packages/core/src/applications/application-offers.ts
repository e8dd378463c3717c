import { toApiAmount } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Application } from '@lender/contracts';
import { and, eq, inArray, sql } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import type { OfferFieldPaths } from '../catalog/public-offer';
import { CoreError } from '../errors/core-error';
import {
  type ApplicationsContext,
  applicationView,
  boundsFor,
  currentOffer,
  isExpired,
  offerValues,
  price,
  replaceOffer,
  requireActual,
  transition,
} from './application-context';
import {
  type ApplicationRow,
  type ApproveOfferInput,
  AWAITING_CLIENT,
  payDatesValue,
} from './application-model';
import { readOfferTtlMinutes } from './offer-ttl';

/** Where a counter-offer body carries the offer's fields (violations name these paths). */
const COUNTER_OFFER_FIELDS: OfferFieldPaths = { amount: ['amount', 'amount'], payDates: ['term'] };

/**
 * What `approveSpecialOffer`, `approveDecrease` and `approveIncrease` do (spec §4 counter-offers:
 * special offer 13, decrease 17, increase 18): the client takes the counter-offer for an amount —
 * from the minimum (from the desired amount for an increase) up to the offer — priced again on the
 * application's pay dates; the application becomes accepted (3) with that offer.
 */
export async function approveCounterOffer(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'pii' | 'audit' | 'sandbox'>,
  clientId: number,
  kind: 'special' | 'decrease' | 'increase',
  input: ApproveOfferInput,
): Promise<Application> {
  const app = await requireActual(ctx, clientId);
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
  const current = await currentOffer(ctx, app.id);
  if (!current || (await isExpired(ctx, clientId, current))) throw new CoreError('offer_expired');
  const amount = input.amount.amount;
  const bounds = await boundsFor(ctx, app.sequenceType as 'first' | 'repeated');
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
  const today = await ctx.sandbox.todayFor(clientId);
  const offer = await price(
    ctx,
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
  const ttl = await readOfferTtlMinutes(ctx.db);
  const updated = await ctx.db.transaction(async (tx) => {
    const stored = await replaceOffer(
      tx,
      offerValues(ctx, app.id, offer, 'counter_offer', today, app.fake, ttl),
    );
    await transition(
      ctx,
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
  return applicationView(ctx, updated);
}

/**
 * Periodic (the `offers-expire` job): offers whose time is up (a sandbox client's shifted clock
 * counts) expire, and the applications waiting on them are canceled.
 */
export async function expireOffers(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'audit' | 'sandbox'>,
  now: Date,
): Promise<{ expiredOffers: number; canceledApplications: number }> {
  const { db, sandbox } = ctx;
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
        await transition(ctx, tx, id, APPLICATION_STATUS.canceled, { type: 'system' }, 'offer_expired');
        canceled += 1;
      }
    }
    return { expiredOffers: ids.length, canceledApplications: canceled };
  });
}
