import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';

const CLIENT = '/web/private/client';

/**
 * The longest disaster-relief deferral, in months: the CNBV's special accounting criteria after
 * Hurricane Otis allowed deferrals of up to three months reported as current.
 */
export const RELIEF_MAX_MONTHS = 3;

/** The months a borrower may defer by: 1 to {@link RELIEF_MAX_MONTHS}. */
export const RELIEF_MONTHS = [1, 2, 3] as const;
export const ReliefMonthsSchema = z
  .union(RELIEF_MONTHS.map((months) => z.literal(months)))
  .meta({ id: 'ReliefMonths' });
export type ReliefMonths = z.infer<typeof ReliefMonthsSchema>;

/** A declared disaster zone, as the borrower reads it: where, from when to when, and on what declaration. */
export const ReliefZoneSchema = z
  .object({
    municipality: z.string(),
    state: z.string(),
    startsOn: IsoDateSchema,
    endsOn: IsoDateSchema,
    reference: z.string(),
  })
  .meta({ id: 'ReliefZone' });
export type ReliefZone = z.infer<typeof ReliefZoneSchema>;

/** A deferral taken: the due date before and after, and the consent given. */
export const ReliefDeferralTakenSchema = z
  .object({
    months: ReliefMonthsSchema,
    previousDueDate: IsoDateSchema,
    newDueDate: IsoDateSchema,
    grantedOn: IsoDateSchema,
    acceptedAt: IsoDateTimeSchema,
    termsVersion: z.string(),
  })
  .meta({ id: 'ReliefDeferralTaken' });
export type ReliefDeferralTaken = z.infer<typeof ReliefDeferralTakenSchema>;

/**
 * What a borrower whose home is in a declared disaster zone may do on `/profile/my-loan`: defer the
 * loan's due date by one of `options` (no fees, no late interest, reported current). `allowed` is
 * false outside a zone, when the loan is late or already deferred (`taken`).
 */
export const ReliefDeferralSchema = z
  .object({
    allowed: z.boolean(),
    zone: ReliefZoneSchema.nullable(),
    dueDate: IsoDateSchema.nullable(),
    options: z.array(z.object({ months: ReliefMonthsSchema, newDueDate: IsoDateSchema })),
    /** The version of the deferral terms to accept (`YYYY-MM-DD`). */
    termsVersion: z.string(),
    taken: ReliefDeferralTakenSchema.nullable(),
  })
  .meta({ id: 'ReliefDeferral' });
export type ReliefDeferral = z.infer<typeof ReliefDeferralSchema>;

/** `POST loan/active/relief`: the months chosen and the terms accepted (their version). */
export const TakeReliefDeferralRequestSchema = z
  .object({
    months: ReliefMonthsSchema,
    accepted: z.literal(true),
    termsVersion: z.string().min(1).max(20),
  })
  .meta({ id: 'TakeReliefDeferralRequest' });
export type TakeReliefDeferralRequest = z.infer<typeof TakeReliefDeferralRequestSchema>;

/** The disaster-relief deferral of a borrower living in a declared disaster zone. */
export const clientReliefEndpoints = defineEndpoints('client', {
  reliefDeferral: {
    method: 'get',
    path: `${CLIENT}/loan/active/relief`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    summary: "The disaster-relief deferral the borrower's home zone allows, or the one taken",
    request: {},
    response: ReliefDeferralSchema,
    errors: ['no_active_loan'],
  },
  takeReliefDeferral: {
    method: 'post',
    path: `${CLIENT}/loan/active/relief`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    summary: 'Defer the loan by up to three months (declared disaster zone): no fees, reported current',
    request: { body: TakeReliefDeferralRequestSchema },
    response: ReliefDeferralTakenSchema,
    successStatus: 201,
    errors: ['no_active_loan', 'invalid_transition', 'invalid_value'],
  },
});
