import { findBank } from '@lender/clabe';
import type { Executor } from '@lender/db';
import { and, eq, inArray, isNull, lte } from '@lender/db/orm';
import { payoutBeneficiaryChecks as checks, clients, payouts } from '@lender/db/schema';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Providers } from '../providers/index';
import { AML_SYSTEM, type AmlContext } from './aml-context';
import { amlSettings } from './aml-settings';
import { matchBeneficiary } from './beneficiary-match';
import { raiseAlert } from './raise-alert';
import { recomputeRisk } from './risk-grade';
import { screenedPerson } from './screen-client';

// Payouts reach the borrower's own account (issue 66, point 5; ADR 327). Once a SPEI payout is
// completed its CEP is asked of Banxico (the CEP port) and the beneficiary it names is compared with
// the client (`beneficiary-match.ts`). A mismatch holds every further payout of the client and opens
// an `unusual` AML alert; so does a CEP that never comes. Until the CEP comes the check waits and is
// tried again: it never passes for want of a CEP.

/** What the check reads of the core (`Core` is one). */
export type BeneficiaryContext = Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger'> & {
  readonly providers: Pick<Providers, 'cep'>;
};

/** Minutes to wait before asking again for a CEP not yet there, by attempt; then the last, each time. */
export const CEP_RETRY_MINUTES = [5, 15, 60, 240] as const;
/** Hours after the payout was completed when a CEP still missing is itself a finding (`missing`). */
export const CEP_MISSING_AFTER_HOURS = 48;

/** Why a client's payouts are held: the alert rules the check raises. */
export const BENEFICIARY_RULES = {
  mismatch: 'payout_beneficiary_mismatch',
  missing: 'payout_cep_missing',
} as const;

/** Queues the check of a completed SPEI payout (in the completion's transaction); cash has no CEP. */
export async function queueBeneficiaryCheck(
  tx: Executor,
  payout: { id: number; method: string },
  clientId: number,
  now: Date,
): Promise<void> {
  if (payout.method !== 'bank_transfer') return;
  await tx
    .insert(checks)
    .values({ payoutId: payout.id, clientId, nextCheckAt: now, createdAt: now })
    .onConflictDoNothing();
}

/** The client's payout hold not yet released (a `mismatch` or `missing` check), or null. */
export async function payoutHold(db: Executor, clientId: number) {
  const [row] = await db
    .select()
    .from(checks)
    .where(
      and(
        eq(checks.clientId, clientId),
        inArray(checks.status, ['mismatch', 'missing']),
        isNull(checks.releasedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Refuses a payout (or the signature that asks for one) while the client's payouts are held. */
export async function assertNoPayoutHold(db: Executor, clientId: number): Promise<void> {
  if (await payoutHold(db, clientId)) throw new CoreError('payout_on_hold');
}

/**
 * Checks one payout's beneficiary against its CEP; the check's status after it. A check no longer
 * `pending` is not asked again (the same payout checked twice raises one alert; the alert's
 * `dedupeKey` is the payout's as well). `not_found` when the payout has no check.
 */
export async function checkPayoutBeneficiary(
  ctx: BeneficiaryContext,
  payoutId: number,
): Promise<(typeof checks.$inferSelect)['status']> {
  const { db, clock, pii } = ctx;
  const [row] = await db
    .select({ check: checks, payout: payouts, client: clients })
    .from(checks)
    .innerJoin(payouts, eq(payouts.id, checks.payoutId))
    .innerJoin(clients, eq(clients.id, checks.clientId))
    .where(eq(checks.payoutId, payoutId));
  if (!row) throw new CoreError('not_found');
  if (row.check.status !== 'pending') return row.check.status;
  const now = clock.now();
  const details = (row.payout.details ?? {}) as Record<string, string>;
  const clabe = row.client.clabeEnc ? pii.decrypt(row.client.clabeEnc) : '';
  const completedAt = row.payout.completedAt ?? row.check.createdAt;
  let transfer = null;
  try {
    transfer = await ctx.providers.cep.validate({
      date: businessDate(completedAt),
      trackingKey: details.trackingKey ?? row.payout.reference ?? '',
      senderBank: details.senderBank ?? '',
      receiverBank: findBank(clabe.slice(0, 3))?.speiKey ?? '',
      beneficiaryAccount: clabe,
      amount: row.payout.amount,
    });
  } catch (error) {
    // Banxico down is a CEP not there yet: asked again later, never a pass.
    ctx.logger.warn('payout CEP lookup failed', { payoutId, error: String(error) });
  }
  if (!transfer) {
    if (now.getTime() - completedAt.getTime() < CEP_MISSING_AFTER_HOURS * 3_600_000) {
      const wait = CEP_RETRY_MINUTES[Math.min(row.check.attempts, CEP_RETRY_MINUTES.length - 1)] ?? 240;
      await db
        .update(checks)
        .set({ attempts: row.check.attempts + 1, nextCheckAt: new Date(now.getTime() + wait * 60_000) })
        .where(and(eq(checks.payoutId, payoutId), eq(checks.status, 'pending')));
      return 'pending';
    }
    return conclude(ctx, row, {
      status: 'missing',
      nameScore: null,
      rfc: null,
      trackingKey: details.trackingKey ?? row.payout.reference,
    });
  }
  const person = screenedPerson(pii, row.client);
  const outcome = matchBeneficiary(
    { name: person.name ?? { given: [], surnames: [] }, rfc: person.rfc ?? null },
    transfer.beneficiary,
  );
  return conclude(ctx, row, {
    status: outcome.matches ? 'matched' : 'mismatch',
    nameScore: outcome.nameScore,
    rfc: outcome.rfc,
    trackingKey: transfer.trackingKey,
  });
}

type CheckRow = {
  check: typeof checks.$inferSelect;
  payout: typeof payouts.$inferSelect;
};

/** Records the outcome once; a mismatch or a missing CEP opens the alert and holds the client. */
async function conclude(
  ctx: BeneficiaryContext,
  row: CheckRow,
  outcome: {
    status: 'matched' | 'mismatch' | 'missing';
    nameScore: number | null;
    rfc: 'same' | 'differs' | 'absent' | null;
    trackingKey: string | null;
  },
): Promise<'pending' | 'matched' | 'mismatch' | 'missing'> {
  const now = ctx.clock.now();
  const { payoutId, clientId } = row.check;
  const settings = outcome.status === 'matched' ? null : await amlSettings(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(checks)
      .set({
        status: outcome.status,
        attempts: row.check.attempts + 1,
        nameScore: outcome.nameScore,
        rfc: outcome.rfc,
        checkedAt: now,
      })
      .where(and(eq(checks.payoutId, payoutId), eq(checks.status, 'pending')))
      .returning();
    if (!done) return row.check.status;
    if (outcome.status === 'matched' || !settings) return outcome.status;
    const rule = BENEFICIARY_RULES[outcome.status];
    // Facts only: no CLABE, CURP, phone or name; the clave de rastreo finds the CEP at Banxico.
    const alertId = await raiseAlert(
      ctx,
      tx,
      {
        kind: 'unusual',
        rule,
        clientId,
        dedupeKey: `payout_beneficiary:${payoutId}`,
        details: {
          payoutId,
          loanId: row.payout.loanId,
          amount: row.payout.amount,
          ...(outcome.nameScore === null ? {} : { nameScore: outcome.nameScore }),
          ...(outcome.rfc === null ? {} : { rfc: outcome.rfc }),
          ...(outcome.trackingKey ? { trackingKey: outcome.trackingKey } : {}),
        },
      },
      now,
    );
    if (alertId !== null) await tx.update(checks).set({ alertId }).where(eq(checks.payoutId, payoutId));
    await ctx.audit.record(tx, {
      actor: AML_SYSTEM,
      action: 'aml.payout_hold',
      entity: 'client',
      entityId: clientId,
      after: { payout: String(payoutId), status: outcome.status, alert: String(alertId ?? '') },
      reason: rule,
    });
    await recomputeRisk(ctx, tx, clientId, settings);
    ctx.logger.warn('payout held: the beneficiary is not the client', { payoutId, clientId, rule });
    return outcome.status;
  });
}

/**
 * Periodic (the `payouts-confirm` job, after the confirmations): checks every payout whose CEP is
 * due to be asked for. One that fails stays pending and is tried on the next run.
 */
export async function checkDuePayoutBeneficiaries(
  ctx: BeneficiaryContext,
): Promise<{ matched: number; held: number; waiting: number }> {
  const due = await ctx.db
    .select({ payoutId: checks.payoutId })
    .from(checks)
    .where(and(eq(checks.status, 'pending'), lte(checks.nextCheckAt, ctx.clock.now())))
    .limit(200);
  const counts = { matched: 0, held: 0, waiting: 0 };
  for (const { payoutId } of due) {
    try {
      const status = await checkPayoutBeneficiary(ctx, payoutId);
      if (status === 'matched') counts.matched += 1;
      else if (status === 'pending') counts.waiting += 1;
      else counts.held += 1;
    } catch (error) {
      ctx.logger.error('payout beneficiary check failed', { payoutId, error: String(error) });
    }
  }
  return counts;
}
