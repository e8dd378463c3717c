import type { LenderClient, MalformedResponseReport } from '@lender/sdk';

/**
 * What the back-office does with an API answer that broke its contract (issue 36): the SDK has
 * left out the bad rows (the page marks them "dato inválido") or could not read the record; this
 * logs it (one JSON line: endpoint, path template, page, the issues' paths — never values) and
 * hands it to the API's error reporter. Reporting never fails the page, and a report about the
 * report is not sent again.
 */
export function malformedReporter(request: Request, api: () => LenderClient | undefined) {
  let reporting = false;
  return async (report: MalformedResponseReport): Promise<void> => {
    const page = new URL(request.url).pathname;
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'API answer broke its contract',
        endpointId: report.endpointId,
        path: report.path,
        status: report.status,
        page,
        salvaged: report.salvaged,
        invalid: report.invalid.map((item) => item.path),
        issues: report.issues.slice(0, 10),
      }),
    );
    const client = api();
    if (reporting || !client) return;
    reporting = true;
    try {
      await client.backOffice.reportMalformedResponse({
        body: {
          endpointId: report.endpointId,
          path: report.path,
          status: report.status,
          issues: report.issues.slice(0, 50).map((issue) => issue.slice(0, 500)),
          invalid: report.invalid
            .slice(0, 200)
            .map((item) => ({ path: item.path, ...(item.id !== undefined && { id: item.id }) })),
          salvaged: report.salvaged,
          page,
        },
      });
    } catch {
      // The log line above stays; a report that cannot be sent must not cost the page.
    } finally {
      reporting = false;
    }
  };
}
