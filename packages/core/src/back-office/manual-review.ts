import { toApiAmount } from '@lender/calculator/kernel';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { MAX_PER_PAGE } from '@lender/contracts';
import { and, asc, eq, sql } from '@lender/db/orm';
import { applications, backOfficeUsers, clients, decisions, manualClaims, offers } from '@lender/db/schema';
import { applicationViewColumns } from '../applications/application-model';
import { payDatesValue } from '../applications/applications';
import { readOfferTtlMinutes } from '../applications/offer-ttl';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { readProductConfig } from '../catalog/product';
import { priceOffer } from '../catalog/public-offer';
import { CoreError } from '../errors/core-error';
import { clientSummaryColumns } from './lists/clients-list';
import { manualQueueCount } from './manual-queue-count';
import type { OperationsContext } from './operations-context';
import { type BackOfficeService, MANUAL_DECISION_OUTCOMES } from './operations-model';

/** The manual-review queue and deciding a manual case. */
export function createManualReview(ctx: OperationsContext) {
  const { deps, db, clock, audit, summaryOf, applicationOf, pageOf } = ctx;
  // The status as a literal, not a parameter: the planner of a generic plan then knows it picks the
  // ~1,000 waiting cases, not a quarter of every application (below).
  const manual = sql.raw(String(APPLICATION_STATUS.manualVerification));
  const waiting = sql`${applications.status} = ${manual}`;
  // The case's latest manual-verification decision (its reasons, and since when it waits), read
  // beside each row through `decisions_application_idx` (ADR 253), once for both columns (a lateral
  // join: two scalar subqueries probed the index twice a row); the queue's count in the same
  // statement, an InitPlan run once (ADR 092), summed from the rows migration 0033 keeps instead of
  // counting the waiting cases (ADR 105).
  const latestManual = sql`lateral (select d.reasons, d.created_at from ${decisions} d where d.application_id = ${applications.id} and d.outcome = ${manual} order by d.id desc limit 1) as latest_manual`;
  /**
   * The statement of a page of `perPage` cases, prepared under a name once per page size (ADR 098).
   * The page's ids first (an index walk of `applications_status_updated_idx`), then their rows,
   * client, claim and decision, so a deep page's `OFFSET` skips ids only; the page size and status
   * are literals and only the offset is a parameter. With both as parameters the planner had to
   * guess a page of a tenth of the table for a generic plan, so it planned every call anew (0.5 ms,
   * more than running it); now each pooled connection plans it a few times, then keeps one plan.
   */
  const pageStatement = (perPage: number) => {
    // A literal in the statement's text, and one statement per size: only the sizes a page may have.
    if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
      throw new RangeError(`perPage must be 1 to ${MAX_PER_PAGE}, got ${perPage}`);
    const pageIds = sql`(select ${applications.id} as page_id from ${applications} where ${waiting} order by ${applications.updatedAt} asc, ${applications.id} asc limit ${sql.raw(String(perPage))} offset ${sql.placeholder('offset')}) as page_ids`;
    return db
      .select({
        // The columns the answer reads, not the whole row (ADR 265).
        application: { ...applicationViewColumns, updatedAt: applications.updatedAt },
        client: clientSummaryColumns,
        claimUserId: manualClaims.userId,
        claimName: backOfficeUsers.name,
        claimedAt: manualClaims.claimedAt,
        decisionReasons: sql`latest_manual.reasons`.mapWith(decisions.reasons),
        decidedAt: sql`latest_manual.created_at`.mapWith(decisions.createdAt),
        total: sql<number>`${manualQueueCount.total}`.mapWith(Number),
      })
      .from(applications)
      .innerJoin(pageIds, sql`page_ids.page_id = ${applications.id}`)
      .innerJoin(clients, eq(clients.id, applications.clientId))
      .leftJoin(manualClaims, eq(manualClaims.applicationId, applications.id))
      .leftJoin(backOfficeUsers, eq(backOfficeUsers.id, manualClaims.userId))
      .leftJoin(latestManual, sql`true`)
      .orderBy(asc(applications.updatedAt), asc(applications.id))
      .prepare(`lender_manual_queue_page_${perPage}`);
  };
  const pageStatements = new Map<number, ReturnType<typeof pageStatement>>();
  const service: Pick<BackOfficeService, 'manualQueue' | 'decideManualCase'> = {
    async manualQueue(page) {
      const { limit, offset } = pageOf(page);
      let statement = pageStatements.get(limit);
      if (!statement) {
        statement = pageStatement(limit);
        pageStatements.set(limit, statement);
      }
      const rows = await statement.execute({ offset });
      // The count came with the rows (ADR 092); a page past the end has no row to carry it.
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await manualQueueCount.exact(db));
      const items = rows.map(
        ({ application, client, claimUserId, claimName, claimedAt, decisionReasons, decidedAt }) => ({
          application: applicationOf(application),
          client: summaryOf(client),
          reasons: decisionReasons?.map((reason) => reason.code) ?? [],
          waitingSince: (decidedAt ?? application.updatedAt).toISOString(),
          claim:
            claimUserId !== null && claimedAt !== null
              ? { userId: claimUserId, name: claimName ?? '', claimedAt: claimedAt.toISOString() }
              : null,
        }),
      );
      return { items, total: Number(total) };
    },
    async decideManualCase(actor, applicationId, request, reason) {
      const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
      if (!app) throw new CoreError('not_found');
      const target = MANUAL_DECISION_OUTCOMES[request.decision];
      if (app.status !== APPLICATION_STATUS.manualVerification) {
        throw new CoreError('invalid_transition', { params: { from: app.status, to: target } });
      }
      const amount = request.decision === 'approve_decrease' ? request.amount : app.desiredAmount;
      if (request.decision === 'approve_decrease' && amount >= app.desiredAmount) {
        throw new CoreError('too_big', {
          field: ['amount'],
          message: `A decrease must be below the amount asked for (${toApiAmount(app.desiredAmount)}).`,
        });
      }
      const clientToday = await deps.sandbox.todayFor(app.clientId);
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
      if (claim && claim.userId !== actor.userId) {
        throw new CoreError('already_claimed', { params: { userId: claim.userId } });
      }
      const ttlMinutes = await readOfferTtlMinutes(db);
      const actorRef: AuditActor = { type: 'user', id: actor.userId };
      const updated = await db.transaction(async (tx) => {
        const now = clock.now();
        // The state change first: its conditional update takes the application's row, so of two
        // agents deciding at once the second waits here and gets 409 before touching the offer.
        await deps.applications.transition(
          tx,
          app.id,
          target,
          actorRef,
          reason,
          APPLICATION_STATUS.manualVerification,
        );
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
          inputs: { decidedBy: actor.userId, decision: request.decision },
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
        await deps.notices?.notify(tx, { kind: 'application_decided', applicationId: app.id, manual: true });
        return row as typeof applications.$inferSelect;
      });
      return applicationOf(updated);
    },
  };
  return { service };
}
