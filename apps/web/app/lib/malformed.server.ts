import type { LenderClient, MalformedResponseReport } from '@lender/sdk';

/**
 * What the borrower site does with an API answer that broke its contract (issue 36, the same rule
 * as the back-office): the SDK has left out what it could not read and the page shows the rest;
 * this logs it (one JSON line, paths only, never values) and, for a signed-in client, hands it to
 * the API's error reporter. Reporting never fails the page.
 */
export function malformedReporter(request: Request, api: () => LenderClient | undefined, signedIn: boolean) {
  let reporting = false;
  return async (report: MalformedResponseReport): Promise<void> => {
    const page = new URL(request.url).pathname;
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'API answer broke its contract',
        endpointId: report.endpointId,
        path: report.path,
        page,
        salvaged: report.salvaged,
        invalid: report.invalid.map((item) => item.path),
        issues: report.issues.slice(0, 10),
      }),
    );
    const client = api();
    if (reporting || !client || !signedIn) return;
    reporting = true;
    try {
      await client.client.reportMalformedResponse({
        body: {
          endpointId: report.endpointId,
          path: report.path,
          status: report.status,
          issues: report.issues.slice(0, 50).map((issue) => issue.slice(0, 500)),
          invalid: report.invalid.slice(0, 200).map((item) => ({ path: item.path })),
          salvaged: report.salvaged,
          page,
        },
      });
    } catch {
      // The log line stays; a report that cannot be sent must not cost the page.
    } finally {
      reporting = false;
    }
  };
}
