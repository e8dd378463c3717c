import * as z from 'zod';

const trackingValue = z.string().trim().max(255);

/** Affiliate tracking data: partner, code, campaign, source, optionalParam and keyword data. */
export const AffiliateDataSchema = z
  .object({
    partner: trackingValue.optional(),
    code: trackingValue.optional(),
    campaign: trackingValue.optional(),
    source: trackingValue.optional(),
    optionalParam: trackingValue.optional(),
    keyword: trackingValue.optional(),
  })
  .meta({ id: 'AffiliateData' });
export type AffiliateData = z.infer<typeof AffiliateDataSchema>;

/** Path of `GET /web/public/affiliate/leads/{id}`. */
export const AffiliateLeadParamsSchema = z.object({ id: z.string().min(1).max(128) });
export type AffiliateLeadParams = z.infer<typeof AffiliateLeadParamsSchema>;

/** A partner lead. */
export const AffiliateLeadSchema = z
  .object({
    id: z.string(),
    partner: z.string().nullable(),
    code: z.string().nullable(),
    campaign: z.string().nullable(),
    source: z.string().nullable(),
    optionalParam: z.string().nullable(),
  })
  .meta({ id: 'AffiliateLead' });
export type AffiliateLead = z.infer<typeof AffiliateLeadSchema>;
