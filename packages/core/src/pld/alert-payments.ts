import type { Executor } from '@lender/db';
import { inArray } from '@lender/db/orm';
import { payments } from '@lender/db/schema';

type Details = Record<string, string | number>;

/** The payments an alert over several of them adds up (structuring, many sources), as it was raised. */
export function paymentIdsOf(details: Details): number[] {
  const ids = details.paymentIds;
  return typeof ids === 'string' && ids !== '' ? ids.split(',').map(Number) : [];
}

/**
 * Each alert's details as they stand now: a payment of a rule over several payments reversed since
 * the alert was raised (a deposit bounced, money recorded on the wrong loan) never came in, so it
 * leaves `payments` and `totalCentavos` (ADR 378). Alerts raised before `paymentIds`
 * was kept, and alerts over one payment, keep their details.
 */
export async function liveDetails(
  db: Executor,
  alerts: readonly { id: number; details: Details }[],
): Promise<Map<number, Details>> {
  const ids = [...new Set(alerts.flatMap((alert) => paymentIdsOf(alert.details)))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: payments.id, status: payments.status, amount: payments.paidAmount })
          .from(payments)
          .where(inArray(payments.id, ids));
  const came = new Map(
    rows.filter((row) => row.status !== 'reversed').map((row) => [row.id, row.amount ?? 0]),
  );
  return new Map(
    alerts.map((alert) => {
      const raised = paymentIdsOf(alert.details);
      if (raised.length === 0) return [alert.id, alert.details];
      const kept = raised.filter((id) => came.has(id));
      const totalCentavos = kept.reduce((sum, id) => sum + (came.get(id) ?? 0), 0);
      return [alert.id, { ...alert.details, payments: kept.length, totalCentavos }];
    }),
  );
}
