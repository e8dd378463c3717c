import type { VeriffDecision, VeriffSession, VeriffStatus } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, desc, eq, inArray, lt, sql } from '@lender/db/orm';
import { type VERIFF_SESSION_STATUSES, veriffSessions } from '@lender/db/schema';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import type {
  IdentityDecision,
  IdentityOutcome,
  IdentityVerificationProvider,
} from '../providers/identity/port';
import { ProviderError } from '../providers/provider-error';

/** The stored statuses are exactly the contract's `VeriffStatus` (checked at compile time). */
export const VERIFF_STATUSES_MATCH_CONTRACT: SameMembers<
  (typeof VERIFF_SESSION_STATUSES)[number],
  VeriffStatus
> = true;

type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Veriff sessions expire seven days after they are created (Veriff API: session lifetime). */
export const VERIFF_SESSION_TTL_DAYS = 7;

/** Sessions `pollPending()` asks the provider about per run (the rest wait for the next run). */
export const VERIFF_POLL_BATCH = 100;

const OPEN_STATUSES = ['created', 'submitted'] as const;

/**
 * Newest session first. Two sessions can share an instant (a pinned or coarse clock); the open one
 * is then the newer, since a new session only opens once the previous one is final.
 */
const NEWEST_FIRST = [
  desc(veriffSessions.createdAt),
  desc(sql`${veriffSessions.status} in ('created', 'submitted')`),
  desc(veriffSessions.updatedAt),
] as const;

type SessionRow = typeof veriffSessions.$inferSelect;

/** The identity-verification state the decision engine reads (`identityVerificationStatus`). */
export interface IdentityVerificationState {
  /** `not_started` when the client never opened a session; else the latest session's status. */
  status: 'not_started' | VeriffStatus;
  sessionId: string | null;
  reason: string | null;
  decidedAt: Date | null;
}

/**
 * The identity-verification state of a client for the decision engine: the latest session's
 * status (`approved` is what lets an application through; `declined` is final).
 */
export async function identityVerificationStatus(
  db: Database,
  clientId: number,
): Promise<IdentityVerificationState> {
  const [row] = await db
    .select()
    .from(veriffSessions)
    .where(eq(veriffSessions.clientId, clientId))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  if (!row) return { status: 'not_started', sessionId: null, reason: null, decidedAt: null };
  return { status: row.status, sessionId: row.id, reason: row.reason, decidedAt: row.decidedAt };
}

/** Result of one {@link IdentityVerificationService.pollPending} run. */
export interface VeriffPollResult {
  checked: number;
  decided: number;
  expired: number;
  failed: number;
}

/**
 * Identity verification (spec §7 `/veriff/*`, issue 6; ADR 223): the provider's callback, the
 * job and the sandbox page. The borrower's calls are use cases (`veriff-create-session.ts`,
 * `veriff-session.ts`, `veriff-decision.ts`).
 */
/** A session as the borrower's calls answer it. */
export function sessionView(row: SessionRow): VeriffSession {
  return { id: row.id, url: row.url, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** A session's decision as the borrower's calls answer it. */
export function decisionView(row: SessionRow): VeriffDecision {
  return {
    sessionId: row.id,
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** The client's newest session (of those `where` selects), or undefined. */
export async function latestSession(
  db: Database,
  clientId: number,
  where = eq(veriffSessions.clientId, clientId),
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(veriffSessions)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row;
}

/** The client's open session (created or submitted), or undefined. */
export async function openSession(db: Database, clientId: number): Promise<SessionRow | undefined> {
  return latestSession(
    db,
    clientId,
    and(eq(veriffSessions.clientId, clientId), inArray(veriffSessions.status, [...OPEN_STATUSES])),
  );
}

/** A call to the identity provider: its failure is `provider_failed` (logged without details). */
export async function callIdentityProvider<T>(
  ctx: { readonly logger: Logger },
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ProviderError) {
      ctx.logger.warn('identity provider failed', { provider: error.provider });
      throw new CoreError('provider_failed');
    }
    throw error;
  }
}

/** What identity verification reads of the core (`Core` is one). */
export interface IdentityVerificationContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly providers: { readonly identityVerification: IdentityVerificationProvider };
}

/** Applies a decision or progress event with a conditional update: only from an open state. */
async function applyDecision(
  ctx: IdentityVerificationContext,
  decision: IdentityDecision,
  via: 'webhook' | 'poll' | 'expiry',
): Promise<boolean> {
  const now = ctx.clock.now();
  const from = decision.status === 'submitted' ? (['created'] as const) : OPEN_STATUSES;
  const final = decision.status !== 'submitted';
  const rows = await ctx.db
    .update(veriffSessions)
    .set({
      status: decision.status,
      decisionCode: decision.code,
      reason: decision.reason,
      reasonCode: decision.reasonCode,
      updatedAt: now,
      ...(final && { decidedAt: now, decidedVia: via }),
    })
    .where(and(eq(veriffSessions.id, decision.sessionId), inArray(veriffSessions.status, [...from])))
    .returning({ id: veriffSessions.id });
  if (rows.length > 0) {
    ctx.logger.info('identity verification updated', { status: decision.status, via });
  }
  return rows.length > 0;
}

/**
 * The provider's callback (Veriff decision and event webhooks): checks `X-HMAC-SIGNATURE`
 * (`unauthorized` when wrong), then applies the decision once; a repeated callback changes nothing.
 */
export async function identityVerificationCallback(
  ctx: IdentityVerificationContext,
  rawBody: string,
  signature: string | undefined,
): Promise<{ applied: boolean }> {
  const provider = ctx.providers.identityVerification;
  if (!signature || !provider.verifySignature(rawBody, signature)) {
    ctx.logger.warn('identity callback with a bad signature', { provider: provider.name });
    throw new CoreError('unauthorized');
  }
  const decision = provider.parseCallback(rawBody);
  if (!decision) throw new CoreError('validation_failed');
  const [known] = await ctx.db
    .select({ id: veriffSessions.id })
    .from(veriffSessions)
    .where(eq(veriffSessions.id, decision.sessionId));
  if (!known) throw new CoreError('not_found');
  return { applied: await applyDecision(ctx, decision, 'webhook') };
}

/**
 * Idempotent job (ADR 223): asks the provider about open sessions (the path when a callback was
 * lost) and expires sessions older than {@link VERIFF_SESSION_TTL_DAYS}.
 */
export async function pollIdentityVerifications(ctx: IdentityVerificationContext): Promise<VeriffPollResult> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - VERIFF_SESSION_TTL_DAYS * 86_400_000);
  const expired = await db
    .update(veriffSessions)
    .set({
      status: 'expired',
      decisionCode: 9104,
      decidedAt: now,
      decidedVia: 'expiry',
      updatedAt: now,
    })
    .where(and(inArray(veriffSessions.status, [...OPEN_STATUSES]), lt(veriffSessions.createdAt, cutoff)))
    .returning({ id: veriffSessions.id });
  const pending = await db
    .select({ id: veriffSessions.id })
    .from(veriffSessions)
    .where(inArray(veriffSessions.status, [...OPEN_STATUSES]))
    .orderBy(sql`${veriffSessions.updatedAt} asc`)
    .limit(VERIFF_POLL_BATCH);
  let decided = 0;
  let failed = 0;
  for (const { id } of pending) {
    try {
      const decision = await ctx.providers.identityVerification.fetchDecision(id);
      if (decision && (await applyDecision(ctx, decision, 'poll'))) decided += 1;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      failed += 1;
    }
  }
  return { checked: pending.length, decided, expired: expired.length, failed };
}

/** Sandbox page: the applicant finished with `outcome`; the signed callback is delivered. */
export async function completeSandboxIdentitySession(
  ctx: IdentityVerificationContext,
  sessionId: string,
  outcome: IdentityOutcome,
): Promise<VeriffDecision> {
  const provider = ctx.providers.identityVerification;
  if (!provider.sandbox) throw new CoreError('not_found');
  const callback = await provider.sandbox.complete(sessionId, outcome);
  if (!callback) throw new CoreError('not_found');
  // Delivered through the same path as the provider's webhook, signature included.
  await identityVerificationCallback(ctx, callback.body, callback.signature);
  const [row] = await ctx.db.select().from(veriffSessions).where(eq(veriffSessions.id, sessionId));
  if (!row) throw new CoreError('not_found');
  return decisionView(row);
}
