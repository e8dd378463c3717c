import type { Database, Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { type FraudVerdict, fraudSignals } from '@lender/db/schema';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import type { HelloSodaResult, IovationProvider, JuicyScoreProvider } from '../providers/fraud/port';
import { ProviderError } from '../providers/provider-error';

/** Longest iovation blackbox stored (the contract accepts up to 20 000 characters). */
export const IOVATION_BLACKBOX_MAX_LENGTH = 20_000;

/** What the page collected when the application was created (spec §7 application body). */
export interface FraudSignalsInput {
  /** The client who applies. */
  clientId: number;
  /** `iovation.ioBB`. */
  iovationBlackbox?: string | undefined;
  /** `juicySessionId`. */
  juicySessionId?: string | undefined;
  /** The HelloSoda check's result (`POST /web/public/util/hello-soda`), when the page ran it. */
  helloSoda?: HelloSodaResult | undefined;
}

/** The signals of an application as the decision engine reads them. */
export interface FraudSignalsView {
  applicationId: number;
  hasIovationBlackbox: boolean;
  juicySessionId: string | null;
  helloSoda: HelloSodaResult | null;
  /** The providers' assessments; null until {@link FraudSignalsService.evaluate} ran. */
  iovation: { verdict: FraudVerdict; deviceId: string; reason: string } | null;
  juicyScore: { verdict: FraudVerdict; score: number } | null;
  evaluatedAt: Date | null;
  /** The worst verdict among the assessments present (`null` when none is). */
  worstVerdict: FraudVerdict | null;
}

/**
 * Stores the device and fraud signals of a new application, inside the caller's transaction
 * (the applications service calls it at creation). Calling it again for the same application
 * keeps the first signals: they describe the device that applied.
 */
export async function recordFraudSignals(
  tx: Executor,
  applicationId: number,
  signals: FraudSignalsInput,
): Promise<void> {
  await tx
    .insert(fraudSignals)
    .values({
      applicationId,
      clientId: signals.clientId,
      iovationBlackbox: signals.iovationBlackbox?.slice(0, IOVATION_BLACKBOX_MAX_LENGTH) ?? null,
      juicySessionId: signals.juicySessionId ?? null,
      helloSoda: signals.helloSoda ?? null,
    })
    .onConflictDoNothing();
}

const SEVERITY: Record<FraudVerdict, number> = { allow: 0, review: 1, deny: 2 };

function view(row: typeof fraudSignals.$inferSelect): FraudSignalsView {
  const verdicts: FraudVerdict[] = [];
  if (row.iovationResult) verdicts.push(row.iovationResult.verdict);
  if (row.juicyScoreResult) verdicts.push(row.juicyScoreResult.verdict);
  if (row.helloSoda) {
    verdicts.push(({ pass: 'allow', review: 'review', fail: 'deny' } as const)[row.helloSoda.decision]);
  }
  const worst = verdicts.reduce<FraudVerdict | null>(
    (acc, v) => (acc === null || SEVERITY[v] > SEVERITY[acc] ? v : acc),
    null,
  );
  return {
    applicationId: row.applicationId,
    hasIovationBlackbox: row.iovationBlackbox !== null && row.iovationBlackbox.length > 0,
    juicySessionId: row.juicySessionId,
    helloSoda: row.helloSoda,
    iovation: row.iovationResult,
    juicyScore: row.juicyScoreResult,
    evaluatedAt: row.evaluatedAt,
    worstVerdict: worst,
  };
}

/** The stored signals of an application for the decision engine, or null when none were recorded. */
export async function fraudSignalsFor(db: Database, applicationId: number): Promise<FraudSignalsView | null> {
  const [row] = await db.select().from(fraudSignals).where(eq(fraudSignals.applicationId, applicationId));
  return row ? view(row) : null;
}

/** What the fraud-signal assessment reads of the core (`Core` is one). */
export interface FraudSignalsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly providers: { readonly iovation: IovationProvider; readonly juicyScore: JuicyScoreProvider };
}

/**
 * Asks iovation (the blackbox) and JuicyScore (the session) about an application's signals and stores
 * their verdicts (idempotent: an evaluated application is returned as it is). `not_found` without
 * signals; `provider_failed` when a provider fails (nothing is stored, a retry asks again).
 */
export async function evaluateFraudSignals(
  ctx: FraudSignalsContext,
  applicationId: number,
): Promise<FraudSignalsView> {
  const { db } = ctx;
  const [row] = await db.select().from(fraudSignals).where(eq(fraudSignals.applicationId, applicationId));
  if (!row) throw new CoreError('not_found');
  if (row.evaluatedAt) return view(row);
  let iovationResult: typeof row.iovationResult = null;
  let juicyScoreResult: typeof row.juicyScoreResult = null;
  try {
    if (row.iovationBlackbox) iovationResult = await ctx.providers.iovation.check(row.iovationBlackbox);
    if (row.juicySessionId) juicyScoreResult = await ctx.providers.juicyScore.score(row.juicySessionId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.logger.warn('fraud-signal provider failed', { provider: error.provider, applicationId });
    throw new CoreError('provider_failed');
  }
  const [updated] = await db
    .update(fraudSignals)
    .set({ iovationResult, juicyScoreResult, evaluatedAt: ctx.clock.now() })
    .where(eq(fraudSignals.applicationId, applicationId))
    .returning();
  return view(updated ?? row);
}
