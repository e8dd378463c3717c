import type { Executor } from '@lender/db';
import { type AmlAlertKind, amlAlerts } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { AML_SYSTEM } from './aml-context';

/** An alert to raise; `dedupeKey` makes the same finding one alert however often it is seen. */
export interface AlertRaised {
  kind: AmlAlertKind;
  rule?: string;
  clientId?: number | null;
  paymentId?: number | null;
  dedupeKey: string;
  details: Record<string, string | number>;
  description?: string;
  dueAt?: Date | null;
  raisedBy?: number | null;
}

/** Raises an alert once (audited); the id of the new alert, or null when it was already raised. */
export async function raiseAlert(
  ctx: { audit: Pick<AuditService, 'record'> },
  tx: Executor,
  alert: AlertRaised,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .insert(amlAlerts)
    .values({
      kind: alert.kind,
      rule: alert.rule ?? null,
      clientId: alert.clientId ?? null,
      paymentId: alert.paymentId ?? null,
      dedupeKey: alert.dedupeKey,
      details: alert.details,
      description: alert.description ?? null,
      dueAt: alert.dueAt ?? null,
      raisedBy: alert.raisedBy ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: amlAlerts.id });
  if (!row) return null;
  await ctx.audit.record(tx, {
    actor: alert.raisedBy ? { type: 'user', id: alert.raisedBy } : AML_SYSTEM,
    action: 'aml.alert_raise',
    entity: 'aml_alert',
    entityId: row.id,
    after: { clientId: alert.clientId ?? null },
  });
  return row.id;
}
