import type { EndpointAccess, MalformedResponseReport } from '@lender/contracts';
import type { Logger } from '../logger';
import type { ErrorReporter } from '../providers/error-reporter/port';

/** An answer of the API that broke its contract, as a site saw it (issue 36). */
export class MalformedResponseReported extends Error {
  override readonly name = 'MalformedResponse';
}

/**
 * A site's report as its endpoint hands it over: which site (the borrower's endpoint or the back
 * office's), the report, and the request that carried it (for the log).
 */
export interface MalformedResponseInput {
  readonly access: EndpointAccess;
  readonly body: MalformedResponseReport;
  readonly requestId: string;
}

/**
 * `backOffice.reportMalformedResponse` and `client.reportMalformedResponse` (issue 36): logs a
 * site's report and hands it to the error reporter (spec §8: reported, tagged critical): which
 * endpoint, which page, what was wrong (paths and messages, never values) and whether the page
 * could show the rest. A reporter that fails is ignored: the site's report is never refused.
 */
export async function reportMalformedResponse(
  ctx: { readonly logger: Logger; readonly providers: { readonly errorReporter: ErrorReporter } },
  { access, body: report, requestId }: MalformedResponseInput,
): Promise<null> {
  const source = access === 'client' ? 'borrower-site' : 'back-office';
  const context = {
    requestId,
    source,
    endpointId: report.endpointId,
    path: report.path,
    status: report.status,
    page: report.page,
    salvaged: report.salvaged,
    invalid: report.invalid.map((item) => item.path).join(', '),
    issues: report.issues.slice(0, 10).join('; '),
  };
  ctx.logger.warn('A site read an answer that broke its contract', context);
  await ctx.providers.errorReporter
    .report(
      new MalformedResponseReported(`${report.endpointId} ${report.path}: ${report.issues.join('; ')}`),
      context,
    )
    .catch(() => {});
  return null;
}
