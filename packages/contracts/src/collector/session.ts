import * as z from 'zod';

// The borrower site's side of the scoring session in the `/web` catalogue, apart from
// the collector's schemas so the client catalogue does not carry them.

/** A reference number: what the partner site ties a dataset to (8–64 of `A-Za-z0-9_-`). */
export const ReferenceNumberSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'reference number: 8 to 64 letters, digits, "-" or "_"')
  .meta({ id: 'CollectorReferenceNumber', example: 'reg-3f6c1e9a2b7d4c10' });

/** `PUT /web/private/client/collector/session`: the borrower's site ties its reference number to the client. */
export const CollectorSessionLinkRequestSchema = z
  .object({ referenceNumber: ReferenceNumberSchema })
  .meta({ id: 'CollectorSessionLinkRequest' });
export type CollectorSessionLinkRequest = z.infer<typeof CollectorSessionLinkRequestSchema>;

export const CollectorSessionLinkResponseSchema = z
  .object({ referenceNumber: ReferenceNumberSchema, linked: z.literal(true) })
  .meta({ id: 'CollectorSessionLinkResponse' });
export type CollectorSessionLinkResponse = z.infer<typeof CollectorSessionLinkResponseSchema>;
