import type { PolicyMonitoring, PolicyMonitoringQuery } from '@lender/contracts';
import type { Clock } from '../../clock';
import { today } from '../../clock';
import { manualOverrides } from '../../credit-monitoring/manual-overrides';
import {
  type MonitoringContext,
  monitoringReport,
  monthAlerts,
} from '../../credit-monitoring/monitoring-report';
import { CoreError } from '../../errors/core-error';
import { authorize } from '../authorize';

/**
 * `backOffice.policyMonitoring` (ADR 332): the month's population stability (PSI of the offer and
 * of each input characteristic) against the reference month (the query's, else the month before
 * the policy in force was published), the approval rate by age band, sex and state with the
 * four-fifths flag, how often a manual reviewer decided otherwise than the engine, and the
 * alerts the daily job raised. A month after today is `invalid_value`.
 */
export async function policyMonitoring(
  ctx: MonitoringContext & { readonly clock: Clock },
  { actorId, query: { month, reference } }: { actorId: number; query: PolicyMonitoringQuery },
): Promise<PolicyMonitoring> {
  await authorize(ctx, actorId, 'settings.read');
  if (month > today(ctx.clock).slice(0, 7)) {
    throw new CoreError('invalid_value', { field: ['month'], message: 'The month has not begun.' });
  }
  const [report, manualReview, alerts] = await Promise.all([
    monitoringReport(ctx, month, reference),
    manualOverrides(ctx.db, month),
    monthAlerts(ctx.db, month),
  ]);
  return { ...report, manualReview, alerts };
}
