import { policyMonitoringAlerts } from '@lender/db/schema';
import type { Clock } from '../clock';
import { today } from '../clock';
import { type MonitoringContext, monitoringReport } from './monitoring-report';

/**
 * The daily credit monitoring job (`credit-monitoring`, ADR 332): this month's report on the
 * platform clock; a characteristic whose PSI is `act`, or a segment under four-fifths of the best
 * approval rate, raises one alert row for the risk team (read with `settings.read`), once a month
 * per subject — running it again raises nothing new.
 */
export async function runPolicyMonitoring(ctx: MonitoringContext & { readonly clock: Clock }) {
  const month = today(ctx.clock).slice(0, 7);
  const report = await monitoringReport(ctx, month);
  const findings = [
    ...report.psi
      .filter((row) => row.band === 'act')
      .map((row) => ({
        kind: 'psi' as const,
        subject: row.characteristic,
        details: { psi: row.psi ?? 0, reference: report.reference },
      })),
    ...report.segments
      .filter((row) => row.fourFifthsBreached)
      .map((row) => ({
        kind: 'four_fifths' as const,
        subject: `${row.dimension}:${row.segment}`,
        details: {
          approvalRateBps: row.approvalRateBps ?? 0,
          ratioToBestBps: row.ratioToBestBps ?? 0,
          decisions: row.decisions,
        },
      })),
  ];
  const raised =
    findings.length === 0
      ? []
      : await ctx.db
          .insert(policyMonitoringAlerts)
          .values(findings.map((finding) => ({ ...finding, month, createdAt: ctx.clock.now() })))
          .onConflictDoNothing()
          .returning({ id: policyMonitoringAlerts.id });
  return { month, decisions: report.decisions.month, findings: findings.length, alertsRaised: raised.length };
}
