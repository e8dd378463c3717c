import * as z from 'zod';
import { ReasonSchema } from './operations.js';
import { PROVISION_BUCKETS, type ProvisionBucket } from './risk-reports.js';

/**
 * Business rules an admin changes through a maker-checker request: the provisioning reserve rates
 * per portfolio bucket and the rules of collections (contact window, contacts per day and week,
 * promise bounds).
 * The request carries the whole set; a second admin's approval applies it at the version read.
 */

/** A rate counts to the basis point: a share 0–1 with at most four decimals (0.01 % on screen). */
export const RATE_BASIS_POINTS = 10_000;
const ShareSchema = z
  .number()
  .min(0)
  .max(1)
  .refine((share) => Math.abs(share * RATE_BASIS_POINTS - Math.round(share * RATE_BASIS_POINTS)) < 1e-6, {
    message: 'At most two decimals of a percent.',
  });

/** `POST back-office/settings/provisioning-requests`: every bucket's rate, a share 0–1. */
export const ProvisioningRatesChangeSchema = z
  .object(
    Object.fromEntries(PROVISION_BUCKETS.map((bucket) => [bucket, ShareSchema])) as {
      [K in ProvisionBucket]: typeof ShareSchema;
    },
  )
  .meta({ id: 'ProvisioningRatesChange' });

/** The kinds of day of the contact window, in the screen's order. */
export const CONTACT_WINDOW_DAYS = ['weekdays', 'saturday', 'sunday', 'holidays'] as const;
export type ContactWindowDay = (typeof CONTACT_WINDOW_DAYS)[number];

/** `HH:MM` on the Mexico City clock, 24 h; `24:00` closes at midnight. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const HhMmSchema = z.string().regex(HH_MM);
const DailyHoursShape = z.object({ from: HhMmSchema, to: HhMmSchema });

/** The most collection contacts per loan in a day and in seven days. */
export const CONTACTS_PER_DAY_MAX = 20;
export const CONTACTS_PER_WEEK_MAX = 100;
/** The furthest date a borrower may promise to pay, in days. */
export const PROMISE_DAYS_AHEAD_MAX = 60;

const rulesShape = <H extends z.ZodType>(hours: H) =>
  z.object({
    /** Hours of each kind of day; null: no collection contact that day. */
    window: z.object(
      Object.fromEntries(CONTACT_WINDOW_DAYS.map((day) => [day, z.union([hours, z.null()])])) as {
        [K in ContactWindowDay]: z.ZodUnion<[H, z.ZodNull]>;
      },
    ),
    contactsPerDay: z.number().int().min(1).max(CONTACTS_PER_DAY_MAX),
    contactsPerWeek: z.number().int().min(1).max(CONTACTS_PER_WEEK_MAX),
    promise: z.object({
      maxDaysAhead: z.number().int().min(1).max(PROMISE_DAYS_AHEAD_MAX),
      /** The least a promise may be for, in centavos (the whole balance when less). */
      minAmountCentavos: z.number().int().min(1),
    }),
  });

/** The collection rules in force (`GET back-office/settings`). */
export const CollectionRulesSchema = rulesShape(DailyHoursShape).meta({ id: 'CollectionRules' });
export type CollectionRulesView = z.infer<typeof CollectionRulesSchema>;

/** What an admin asks for: hours that open before they close, per week at least per day. */
export const CollectionRulesChangeSchema = rulesShape(
  // Only hours that are both times compare (a wrong time is refused on its own field).
  DailyHoursShape.refine(
    (hours) => !HH_MM.test(hours.from) || !HH_MM.test(hours.to) || hours.from < hours.to,
    {
      message: 'The hours must open before they close.',
      path: ['to'],
    },
  ),
)
  .refine((rules) => rules.contactsPerWeek >= rules.contactsPerDay, {
    message: 'Contacts per week must be at least contacts per day.',
    path: ['contactsPerWeek'],
  })
  .meta({ id: 'CollectionRulesChange' });
export type CollectionRulesChange = z.infer<typeof CollectionRulesChangeSchema>;

const VersionRead = z.number().int().nonnegative();

/** `POST back-office/settings/provisioning-requests` (at the rates' version; a second admin approves). */
export const ProvisioningChangeRequestSchema = z
  .object({ version: VersionRead, rates: ProvisioningRatesChangeSchema, reason: ReasonSchema })
  .meta({ id: 'ProvisioningChangeRequest' });
export type ProvisioningChangeRequest = z.infer<typeof ProvisioningChangeRequestSchema>;

/** `POST back-office/settings/collection-rules-requests` (at the rules' version; a second admin approves). */
export const CollectionRulesChangeRequestSchema = z
  .object({ version: VersionRead, rules: CollectionRulesChangeSchema, reason: ReasonSchema })
  .meta({ id: 'CollectionRulesChangeRequest' });
export type CollectionRulesChangeRequest = z.infer<typeof CollectionRulesChangeRequestSchema>;

/**
 * One change of a request, field by field (the approvals list shows it as before → after; the
 * audit log records it): `provisioning.<bucket>` (share), `window.<day>` (hours or null),
 * `contactsPerDay`, `contactsPerWeek`, `promise.maxDaysAhead`, `promise.minAmountCentavos`.
 */
export const RuleChangeSchema = z
  .object({ field: z.string(), before: z.unknown(), after: z.unknown() })
  .meta({ id: 'RuleChange' });
export type RuleChange = z.infer<typeof RuleChangeSchema>;
