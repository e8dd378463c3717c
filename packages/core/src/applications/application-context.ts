import { amountLimits } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import { APPLICATION_STATUS, type ApplicationStatus } from '@lender/calculator/platform';
import type { Application } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq, notInArray } from '@lender/db/orm';
import { applications, clients, offers } from '@lender/db/schema';
import type { AuditActor, AuditService } from '../audit/audit';
import { readProductConfig } from '../catalog/product';
import { type OfferFieldPaths, type PricedOffer, priceOffer } from '../catalog/public-offer';
import type { Clock } from '../clock';
import type { BehaviourInput } from '../collector-ingest/decision-input';
import type { ClientFacts } from '../decision/facts';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import type { NoticePort } from '../notices/notice-model';
import type { PiiCrypto } from '../pii';
import type { SandboxService } from '../sandbox/sandbox';
import { type ApplicationRow, type ApplicationViewRow, INACTIVE, type OfferRow } from './application-model';
import { assertTransition } from './transitions';

/**
 * What the applications' use cases read of the core: its database, clock and ports. core.ts's `Core`
 * is one (the API passes it); each use case takes the part it uses (`Pick<ApplicationsContext, …>`).
 */
export interface ApplicationsContext {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  audit: AuditService;
  sandbox: Pick<SandboxService, 'enabled' | 'find' | 'clockFor' | 'todayFor'>;
  /** The behavioural-scoring input (issue 18, ADR 230); off when absent. */
  behaviour?: (clientId: number) => Promise<BehaviourInput>;
  /** Borrower notices (issue 38): told inside the transaction of each event. */
  notices?: NoticePort;
}

/** Application hashed ids kept in memory per core (ADR 100). */
const HASHED_IDS_KEPT = 8_192;
const hashedIdsOf = new WeakMap<PiiCrypto, Map<number, string>>();

/**
 * An application's hashed id never changes: an HMAC made once per id, not once per row of every list
 * page (ADR 100; ~2 µs each, 20 a page of the manual queue). Kept per core's `pii`, bounded, oldest
 * out first.
 */
function hashedIdOf(pii: PiiCrypto, id: number): string {
  let kept = hashedIdsOf.get(pii);
  if (!kept) {
    kept = new Map();
    hashedIdsOf.set(pii, kept);
  }
  let hashed = kept.get(id);
  if (hashed === undefined) {
    hashed = pii.hash('user', `application:${id}`).slice(0, 32);
    if (kept.size >= HASHED_IDS_KEPT) kept.delete(kept.keys().next().value as number);
    kept.set(id, hashed);
  }
  return hashed;
}

/** The API view of an application (its `applicationViewColumns` are enough). */
export function applicationView(ctx: Pick<ApplicationsContext, 'pii'>, row: ApplicationViewRow): Application {
  return {
    id: row.id,
    hashedId: hashedIdOf(ctx.pii, row.id),
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
  };
}

type Reader = Pick<ApplicationsContext, 'db'>;

/** The signed-in client's row; `unauthorized` when it is gone. */
export async function clientRow(ctx: Reader, clientId: number, tx: Executor = ctx.db) {
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!row) throw new CoreError('unauthorized');
  return row;
}

/** An application by id; `not_found` when there is none. */
export async function applicationById(ctx: Reader, applicationId: number, tx: Executor = ctx.db) {
  const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw new CoreError('not_found');
  return row;
}

/** The client's own application; another client's is `not_found` as a missing one. */
export async function ownedBy(ctx: Reader, clientId: number, applicationId: number, tx: Executor = ctx.db) {
  const row = await applicationById(ctx, applicationId, tx);
  if (row.clientId !== clientId) throw new CoreError('not_found');
  return row;
}

/** The client's active application (spec §4: any status but the inactive ones), or null. */
export async function actualRow(
  ctx: Reader,
  clientId: number,
  tx: Executor = ctx.db,
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.clientId, clientId), notInArray(applications.status, [...INACTIVE])))
    .orderBy(desc(applications.id))
    .limit(1);
  return row ?? null;
}

/** The client's newest application when it is a rejection (what the reject page is about). */
export async function newestRejected(ctx: Reader, clientId: number): Promise<ApplicationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(applications)
    .where(eq(applications.clientId, clientId))
    .orderBy(desc(applications.id))
    .limit(1);
  return row && row.status === APPLICATION_STATUS.rejected ? row : null;
}

/** The client's active application, or `no_active_application`. */
export async function requireActual(ctx: Reader, clientId: number, tx: Executor = ctx.db) {
  const row = await actualRow(ctx, clientId, tx);
  if (!row) throw new CoreError('no_active_application');
  return row;
}

/** The application's current offer, or null. */
export async function currentOffer(
  ctx: Reader,
  applicationId: number,
  tx: Executor = ctx.db,
): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.state, 'current')))
    .limit(1);
  return row ?? null;
}

/** The amounts a first or repeated loan may take (the product in force). */
export async function boundsFor(ctx: Reader, sequenceType: 'first' | 'repeated') {
  const product = await readProductConfig(ctx.db);
  const limits = amountLimits({
    product,
    tab: sequenceType === 'first' ? 0 : 1,
    firstLoanTab: sequenceType === 'first',
  });
  return { min: limits.min, max: limits.max, interval: limits.interval };
}

/**
 * Prices through the public calculator helper (validation and `computeOffer` in one place);
 * `amount` in centavos. A refusal is `validation_failed` at the request's paths (`fields`).
 */
export async function price(
  ctx: Reader,
  today: string,
  request: {
    amount: number;
    payCycle: string;
    payDates: string;
    sequenceType: 'first' | 'repeated';
    promoCode: string | null;
  },
  fields: OfferFieldPaths = {},
): Promise<PricedOffer> {
  return priceOffer(
    await readProductConfig(ctx.db),
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
}

/** The row of a priced offer; `ttl` is read before the transaction (PGlite has one connection). */
export function offerValues(
  ctx: Pick<ApplicationsContext, 'clock'>,
  applicationId: number,
  { offer, view }: PricedOffer,
  reason: string,
  today: string,
  fake: boolean,
  ttl: number,
): typeof offers.$inferInsert {
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
    expiresAt: new Date(ctx.clock.now().getTime() + ttl * 60_000),
    fake,
  };
}

/** Replaces the current offer of an application inside `tx`. */
export async function replaceOffer(tx: Executor, values: typeof offers.$inferInsert): Promise<OfferRow> {
  await tx
    .update(offers)
    .set({ state: 'superseded' })
    .where(and(eq(offers.applicationId, values.applicationId), eq(offers.state, 'current')));
  const [row] = await tx.insert(offers).values(values).returning();
  return row as OfferRow;
}

/** A client with a closed loan asks for a repeated loan. */
export const sequenceOf = (facts: ClientFacts): 'first' | 'repeated' =>
  facts.loans.closed > 0 ? 'repeated' : 'first';

/**
 * Moves an application along the state machine (conditional update, audited); 409 when not
 * allowed. With `from`, it also refuses (409) when the application is no longer in that status: a
 * caller that decided on a status read earlier must not act on a newer one.
 */
export async function transition(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'audit'>,
  tx: Executor,
  applicationId: number,
  to: ApplicationStatus,
  actor: AuditActor,
  reason?: string,
  from?: ApplicationStatus,
): Promise<ApplicationRow> {
  const before = await applicationById(ctx, applicationId, tx);
  if (from !== undefined && before.status !== from) {
    throw new CoreError('invalid_transition', { params: { from: before.status, to } });
  }
  assertTransition(before.status, to);
  const [after] = await tx
    .update(applications)
    .set({ status: to, updatedAt: ctx.clock.now() })
    .where(and(eq(applications.id, applicationId), eq(applications.status, before.status)))
    .returning();
  // Another request moved it between our read and our update: its change wins, ours is refused.
  if (!after) throw new CoreError('invalid_transition', { params: { from: before.status, to } });
  await ctx.audit.record(tx, {
    actor,
    action: `application.status.${to}`,
    entity: 'application',
    entityId: applicationId,
    before: { status: before.status },
    after: { status: to },
    ...(reason !== undefined && { reason }),
  });
  return after;
}

/** Whether the offer's time is up on the client's clock (a sandbox may have moved it). */
export async function isExpired(
  ctx: Pick<ApplicationsContext, 'sandbox'>,
  clientId: number,
  offer: OfferRow,
): Promise<boolean> {
  return (await ctx.sandbox.clockFor(clientId)).now().getTime() >= offer.expiresAt.getTime();
}

/** The helpers above bound to one context, for the parts of the applications service. */
export type ApplicationsHelpers = ReturnType<typeof applicationsHelpers>;

export function applicationsHelpers(deps: ApplicationsContext) {
  return {
    deps,
    db: deps.db,
    pii: deps.pii,
    audit: deps.audit,
    sandbox: deps.sandbox,
    logger: deps.logger,
    view: (row: ApplicationViewRow) => applicationView(deps, row),
    clientRow: (clientId: number, tx?: Executor) => clientRow(deps, clientId, tx),
    byId: (applicationId: number, tx?: Executor) => applicationById(deps, applicationId, tx),
    actualRow: (clientId: number, tx?: Executor) => actualRow(deps, clientId, tx),
    currentOffer: (applicationId: number, tx?: Executor) => currentOffer(deps, applicationId, tx),
    boundsFor: (sequenceType: 'first' | 'repeated') => boundsFor(deps, sequenceType),
    price: (...args: Parameters<typeof price> extends [unknown, ...infer R] ? R : never) =>
      price(deps, ...args),
    offerValues: (...args: Parameters<typeof offerValues> extends [unknown, ...infer R] ? R : never) =>
      offerValues(deps, ...args),
    replaceOffer,
    transition: (...args: Parameters<typeof transition> extends [unknown, ...infer R] ? R : never) =>
      transition(deps, ...args),
  };
}
