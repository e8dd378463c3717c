import { toApiAmount } from '@lender/calculator/kernel';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Application, ManualDecisionRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { applications, decisions, manualClaims, offers } from '@lender/db/schema';
import { applicationView, transition } from '../applications/application-context';
import type { ApplicationsContext } from '../applications/applications';
import { payDatesValue } from '../applications/applications';
import { readOfferTtlMinutes } from '../applications/offer-ttl';
import type { AuditActor, AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { readProductConfig } from '../catalog/product';
import { priceOffer } from '../catalog/public-offer';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { NoticePort } from '../notices/notice-model';
import type { CentavosIn } from '../payments/payment-model';
import type { SandboxService } from '../sandbox/sandbox';
import { MANUAL_DECISION_OUTCOMES } from './operations-model';

/** What deciding a manual-verification case needs; `core` is one. */
export interface ManualCaseContext extends Pick<ApplicationsContext, 'pii'> {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  /** The client's business date (a sandbox client's shifted one). */
  readonly sandbox: Pick<SandboxService, 'todayFor'>;
  /** A manual decision is told to the borrower (issue 38). */
  readonly notices?: NoticePort | undefined;
}

/**
 * A manual decision with the agent's reason, its amount in centavos (`approve_decrease`: below the
 * amount asked for; the API converts the request's pesos).
 */
export type ManualCaseDecision = (
  | { readonly decision: Exclude<ManualDecisionRequest['decision'], 'approve_decrease'> }
  | { readonly decision: 'approve_decrease'; readonly amount: CentavosIn }
) & { readonly reason: string };

/**
 * Decides a manual-verification case (status 14): `approve` prices an offer at the amount the
 * client asked for and accepts the application (3); `approve_decrease` prices `amount` (centavos,
 * below the asked amount) as a decrease counter-offer (17) the client approves in its journey;
 * `reject` rejects it (6). The state change goes through the applications' state machine; the
 * decision (with the agent's reason) is stored and audited. A case another agent claimed is theirs
 * to decide (`already_claimed`).
 */
export async function decideApplication(
  ctx: ManualCaseContext,
  {
    actorId: userId,
    params: { id: applicationId },
    body: request,
  }: {
    readonly actorId: number;
    readonly params: { readonly id: number };
    readonly body: ManualCaseDecision;
  },
): Promise<Application> {
  const { reason } = request;
  const { db, clock, audit } = ctx;
  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!app) throw new CoreError('not_found');
  const target = MANUAL_DECISION_OUTCOMES[request.decision];
  if (app.status !== APPLICATION_STATUS.manualVerification) {
    throw new CoreError('invalid_transition', { params: { from: app.status, to: target } });
  }
  const amount = request.decision === 'approve_decrease' ? request.amount.amount : app.desiredAmount;
  if (request.decision === 'approve_decrease' && amount >= app.desiredAmount) {
    throw new CoreError('too_big', {
      field: ['amount'],
      message: `A decrease must be below the amount asked for (${toApiAmount(app.desiredAmount)}).`,
    });
  }
  const clientToday = await ctx.sandbox.todayFor(app.clientId);
  // Priced like every offer: the public calculator helper over @lender/calculator (may throw
  // `validation_failed` for an amount outside the product's limits).
  const priced =
    request.decision === 'reject'
      ? null
      : priceOffer(await readProductConfig(db), clientToday, {
          sequenceType: app.sequenceType,
          amount,
          payCycle: app.salaryCycle,
          payDates: payDatesValue(app.payDates),
          promoName: app.promoCode ?? undefined,
        });
  const offer = priced?.offer ?? null;
  // Issue 16: a case another agent claimed is theirs to decide (they may release it).
  const [claim] = await db.select().from(manualClaims).where(eq(manualClaims.applicationId, app.id));
  if (claim && claim.userId !== userId) {
    throw new CoreError('already_claimed', { params: { userId: claim.userId } });
  }
  const ttlMinutes = await readOfferTtlMinutes(db);
  const actorRef: AuditActor = { type: 'user', id: userId };
  const updated = await db.transaction(async (tx) => {
    const now = clock.now();
    // The state change first: its conditional update takes the application's row, so of two
    // agents deciding at once the second waits here and gets 409 before touching the offer.
    await transition(ctx, tx, app.id, target, actorRef, reason, APPLICATION_STATUS.manualVerification);
    let patch: Partial<typeof applications.$inferInsert> = { decidedAt: now };
    if (offer) {
      await tx
        .update(offers)
        .set({ state: 'superseded' })
        .where(and(eq(offers.applicationId, app.id), eq(offers.state, 'current')));
      const [stored] = await tx
        .insert(offers)
        .values({
          applicationId: app.id,
          state: 'current',
          reason: 'decision',
          principal: offer.principal,
          total: offer.total,
          termDays: offer.term,
          endDate: offer.endDate,
          view: priced?.view as unknown as Record<string, unknown>,
          pricedOn: clientToday,
          expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
          fake: app.fake,
        })
        .returning();
      if (!stored) throw new Error('offer insert returned nothing');
      patch = {
        ...patch,
        principalAmount: stored.principal,
        termDays: stored.termDays,
        pricedOn: clientToday,
        offerExpiresAt: stored.expiresAt,
        ...(target === APPLICATION_STATUS.accepted && { loanAmount: stored.principal }),
      };
    }
    const [row] = await tx.update(applications).set(patch).where(eq(applications.id, app.id)).returning();
    // A decided case leaves the queue, and its claim with it.
    await tx.delete(manualClaims).where(eq(manualClaims.applicationId, app.id));
    await tx.insert(decisions).values({
      applicationId: app.id,
      clientId: app.clientId,
      outcome: target,
      offeredAmount: offer ? offer.principal : null,
      reasons: [{ rule: 'manual', code: `manual.${request.decision}` }],
      inputs: { decidedBy: userId, decision: request.decision },
      ruleSet: 'manual',
      fake: app.fake,
    });
    await audit.record(tx, {
      actor: actorRef,
      action: `application.manual_${request.decision}`,
      entity: 'application',
      entityId: app.id,
      before: {
        status: app.status,
        desiredAmount: auditMoney(app.desiredAmount),
        principalAmount: auditMoney(app.principalAmount),
      },
      after: {
        status: target,
        principalAmount: auditMoney(row?.principalAmount ?? app.principalAmount),
      },
      reason,
    });
    await ctx.notices?.notify(tx, { kind: 'application_decided', applicationId: app.id, manual: true });
    return row as typeof applications.$inferSelect;
  });
  return applicationView(ctx, updated);
}
