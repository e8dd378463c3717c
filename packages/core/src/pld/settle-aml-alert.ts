import { and, eq } from '@lender/db/orm';
import { amlAlerts } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';
import { amlSettings } from './aml-settings';
import { recomputeRisk } from './risk-grade';

/** An open alert (`not_found`, or `invalid_transition` when already reported or dismissed). */
export async function openAlert(ctx: Pick<AmlContext, 'db'>, alertId: number) {
  const [alert] = await ctx.db.select().from(amlAlerts).where(eq(amlAlerts.id, alertId));
  if (!alert) throw new CoreError('not_found');
  if (alert.status !== 'open') {
    throw new CoreError('invalid_transition', { params: { from: alert.status, to: 'decided' } });
  }
  return alert;
}

/**
 * What an approved decision on an alert does (maker-checker, approval kind `compliance.alert`): the
 * alert becomes `reported` (it goes in the next report file) or `dismissed`, with the maker's
 * written reason and the checker as who decided; audited; the client's risk grade recomputed.
 */
export async function settleAmlAlert(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit'>,
  input: { alertId: number; report: boolean; reason: string; checkerId: number },
): Promise<{ reported: boolean }> {
  const now = ctx.clock.now();
  const settings = await amlSettings(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [alert] = await tx
      .update(amlAlerts)
      .set({
        status: input.report ? 'reported' : 'dismissed',
        decisionReason: input.reason,
        decidedBy: input.checkerId,
        decidedAt: now,
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
