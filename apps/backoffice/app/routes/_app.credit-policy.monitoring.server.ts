import type { PolicyMonitoring } from '@lender/contracts';
import { type MessageKey, toApiDate } from '@lender/i18n';
import { data } from '@remix-run/node';
import { refusalWords } from '../server/actions.server';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';

// The credit monitoring page (issue 67 point 5, ADR 332): a month's PSI against its reference
// month, approval by segment with four-fifths, manual review against the engine, and the daily
// job's alerts. It only reads.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months of the form: the one asked for, else this month (Mexico City); a reference only if typed. */
export function monitoringMonths(url: URL, now: Date) {
  const month = url.searchParams.get('month') ?? '';
  const reference = url.searchParams.get('reference') ?? '';
  return {
    month: MONTH.test(month) ? month : toApiDate(now).slice(0, 7),
    reference: MONTH.test(reference) ? reference : null,
  };
}

export async function monitoringLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const { month, reference } = monitoringMonths(new URL(request.url), new Date());
  const result = await readable(
    admin.api.backOffice.policyMonitoring({ query: reference ? { month, reference } : { month } }),
  );
  let report: PolicyMonitoring | null = null;
  let refusal: MessageKey | null = null;
  if (result.success) report = result.data;
  else if (result.status === 400) {
    // The one value the API refuses in a well-formed query: a month after this one.
    const code = result.violations[0]?.code ?? result.code;
    refusal =
      code === 'invalid_value' ? 'backoffice:creditMonitoring.monitoring.notBegun' : refusalWords(result);
  } else throw failureResponse(result);
  return data({ month, reference, report, refusal }, { headers: admin.headers });
}
