import * as z from 'zod';

/** `POST /web/public/util/hello-soda`: a HelloSoda fraud-signal check of the applicant's profile. */
export const HelloSodaRequestSchema = z
  .object({
    /** The HelloSoda journey/session reference created in the browser. */
    reference: z.string().min(1).max(255),
    /** Raw profile data the widget collected (provider-defined keys). */
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'HelloSodaRequest' });
export type HelloSodaRequest = z.infer<typeof HelloSodaRequestSchema>;

export const HelloSodaResultSchema = z
  .object({
    reference: z.string(),
    status: z.enum(['accepted', 'review', 'rejected']),
  })
  .meta({ id: 'HelloSodaResult' });
export type HelloSodaResult = z.infer<typeof HelloSodaResultSchema>;
