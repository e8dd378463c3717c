import * as z from 'zod';

/**
 * What a site (the back-office, the borrower site) reports when an answer of the API broke its
 * contract: the SDK's `MalformedResponseReport`. Paths and messages only, never values
 * (they may be personal data); the API hands it to its error reporter.
 */
export const MalformedResponseReportSchema = z
  .object({
    endpointId: z.string().max(100),
    /** The endpoint's path template (never a URL: it can carry a phone or a CURP). */
    path: z.string().max(300),
    status: z.number().int(),
    issues: z.array(z.string().max(500)).max(50),
    invalid: z
      .array(
        z.object({ path: z.string().max(300), id: z.union([z.string().max(100), z.number()]).optional() }),
      )
      .max(200),
    salvaged: z.boolean(),
    /** The page (a route pattern such as `/clients/:id`, no query) that asked for it. */
    page: z.string().max(300).optional(),
  })
  .meta({ id: 'MalformedResponseReport' });
export type MalformedResponseReport = z.infer<typeof MalformedResponseReportSchema>;
