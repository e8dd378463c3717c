import { type LenderClient, malformedResponseReporter } from '@lender/sdk';

/**
 * What the back-office does with an API answer that broke its contract (issue 36, ADR 112): the
 * SDK has left out the bad rows (the page marks them "dato inválido") or could not read the
 * record; the SDK's reporter logs it (paths, never values) and hands it to the API's error
 * reporter.
 */
export function malformedReporter(request: Request, api: () => LenderClient | undefined) {
  return malformedResponseReporter({
    page: new URL(request.url).pathname,
    send: async (body) => api()?.backOffice.reportMalformedResponse({ body }),
  });
}
