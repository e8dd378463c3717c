import { createHash } from 'node:crypto';
import { fullNameOf } from '@lender/contracts';
import { and, asc, eq, gte, lt, or, type SQL } from '@lender/db/orm';
import { amlAlerts, amlReports, clients, payments } from '@lender/db/schema';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { liveDetails } from './alert-payments';
import type { AmlContext } from './aml-context';
import { instrumentOf } from './operation-rules';
import { type AmlReportLayout, LENDER_AML_V2, type ReportedAlert } from './report-layout';
import { dayEnd, dayStart, inPeriod, paidOnOf } from './report-period';

export interface AmlReportView {
  id: number;
  kind: 'periodic' | 'blocked_list';
  fileName: string;
  layout: string;
  sha256: string;
  alerts: number;
  content: string;
  createdAt: string;
}

/**
 * What to report: the alerts reported in a period (`from` ≤ the Mexico City day decided ≤ `to`, both
 * days whole; a relevant operation by the day it was paid, `report-period.ts`), or one blocked-list
 * hit.
 */
export type AmlReportRequest =
  | { kind: 'periodic'; from: string; to: string }
  | { kind: 'blocked_list'; alertId: number };

/**
 * `backOffice.produceAmlReport` (issue 50): writes the report file in the layout of the port
 * (our `lender-aml-v2` by default) and keeps it with its SHA-256 (`aml_reports`, kept 10 years:
 * the database refuses to delete it). Audited as `aml.report`.
 */
export async function produceAmlReport(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit'>,
  { actorId: userId, body: request }: { actorId: number | null; body: AmlReportRequest },
  layout: AmlReportLayout = LENDER_AML_V2,
): Promise<AmlReportView> {
  const where: SQL[] =
    request.kind === 'periodic'
      ? [
          eq(amlAlerts.status, 'reported'),
          // A relevant operation paid in the period may have been decided after it (`inPeriod`).
          gte(amlAlerts.decidedAt, dayStart(request.from)),
          or(eq(amlAlerts.kind, 'relevant'), lt(amlAlerts.decidedAt, dayEnd(request.to))) as SQL,
        ]
      : [eq(amlAlerts.id, request.alertId), eq(amlAlerts.kind, 'blocked_list')];
  const rows = await ctx.db
    .select({ alert: amlAlerts, client: clients, payment: payments })
    .from(amlAlerts)
    .leftJoin(clients, eq(clients.id, amlAlerts.clientId))
    .leftJoin(payments, eq(payments.id, amlAlerts.paymentId))
    .where(and(...where))
    .orderBy(asc(amlAlerts.id));
  if (request.kind === 'blocked_list' && rows.length === 0) throw new CoreError('not_found');
  // A payment reversed (recorded on the wrong loan, amount or day, ADR 362) was no operation: the
  // one recorded again in its place raised its own alert, so the money is reported once.
  const produced =
    request.kind === 'periodic'
      ? await ctx.db
          .select({
            periodFrom: amlReports.periodFrom,
            periodTo: amlReports.periodTo,
            createdAt: amlReports.createdAt,
          })
          .from(amlReports)
          .where(eq(amlReports.kind, 'periodic'))
      : [];
  const operations = rows.filter(
    ({ alert, payment }) =>
      payment?.status !== 'reversed' &&
      (request.kind !== 'periodic' ||
        inPeriod({ ...alert, paidOn: payment ? paidOnOf(payment) : null }, request, produced)),
  );
  const details = await liveDetails(
    ctx.db,
    operations.map(({ alert }) => alert),
  );
  const alerts: ReportedAlert[] = operations.map(({ alert, client, payment }) => ({
    alertId: alert.id,
    kind: alert.kind,
    rule: alert.rule,
    clientId: alert.clientId,
    clientName: client ? fullNameOf(client) : null,
    paymentId: alert.paymentId,
    // A rule over several payments (structuring, many sources) reports what they add up to now.
    amountCentavos: totalOf(details.get(alert.id) ?? alert.details) ?? payment?.paidAmount ?? null,
    paidOn: payment ? paidOnOf(payment) : null,
    instrument: payment ? instrumentOf(payment) : null,
    raisedAt: alert.createdAt.toISOString(),
    decidedAt: alert.decidedAt?.toISOString() ?? null,
    reason: alert.decisionReason,
  }));
  // The file is named by the Mexico City date: a hit at 20:00 on the 30th is the 30th's, not the 1st's.
  const today = businessDate(ctx.clock.now());
  const from = request.kind === 'periodic' ? request.from : today;
  const to = request.kind === 'periodic' ? request.to : today;
  const content = layout.render(alerts, { kind: request.kind, from, to });
  const sha256 = createHash('sha256').update(content).digest('hex');
  const now = ctx.clock.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(amlReports)
      .values({
        kind: request.kind,
        periodFrom: from,
        periodTo: to,
        layout: layout.id,
        fileName: layout.fileName(request.kind, from, to),
        content,
        sha256,
        alerts: alerts.length,
        createdBy: userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new CoreError('internal_error');
    await ctx.audit.record(tx, {
      actor: userId ? { type: 'user', id: userId } : { type: 'system' },
      action: 'aml.report',
      entity: 'aml_report',
      entityId: row.id,
      after: { alerts: alerts.length, periodFrom: from, periodTo: to },
    });
    return row;
  });
  return {
    id: saved.id,
    kind: saved.kind,
    fileName: saved.fileName,
    layout: saved.layout,
    sha256,
    alerts: saved.alerts,
    content,
    createdAt: saved.createdAt.toISOString(),
  };
}

const totalOf = (details: Record<string, string | number>) =>
  typeof details.totalCentavos === 'number' ? details.totalCentavos : null;
