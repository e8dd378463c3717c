import { amountLimits } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Application } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, notInArray } from '@lender/db/orm';
import { applications, clients, offers } from '@lender/db/schema';
import { readProductConfig } from '../catalog/product';
import { type OfferFieldPaths, type PricedOffer, priceOffer } from '../catalog/public-offer';
import type { ClientFacts } from '../decision/facts';
import { CoreError } from '../errors/core-error';
import {
  type ApplicationsDeps,
  type ApplicationsService,
  type ApplicationViewRow,
  INACTIVE,
  type OfferRow,
} from './application-model';
import { assertTransition } from './transitions';

/** Application hashed ids kept in memory (ADR 100). */
const HASHED_IDS_KEPT = 8_192;

/** What every part of the applications service shares. */
export type ApplicationsContext = ReturnType<typeof createApplicationsContext>;

export function createApplicationsContext(deps: ApplicationsDeps) {
  const { db, pii, audit, sandbox, logger } = deps;
  // An application's hashed id never changes: an HMAC made once per id, not once per row of every
  // list page (ADR 100; ~2 µs each, 20 a page of the manual queue). Bounded, oldest out first.
  const hashedIds = new Map<number, string>();
  const hashedIdOf = (id: number): string => {
    let hashed = hashedIds.get(id);
    if (hashed === undefined) {
      hashed = pii.hash('user', `application:${id}`).slice(0, 32);
      if (hashedIds.size >= HASHED_IDS_KEPT) hashedIds.delete(hashedIds.keys().next().value as number);
      hashedIds.set(id, hashed);
    }
    return hashed;
  };
  const view = (row: ApplicationViewRow): Application => ({
    id: row.id,
    hashedId: hashedIdOf(row.id),
    status: row.status as Application['status'],
    desiredLoanAmount: moneyView(row.desiredAmount),
    principalAmount: moneyView(row.principalAmount),
    loanAmount: moneyView(row.loanAmount),
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

  /**
   * Prices through the public calculator helper (validation and `computeOffer` in one place);
   * `amount` in centavos. A refusal is `validation_failed` at the request's paths (`fields`).
   */
  const price = async (
    today: string,
    request: {
      amount: number;
      payCycle: string;
      payDates: string;
      sequenceType: 'first' | 'repeated';
      promoCode: string | null;
    },
    fields: OfferFieldPaths = {},
  ): Promise<PricedOffer> =>
    priceOffer(
      await readProductConfig(db),
      today,
      {
        sequenceType: request.sequenceType,
        amount: request.amount,
        payCycle: request.payCycle,
        payDates: request.payDates,
        promoName: request.promoCode ?? undefined,
      },
      fields,
    );

  /** The row of a priced offer; `ttl` is read before the transaction (PGlite has one connection). */
  const offerValues = (
    applicationId: number,
    { offer, view }: PricedOffer,
    reason: string,
    today: string,
    fake: boolean,
    ttl: number,
  ): typeof offers.$inferInsert => {
    return {
      applicationId,
      state: 'current',
      reason,
      principal: offer.principal,
      total: offer.total,
      termDays: offer.term,
      endDate: offer.endDate,
      view: view as unknown as Record<string, unknown>,
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
  return {
    deps,
    db,
    pii,
    audit,
    sandbox,
    logger,
    view,
    clientRow,
    byId,
    ownedBy,
    actualRow,
    newestRejected,
    requireActual,
    currentOffer,
    boundsFor,
    price,
    offerValues,
    replaceOffer,
    sequenceOf,
    transition,
    isExpired,
  };
}
