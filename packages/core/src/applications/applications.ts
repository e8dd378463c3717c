import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  amountLimits,
  fromApiAmount,
  type PayCycle,
  toApiAmount,
} from '@lender/calculator';
import {
  type ActualOffer,
  type Application,
  type ApplicationPaymentMethod,
  type ApproveOfferRequest,
  CASH_PAYOUT_BRANDS,
  type CreateApplicationRequest,
  type LoanLimit,
  PAYMENT_METHODS,
  type PromoCodeResult,
  type UpdateApplicationRequest,
} from '@lender/contracts';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AuditActor, AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { readProductConfig } from '../catalog/product';
import { type OfferView, quotePublicOffer } from '../catalog/public-offer';
import type { Clock } from '../clock';
import { applyBehaviour, type BehaviourInput } from '../collector-ingest/decision-input';
import type { Database, Executor } from '../db/database';
import { applications, clients, decisions, loanLimits, offers } from '../db/schema/index';
import {
  affordableAmount,
  type DecisionInput,
  type DecisionResult,
  decide,
  forcedDecision,
} from '../decision/engine';
import { type ClientFacts, gatherClientFacts } from '../decision/facts';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { SandboxService } from '../sandbox/sandbox';
import { reapplyFrom } from './cool-off';
import { readOfferTtlMinutes } from './offer-ttl';
import { type ApplicationProfileFlags, applicationProfileFlags } from './profile-flags';
import { assertTransition } from './transitions';

export type ApplicationRow = typeof applications.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

/** Spec §9: the available amount is recomputed at most once per 12 hours (limit-updated cookie 43200 s). */
export const LOAN_LIMIT_REFRESH_SECONDS = 43_200;

/** Statuses whose offer waits for the client: an expired offer cancels them (ADR 020). */
const AWAITING_CLIENT: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.accepted,
  APPLICATION_STATUS.specialOffer,
  APPLICATION_STATUS.yhatDecrease,
  APPLICATION_STATUS.yhatIncrease,
];

/** Statuses spec §4 calls inactive; every other one is active (the partial unique index mirrors it). */
const INACTIVE: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.completed,
  APPLICATION_STATUS.canceled,
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.terminated,
];

/** The application with its current offer, as the loans service signs it. */
export interface ApplicationForSigning {
  application: ApplicationRow;
  offer: OfferRow;
}

export interface ApplicationsService {
  /** `POST application`: creates the application with its offer; a repeat client's goes to decision at once. */
  create(clientId: number, input: CreateApplicationRequest): Promise<Application>;
  /** `PUT application/{id}`: re-prices only when amount, term or pay dates changed; only while new. */
  update(clientId: number, applicationId: number, input: UpdateApplicationRequest): Promise<Application>;
  /** The client's active application (`no_active_application` when none). */
  actual(clientId: number): Promise<Application>;
  actualRow(clientId: number): Promise<ApplicationRow | null>;
  actualOffer(clientId: number, applicationId: number): Promise<ActualOffer>;
  paymentMethod(clientId: number): Promise<ApplicationPaymentMethod>;
  /** The client's own offer for an amount, cycle and dates (first or repeated by the client's loans). */
  quote(
    clientId: number,
    request: { amount: number; payCycle: string; payDates: string; promoName?: string | undefined },
  ): Promise<OfferView>;
  checkPromoCode(clientId: number, promoCode: string): Promise<PromoCodeResult>;
  /** `PUT yhat/limit`: the available amount, recomputed at most every 12 h. */
  refreshLimit(clientId: number, options?: { force?: boolean }): Promise<LoanLimit>;
  /** `PUT finish`: sends the new application to decision. */
  finish(clientId: number): Promise<Application>;
  /** Runs the decision engine on an application in new, verification or decision error. */
  decideApplication(applicationId: number, actor: AuditActor): Promise<DecisionResult>;
  /** Counter-offers (spec §4): special offer (13), decrease (17), increase (18). */
  approveOffer(
    clientId: number,
    kind: 'special' | 'decrease' | 'increase',
    input: ApproveOfferRequest,
  ): Promise<Application>;
  /**
   * Moves an application along the state machine (conditional update, audited); 409 when not
   * allowed. With `from`, it also refuses (409) when the application is no longer in that status:
   * a caller that decided on a status read earlier must not act on a newer one.
   */
  transition(
    tx: Executor,
    applicationId: number,
    to: ApplicationStatus,
    actor: AuditActor,
    reason?: string,
    from?: ApplicationStatus,
  ): Promise<ApplicationRow>;
  /**
   * For the loans service's signing, inside its transaction: the client's application locked
   * (`FOR UPDATE`) in status accepted (3) with its current, unexpired offer. `not_found`,
   * `invalid_transition` (409) or `offer_expired` (410) otherwise.
   */
  forSigning(tx: Executor, clientId: number, applicationId: number): Promise<ApplicationForSigning>;
  /** accepted (3) → signing (2) once the agreement is signed; the offer becomes `accepted`. */
  markSigning(tx: Executor, applicationId: number, actor: AuditActor): Promise<ApplicationRow>;
  /** signing (2) → completed (4) once the loan is issued. */
  markCompleted(tx: Executor, applicationId: number, actor: AuditActor): Promise<ApplicationRow>;
  /**
   * Expires offers whose time is up at `now` (each client's sandbox clock honoured): the offer is
   * marked expired, and an application waiting for the client (3, 13, 17, 18) is canceled.
   * Idempotent; for the jobs queue. Returns how many offers expired.
   */
  expireOffers(now: Date): Promise<{ expiredOffers: number; canceledApplications: number }>;
  /** Profile flags (spec §3) from applications and loans. */
  profileFlags(clientId: number): Promise<ApplicationProfileFlags>;
  /** The API view of a row. */
  view(row: ApplicationRow): Application;
}

const money = (centavos: number) => ({ amount: toApiAmount(centavos), currency: 'MXN' as const });

/** The pay-date request string of the calculator from the §7 body. */
export function payDatesValue(payDates: ApplicationRow['payDates']): string {
  return [payDates.first_repayment_option, payDates.second_repayment_option]
    .filter((value) => value !== undefined)
    .map(String)
    .join(',');
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createApplicationsService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  audit: AuditService;
  sandbox: SandboxService;
  /** The behavioural-scoring input (issue 18, ADR 032); off when absent. */
  behaviour?: (clientId: number) => Promise<BehaviourInput>;
}): ApplicationsService {
  const { db, pii, audit, sandbox, logger } = deps;

  const view = (row: ApplicationRow): Application => ({
    id: row.id,
    hashedId: pii.hash('user', `application:${row.id}`).slice(0, 32),
    status: row.status as Application['status'],
    desiredLoanAmount: money(row.desiredAmount),
    principalAmount: money(row.principalAmount),
    loanAmount: money(row.loanAmount),
    term: { value: row.termDays, unit: 'day' },
    salaryCycle: row.salaryCycle as Application['salaryCycle'],
    payDates: row.payDates as Application['payDates'],
    paymentMethod: row.paymentMethod as Application['paymentMethod'],
    cashBrand: (row.cashBrand as Application['cashBrand']) ?? null,
    hotjarUserId: row.hotjarUserId,
    juicySessionId: row.juicySessionId,
    offerExpiresAt: row.offerExpiresAt ? row.offerExpiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    fake: row.fake,
  });

  const clientRow = async (clientId: number, tx: Executor = db) => {
    const [row] = await tx.select().from(clients).where(eq(clients.id, clientId));
    if (!row) throw new CoreError('unauthorized');
    return row;
  };

  const byId = async (applicationId: number, tx: Executor = db) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId));
    if (!row) throw new CoreError('not_found');
    return row;
  };

  const ownedBy = async (clientId: number, applicationId: number, tx: Executor = db) => {
    const row = await byId(applicationId, tx);
    if (row.clientId !== clientId) throw new CoreError('not_found');
    return row;
  };

  const actualRow = async (clientId: number, tx: Executor = db) => {
    const [row] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.clientId, clientId), notInArray(applications.status, [...INACTIVE])))
      .orderBy(desc(applications.id))
      .limit(1);
    return row ?? null;
  };

  /** The client's newest application when it is a rejection (what the reject page is about). */
  const newestRejected = async (clientId: number) => {
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.clientId, clientId))
      .orderBy(desc(applications.id))
      .limit(1);
    return row && row.status === APPLICATION_STATUS.rejected ? row : null;
  };

  const requireActual = async (clientId: number, tx: Executor = db) => {
    const row = await actualRow(clientId, tx);
    if (!row) throw new CoreError('no_active_application');
    return row;
  };

  const currentOffer = async (applicationId: number, tx: Executor = db) => {
    const [row] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.applicationId, applicationId), eq(offers.state, 'current')))
      .limit(1);
    return row ?? null;
  };

  const boundsFor = async (sequenceType: 'first' | 'repeated') => {
    const product = await readProductConfig(db);
    const limits = amountLimits({
      product,
      tab: sequenceType === 'first' ? 0 : 1,
      firstLoanTab: sequenceType === 'first',
    });
    return { min: limits.min, max: limits.max, interval: limits.interval };
  };

  /** Prices through the public calculator helper (validation and `computeOffer` in one place). */
  const price = (
    today: string,
    request: {
      amount: number;
      payCycle: string;
      payDates: string;
      sequenceType: 'first' | 'repeated';
      promoCode: string | null;
    },
  ) =>
    quotePublicOffer(db, today, {
      sequenceType: request.sequenceType,
      amount: toApiAmount(request.amount),
      payCycle: request.payCycle,
      payDates: request.payDates,
      promoName: request.promoCode ?? undefined,
    });

  /** The row of a priced offer; `ttl` is read before the transaction (PGlite has one connection). */
  const offerValues = (
    applicationId: number,
    offer: OfferView,
    reason: string,
    today: string,
    fake: boolean,
    ttl: number,
  ): typeof offers.$inferInsert => {
    return {
      applicationId,
      state: 'current',
      reason,
      principal: fromApiAmount(offer.principal.amount),
      total: fromApiAmount(offer.total.amount),
      termDays: offer.term.value,
      endDate: offer.endDate,
      view: offer as unknown as Record<string, unknown>,
      pricedOn: today,
      expiresAt: new Date(deps.clock.now().getTime() + ttl * 60_000),
      fake,
    };
  };

  /** Replaces the current offer of an application inside `tx`. */
  const replaceOffer = async (tx: Executor, values: typeof offers.$inferInsert) => {
    await tx
      .update(offers)
      .set({ state: 'superseded' })
      .where(and(eq(offers.applicationId, values.applicationId), eq(offers.state, 'current')));
    const [row] = await tx.insert(offers).values(values).returning();
    return row as OfferRow;
  };

  const sequenceOf = (facts: ClientFacts): 'first' | 'repeated' =>
    facts.loans.closed > 0 ? 'repeated' : 'first';

  const transition: ApplicationsService['transition'] = async (
    tx,
    applicationId,
    to,
    actor,
    reason,
    from,
  ) => {
    const before = await byId(applicationId, tx);
    if (from !== undefined && before.status !== from) {
      throw new CoreError('invalid_transition', { params: { from: before.status, to } });
    }
    assertTransition(before.status, to);
    const [after] = await tx
      .update(applications)
      .set({ status: to, updatedAt: deps.clock.now() })
      .where(and(eq(applications.id, applicationId), eq(applications.status, before.status)))
      .returning();
    // Another request moved it between our read and our update: its change wins, ours is refused.
    if (!after) throw new CoreError('invalid_transition', { params: { from: before.status, to } });
    await audit.record(tx, {
      actor,
      action: `application.status.${to}`,
      entity: 'application',
      entityId: applicationId,
      before: { status: before.status },
      after: { status: to },
      ...(reason !== undefined && { reason }),
    });
    return after;
  };

  const isExpired = async (clientId: number, offer: OfferRow) =>
    (await sandbox.clockFor(clientId)).now().getTime() >= offer.expiresAt.getTime();

  const decideApplication: ApplicationsService['decideApplication'] = async (applicationId, actor) => {
    let app = await byId(applicationId);
    if (app.status === APPLICATION_STATUS.new || app.status === APPLICATION_STATUS.decisionError) {
      app = await db.transaction((tx) =>
        transition(tx, applicationId, APPLICATION_STATUS.verification, actor),
      );
    }
    if (app.status !== APPLICATION_STATUS.verification) {
      throw new CoreError('invalid_transition', {
        params: { from: app.status, to: APPLICATION_STATUS.verification },
      });
    }
    const client = await clientRow(app.clientId);
    const facts = await gatherClientFacts(db, app.clientId, client.closedLoansCount);
    const today = await sandbox.todayFor(app.clientId);
    const sequenceType = app.sequenceType as 'first' | 'repeated';
    const bounds = await boundsFor(sequenceType);
    const employment = (client.employment ?? {}) as {
      monthlyIncome?: unknown;
      employmentStatusKey?: unknown;
    };
    const income = typeof employment.monthlyIncome === 'number' ? employment.monthlyIncome : null;
    const input: DecisionInput = {
      today,
      application: {
        requestedAmount: app.desiredAmount,
        salaryCycle: app.salaryCycle as PayCycle,
        sequenceType,
        hasIovation: app.iovationBlackbox !== null && app.iovationBlackbox !== '',
        hasJuicySession: app.juicySessionId !== null && app.juicySessionId !== '',
      },
      client: {
        status: client.status,
        birthDate: client.birthDate,
        // The employment step stores whole pesos (spec §5 income mask); the engine reads centavos.
        monthlyIncome: income === null ? null : income * 100,
        employmentStatus:
          typeof employment.employmentStatusKey === 'string' ? employment.employmentStatusKey : null,
      },
      loans: { active: facts.loans.active, closed: facts.loans.closed },
      evidence: {
        idDocument: facts.documents.idDocument,
        bankLink:
          facts.bankLink === 'linked'
            ? 'present'
            : facts.bankLink === 'not_provided'
              ? 'not_provided'
              : 'missing',
        identity: facts.identity === 'missing' ? 'pending' : facts.identity,
      },
      bounds,
    };
    const box = await sandbox.find(app.clientId);
    const behaviour: BehaviourInput = deps.behaviour ? await deps.behaviour(app.clientId) : { source: 'off' };
    let decision: DecisionResult;
    try {
      decision =
        box?.forcedDecision != null
          ? forcedDecision(box.forcedDecision as DecisionResult['outcome'], app.desiredAmount, bounds)
          : applyBehaviour(decide(input), behaviour);
    } catch (error) {
      logger.error('decision engine failed', { applicationId, error: String(error) });
      decision = {
        outcome: APPLICATION_STATUS.decisionError,
        offeredAmount: null,
        reasons: [{ rule: 'engine', code: 'decision.engineFailed' }],
        ruleSet: 'error',
      };
    }

    let offer: OfferView | null = null;
    if (decision.offeredAmount !== null) {
      try {
        offer = await price(today, {
          amount: decision.offeredAmount,
          payCycle: app.salaryCycle,
          payDates: payDatesValue(app.payDates),
          sequenceType,
          promoCode: app.promoCode,
        });
      } catch (error) {
        decision = {
          outcome: APPLICATION_STATUS.decisionError,
          offeredAmount: null,
          reasons: [
            ...decision.reasons,
            {
              rule: 'pricing',
              code: 'decision.pricingFailed',
              params: { error: String(error).slice(0, 200) },
            },
          ],
          ruleSet: decision.ruleSet,
        };
      }
    }

    const ttl = await readOfferTtlMinutes(db);
    await db.transaction(async (tx) => {
      const fake = app.fake;
      let patch: Partial<typeof applications.$inferInsert> = { decidedAt: deps.clock.now() };
      if (offer) {
        const stored = await replaceOffer(tx, offerValues(app.id, offer, 'decision', today, fake, ttl));
        patch = {
          ...patch,
          principalAmount: stored.principal,
          termDays: stored.termDays,
          pricedOn: today,
          offerExpiresAt: stored.expiresAt,
          ...(decision.outcome === APPLICATION_STATUS.accepted && { loanAmount: stored.principal }),
        };
      }
      await transition(tx, app.id, decision.outcome, actor, decision.reasons.map((r) => r.code).join(','));
      await tx.update(applications).set(patch).where(eq(applications.id, app.id));
      await tx.insert(decisions).values({
        applicationId: app.id,
        clientId: app.clientId,
        outcome: decision.outcome,
        offeredAmount: decision.offeredAmount,
        reasons: decision.reasons.map((reason) => ({ ...reason })),
        inputs: { ...input, notProvided: facts.notProvided, behaviour } as unknown as Record<string, unknown>,
        ruleSet: decision.ruleSet,
        forced: box?.forcedDecision != null,
        fake,
      });
    });
    return decision;
  };

  const service: ApplicationsService = {
    view,
    actualRow: (clientId) => actualRow(clientId),
    transition,
    decideApplication,

    async create(clientId, input) {
      const client = await clientRow(clientId);
      if (await actualRow(clientId)) throw new CoreError('application_already_active');
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const box = await sandbox.find(clientId);
      const today = await sandbox.todayFor(clientId);
      // ADR 020: after a rejection the client waits out the cool-off (the reject page says until when).
      const coolOffUntil = await reapplyFrom(db, clientId, today);
      if (coolOffUntil) throw new CoreError('reapply_cool_off', { params: { reapplyFrom: coolOffUntil } });
      const sequenceType = sequenceOf(facts);
      const amount = fromApiAmount(input.loanAmount.amount);
      const payDates = input.payDates as ApplicationRow['payDates'];
      const offer = await price(today, {
        amount,
        payCycle: input.salaryCycle,
        payDates: payDatesValue(payDates),
        sequenceType,
        promoCode: input.promoCode ?? null,
      });
      if (input.promoCode !== undefined && offer.promoCode === null) {
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
              termDays: offer.term.value,
              salaryCycle: input.salaryCycle,
              payDates,
              sequenceType,
              paymentMethod: input.paymentMethod,
              cashBrand: input.cashBrand ?? null,
              promoCode: offer.promoCode,
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
      const amount = fromApiAmount(input.amount.amount);
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
      const offer = await price(today, {
        amount,
        payCycle: app.salaryCycle,
        payDates: payDatesValue(payDates),
        sequenceType: app.sequenceType as 'first' | 'repeated',
        promoCode: app.promoCode,
      });
      if (input.term !== undefined && input.term.value !== offer.term.value) {
        throw new CoreError('invalid_value', {
          field: ['term', 'value'],
          message: `These pay dates give a term of ${offer.term.value} days`,
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

    async actual(clientId) {
      return view(await requireActual(clientId));
    },

    async actualOffer(clientId, applicationId) {
      const app = await ownedBy(clientId, applicationId);
      const offer = await currentOffer(app.id);
      if (!offer || (await isExpired(clientId, offer))) throw new CoreError('offer_expired');
      return {
        offer: offer.view as unknown as ActualOffer['offer'],
        expiresAt: offer.expiresAt.toISOString(),
      };
    },

    async paymentMethod(clientId) {
      const app = await requireActual(clientId);
      return {
        paymentMethod: app.paymentMethod as ApplicationPaymentMethod['paymentMethod'],
        available: [...PAYMENT_METHODS],
        cashBrands: [...CASH_PAYOUT_BRANDS],
      };
    },

    async quote(clientId, request) {
      const client = await clientRow(clientId);
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const today = await sandbox.todayFor(clientId);
      return quotePublicOffer(db, today, { ...request, sequenceType: sequenceOf(facts) });
    },

    async checkPromoCode(clientId, promoCode) {
      const client = await clientRow(clientId);
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const today = await sandbox.todayFor(clientId);
      const product = await readProductConfig(db);
      const wanted = promoCode.trim().toUpperCase();
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
    },

    async refreshLimit(clientId, options = {}) {
      const client = await clientRow(clientId);
      const clientClock = await sandbox.clockFor(clientId);
      const now = clientClock.now();
      const [stored] = await db.select().from(loanLimits).where(eq(loanLimits.clientId, clientId));
      if (
        !options.force &&
        stored &&
        now.getTime() - stored.updatedAt.getTime() < LOAN_LIMIT_REFRESH_SECONDS * 1000
      ) {
        return { availableLoanAmount: money(stored.amount), updatedAt: stored.updatedAt.toISOString() };
      }
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const bounds = await boundsFor(sequenceOf(facts));
      const employment = (client.employment ?? {}) as { monthlyIncome?: unknown };
      const cycle = (client.salaryCycle ?? 'monthly') as PayCycle;
      const blocked = client.status === 2 || client.status === 3;
      const affordable =
        typeof employment.monthlyIncome === 'number' && !blocked
          ? affordableAmount(employment.monthlyIncome * 100, cycle, bounds)
          : 0;
      const amount = affordable >= bounds.min ? affordable : 0;
      const reasons = [{ rule: 'affordability', code: amount > 0 ? 'limit.affordable' : 'limit.none' }];
      await db.transaction(async (tx) => {
        await tx
          .insert(loanLimits)
          .values({ clientId, amount, reasons, updatedAt: now })
          .onConflictDoUpdate({ target: loanLimits.clientId, set: { amount, reasons, updatedAt: now } });
        await tx.update(clients).set({ availableLoanAmount: amount }).where(eq(clients.id, clientId));
      });
      return { availableLoanAmount: money(amount), updatedAt: now.toISOString() };
    },

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
      const amount = fromApiAmount(input.amount.amount);
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
      const offer = await price(today, {
        amount,
        payCycle: app.salaryCycle,
        payDates: payDatesValue(app.payDates),
        sequenceType: app.sequenceType as 'first' | 'repeated',
        promoCode: app.promoCode,
      });
      if (input.term !== undefined && input.term.value !== offer.term.value) {
        throw new CoreError('invalid_value', {
          field: ['term', 'value'],
          message: `The application's pay dates give a term of ${offer.term.value} days`,
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

    async forSigning(tx, clientId, applicationId) {
      const [row] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, applicationId))
        .for('update');
      if (!row || row.clientId !== clientId) throw new CoreError('not_found');
      if (row.status !== APPLICATION_STATUS.accepted) {
        throw new CoreError('invalid_transition', {
          params: { from: row.status, to: APPLICATION_STATUS.signing },
        });
      }
      const offer = await currentOffer(row.id, tx);
      const clientClock = await sandbox.clockFor(clientId, tx);
      if (!offer || clientClock.now().getTime() >= offer.expiresAt.getTime())
        throw new CoreError('offer_expired');
      return { application: row, offer };
    },

    async markSigning(tx, applicationId, actor) {
      const row = await transition(tx, applicationId, APPLICATION_STATUS.signing, actor);
      await tx
        .update(offers)
        .set({ state: 'accepted' })
        .where(and(eq(offers.applicationId, applicationId), eq(offers.state, 'current')));
      return row;
    },

    markCompleted: (tx, applicationId, actor) =>
      transition(tx, applicationId, APPLICATION_STATUS.completed, actor),

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

    async profileFlags(clientId) {
      const client = await clientRow(clientId);
      return applicationProfileFlags(db, clientId, client.closedLoansCount);
    },
  };
  return service;
}
