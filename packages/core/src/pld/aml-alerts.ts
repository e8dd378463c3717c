import { fullNameOf } from '@lender/contracts';
import { and, count, desc, eq, inArray, type SQL } from '@lender/db/orm';
import {
  type AmlAlertKind,
  amlAlerts as alertRows,
  approvalRequests,
  clients,
  payments,
} from '@lender/db/schema';
import { liveDetails } from './alert-payments';
import type { AmlContext } from './aml-context';
import { alertDueAt } from './report-deadlines';
import { paidOnOf } from './report-period';

/**
 * An alert as the officer's screen shows it (codes with words in `@lender/i18n`); `dueAt` is what it
 * is due by now (`alertDueAt`): an open one past it is late.
 */
export interface AmlAlertView {
  id: number;
  kind: AmlAlertKind;
  rule: string | null;
  clientId: number | null;
  clientName: string | null;
  paymentId: number | null;
  details: Record<string, string | number>;
  description: string | null;
  status: 'open' | 'reported' | 'dismissed';
  dueAt: string | null;
  raisedBy: number | null;
  decisionReason: string | null;
  decidedBy: number | null;
  decidedAt: string | null;
  createdAt: string;
  /** The officer's decision waiting for a checker (maker-checker), if any. */
  pendingDecision: {
    approvalId: number;
    version: number;
    decision: 'report' | 'dismiss';
    makerId: number;
    reason: string;
  } | null;
}

export interface AmlAlertQuery {
  status?: 'open' | 'reported' | 'dismissed' | undefined;
  kind?: AmlAlertKind | undefined;
  page: number;
  perPage: number;
}

/** `backOffice.amlAlerts`: the alerts, newest first, by status and kind, a page at a time. */
export async function amlAlerts(
  ctx: Pick<AmlContext, 'db'>,
  { query }: { query: AmlAlertQuery },
): Promise<{ total: number; items: AmlAlertView[] }> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(alertRows.status, query.status));
  if (query.kind) where.push(eq(alertRows.kind, query.kind));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [total] = await ctx.db.select({ total: count() }).from(alertRows).where(condition);
  const rows = await ctx.db
    .select({ alert: alertRows, client: clients, payment: payments })
    .from(alertRows)
    .leftJoin(clients, eq(clients.id, alertRows.clientId))
    .leftJoin(payments, eq(payments.id, alertRows.paymentId))
    .where(condition)
    .orderBy(desc(alertRows.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const ids = rows.map(({ alert }) => String(alert.id));
  const pending =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(approvalRequests)
          .where(
            and(
              eq(approvalRequests.kind, 'compliance.alert'),
              eq(approvalRequests.status, 'pending'),
              inArray(approvalRequests.entityId, ids),
            ),
          );
  const pendingOf = new Map(pending.map((row) => [row.entityId, row]));
  // A payment reversed since the alert was raised is out of its total (ADR 378).
  const details = await liveDetails(
    ctx.db,
    rows.map(({ alert }) => alert),
  );
  return {
    total: total?.total ?? 0,
    items: rows.map(({ alert, client, payment }) => ({
      id: alert.id,
      kind: alert.kind,
      rule: alert.rule,
      clientId: alert.clientId,
      clientName: client ? fullNameOf(client) : null,
      paymentId: alert.paymentId,
      details: details.get(alert.id) ?? alert.details,
      description: alert.description,
      status: alert.status,
      // What it is due by at its stage: the committee, the report, the quarterly file (ADR 378).
      dueAt: alertDueAt(alert, payment ? paidOnOf(payment) : null)?.toISOString() ?? null,
      raisedBy: alert.raisedBy,
      decisionReason: alert.decisionReason,
      decidedBy: alert.decidedBy,
      decidedAt: alert.decidedAt?.toISOString() ?? null,
      createdAt: alert.createdAt.toISOString(),
      pendingDecision: decisionOf(pendingOf.get(String(alert.id))),
    })),
  };
}

/** A pending `compliance.alert` request as the alert shows it. */
function decisionOf(row: typeof approvalRequests.$inferSelect | undefined): AmlAlertView['pendingDecision'] {
  if (!row) return null;
  const report = (row.payload as { report?: boolean }).report === true;
  return {
    approvalId: row.id,
    version: row.version,
    decision: report ? 'report' : 'dismiss',
    makerId: row.makerId,
    reason: row.reason,
  };
}
