import type { MalformedResponseReport as ReportBody } from '@lender/contracts';
import type { MalformedResponseReport } from './client-events.js';

/** What a site does with a broken answer: where it was read, and how the report reaches the API. */
export interface MalformedReporterOptions {
  /** The page that asked (a path, no query: a query can carry a phone or a CURP). */
  readonly page: string;
  /**
   * Sends the report to the API's error reporter (`backOffice.reportMalformedResponse`,
   * `client.reportMalformedResponse`); without it the report is only logged.
   */
  readonly send?: (body: ReportBody) => Promise<unknown>;
  /** Writes the log line; `console.warn` unless told. */
  readonly log?: (line: string) => void;
}

/**
 * The report as the API's `reportMalformedResponse` endpoints take it: within the contract's caps,
 * paths and messages only, never values.
 */
export function malformedReportBody(report: MalformedResponseReport, page: string): ReportBody {
  return {
    endpointId: report.endpointId,
    path: report.path,
    status: report.status,
    issues: report.issues.slice(0, 50).map((issue) => issue.slice(0, 500)),
    invalid: report.invalid.slice(0, 200).map((item) => ({
      path: item.path.slice(0, 300),
      ...(item.id !== undefined && { id: typeof item.id === 'string' ? item.id.slice(0, 100) : item.id }),
    })),
    salvaged: report.salvaged,
    page: page.slice(0, 300),
  };
}

/**
 * The sites' one rule for an API answer that broke its contract, given to
 * `createClient`'s `onMalformedResponse`: one JSON log line (endpoint, path template, page, the
 * broken paths — never values), then the report to the API. Reporting never fails the page, and
 * a broken answer to the report itself is not reported again.
 */
export function malformedResponseReporter(
  options: MalformedReporterOptions,
): (report: MalformedResponseReport) => Promise<void> {
  const log = options.log ?? ((line: string) => console.warn(line));
  let reporting = false;
  return async (report) => {
    log(
      JSON.stringify({
        level: 'warn',
        msg: 'API answer broke its contract',
        endpointId: report.endpointId,
        path: report.path,
        status: report.status,
        page: options.page,
        salvaged: report.salvaged,
        invalid: report.invalid.map((item) => item.path),
        issues: report.issues.slice(0, 10),
      }),
    );
    if (reporting || !options.send) return;
    reporting = true;
    try {
      await options.send(malformedReportBody(report, options.page));
    } catch {
      // The log line stays; a report that cannot be sent must not cost the page.
    } finally {
      reporting = false;
    }
  };
}
