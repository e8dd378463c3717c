import { type LenderClient, malformedResponseReporter } from '@lender/sdk';

/**
 * What the borrower site does with an API answer that broke its contract (issue 36, ADR 112, the
 * back-office's rule): the SDK has left out what it could not read and the page shows the rest;
 * the SDK's reporter logs it (paths, never values) and, for a signed-in client, hands it to the
 * API's error reporter.
 */
export function malformedReporter(request: Request, api: () => LenderClient | undefined, signedIn: boolean) {
  const page = new URL(request.url).pathname;
  if (!signedIn) return malformedResponseReporter({ page });
  return malformedResponseReporter({
    page,
    send: async (body) => api()?.client.reportMalformedResponse({ body }),
  });
}
