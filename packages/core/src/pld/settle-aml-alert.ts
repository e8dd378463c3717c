import { addDays } from '@lender/calculator/kernel';
import { and, eq } from '@lender/db/orm';
import { amlAlerts } from '@lender/db/schema';
import { addBusinessDays } from '../calendar/business-days';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';
import { amlSettings } from './aml-settings';
import { recomputeRisk } from './risk-grade';

/**
 * An open alert that may be decided so (`not_found`, or `invalid_transition` when already reported or
 * dismissed, or a relevant one asked to be dismissed).
 */
export async function openAlert(ctx: Pick<AmlContext, 'db'>, alertId: number, report = true) {
  const [alert] = await ctx.db.select().from(amlAlerts).where(eq(amlAlerts.id, alertId));
  if (!alert) throw new CoreError('not_found');
  if (alert.status !== 'open') {
    throw new CoreError('invalid_transition', { params: { from: alert.status, to: 'decided' } });
  }
  requireJudgeable(alert.kind, report);
  return alert;
}

/**
 * Only unusual and internal worrying operations are judged (art. 95 Bis LGOAAC; an open point of ADR
 * 371): a relevant operation (cash at or above USD 7,500) goes in the quarterly file, never dismissed.
 */
function requireJudgeable(kind: string | undefined, report: boolean): void {
  if (kind === 'relevant' && !report) {
    throw new CoreError('invalid_transition', { params: { from: 'relevant', to: 'dismissed' } });
  }
}

/** Business days after the decision to report within which an unusual or internal report is due. */
export const UNUSUAL_REPORT_BUSINESS_DAYS = 3;

/**
 * When the report of an unusual or internal worrying operation decided at `decidedAt` is due: the
 * end (Mexico City, UTC−6 all year) of the third bank business day after the day of the decision.
 */
export function unusualReportDue(decidedAt: Date): Date {
  const lastDay = addBusinessDays(businessDate(decidedAt), UNUSUAL_REPORT_BUSINESS_DAYS);
  return new Date(`${addDays(lastDay, 1)}T06:00:00Z`);
}

/**
 * What an approved decision on an alert does (maker-checker, approval kind `compliance.alert`): the
 * alert becomes `reported` (it goes in the next report file) or `dismissed`, with the maker's
 * written reason and the checker as who decided; audited; the client's risk grade recomputed. An
 * unusual or internal one reported is due within three business days of the decision (the checker's
 * approval is the committee's decision): its `dueAt` says when.
 */
export async function settleAmlAlert(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit'>,
  input: { alertId: number; report: boolean; reason: string; checkerId: number },
): Promise<{ reported: boolean }> {
  const now = ctx.clock.now();
  const settings = await amlSettings(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ kind: amlAlerts.kind, dueAt: amlAlerts.dueAt })
      .from(amlAlerts)
      .where(eq(amlAlerts.id, input.alertId));
    // A dismissal asked before this rule, or by another path, is refused when it is approved too.
    requireJudgeable(open?.kind, input.report);
    const dueAfterDecision = input.report && (open?.kind === 'unusual' || open?.kind === 'internal');
    const [alert] = await tx
      .update(amlAlerts)
      .set({
        status: input.report ? 'reported' : 'dismissed',
        decisionReason: input.reason,
        decidedBy: input.checkerId,
        decidedAt: now,
        dueAt: dueAfterDecision ? unusualReportDue(now) : (open?.dueAt ?? null),
      })
      .where(and(eq(amlAlerts.id, input.alertId), eq(amlAlerts.status, 'open')))
      .returning();
    if (!alert) throw new CoreError('invalid_transition', { params: { from: 'decided', to: 'decided' } });
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: input.checkerId },
      action: input.report ? 'aml.alert_report' : 'aml.alert_dismiss',
      entity: 'aml_alert',
      entityId: alert.id,
      after: { clientId: alert.clientId },
      reason: input.reason,
    });
    if (alert.clientId) await recomputeRisk(ctx, tx, alert.clientId, settings);
    return { reported: input.report };
  });
}
