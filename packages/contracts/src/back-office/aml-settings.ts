import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { ReasonSchema } from './operations.js';

// The anti-money-laundering thresholds (the `settings` row `aml`): what screening and monitoring
// read, changed only by one compliance officer's request that a second one approves
// (`compliance.settings`), with the history of every approved change. Every field has its words
// in `@lender/i18n` (`backoffice-compliance`, `settings.fields`).

const Id = z.number().int().positive();

/** The thresholds in force. Money in integer centavos; `relevantUsd` in whole US dollars. */
export const AmlSettingsSchema = z
  .object({
    /** A score (0–100) at or above which a list entry is a match (blocked list: suspension). */
    matchThreshold: z.number().int(),
    /** A score at or above which (below `matchThreshold`) it is a possible match: enhanced review. */
    reviewThreshold: z.number().int(),
    /** Relevant operation: a cash payment at or above this many US dollars. */
    relevantUsd: z.number().int(),
    /** Unusual: `count` cash payments within `days`, each within `bandPercent` % below the threshold. */
    structuring: z.object({ days: z.number().int(), count: z.number().int(), bandPercent: z.number().int() }),
    /** Unusual: payments from at least `sources` sources within `days`. */
    manySources: z.object({ days: z.number().int(), sources: z.number().int() }),
    /** Unusual: a loan paid off in cash within this many days of its payout. */
    cashPayoffDays: z.number().int(),
    /** Risk factor: a principal at or above this (centavos) is a medium-risk amount. */
    highAmountCentavos: z.number().int(),
    /** Risk factor: municipalities of higher risk, as SEPOMEX names them (`State/Municipality`). */
    highRiskMunicipalities: z.array(z.string()),
  })
  .meta({ id: 'AmlSettings' });
export type AmlSettings = z.infer<typeof AmlSettingsSchema>;

/**
 * The fields of the thresholds one by one, as a change, the audit log and the history name them
 * (`structuring.days`).
 */
export const AML_SETTING_FIELDS = [
  'matchThreshold',
  'reviewThreshold',
  'relevantUsd',
  'structuring.days',
  'structuring.count',
  'structuring.bandPercent',
  'manySources.days',
  'manySources.sources',
  'cashPayoffDays',
  'highAmountCentavos',
  'highRiskMunicipalities',
] as const;
export type AmlSettingField = (typeof AML_SETTING_FIELDS)[number];

/** One field's value before and after a change: a number, or the list of municipalities. */
const AmlSettingValueSchema = z.union([z.number(), z.array(z.string())]);
export const AmlSettingChangeSchema = z
  .object({
    field: z.enum(AML_SETTING_FIELDS),
    before: AmlSettingValueSchema,
    after: AmlSettingValueSchema,
  })
  .meta({ id: 'AmlSettingChange' });
export type AmlSettingChange = z.infer<typeof AmlSettingChangeSchema>;

/** A person of a change: who asked or who approved. */
const PersonSchema = z.object({ id: Id, name: z.string() });

/** One approved change: its folio (the approval's id), who asked and approved, when, what, why. */
export const AmlSettingsHistoryEntrySchema = z
  .object({
    approvalId: Id,
    requestedBy: PersonSchema,
    approvedBy: PersonSchema,
    requestedAt: IsoDateTimeSchema,
    /** When the second officer approved it: it was in force from then on. */
    effectiveAt: IsoDateTimeSchema,
    changes: z.array(AmlSettingChangeSchema),
    reason: z.string(),
  })
  .meta({ id: 'AmlSettingsHistoryEntry' });

/** `GET compliance/settings`: the thresholds in force, the row's version, the pending and past changes. */
export const AmlSettingsViewSchema = z
  .object({
    settings: AmlSettingsSchema,
    defaults: AmlSettingsSchema,
    /** The version of the `settings` row a change must name (0: never changed, the defaults apply). */
    version: z.number().int().nonnegative(),
    updatedAt: IsoDateTimeSchema.nullable(),
    /** A change waiting for its second officer, if any (one at a time). */
    pending: z
      .object({
        approvalId: Id,
        version: z.number().int().positive(),
        requestedBy: PersonSchema,
        requestedAt: IsoDateTimeSchema,
        changes: z.array(AmlSettingChangeSchema),
        reason: z.string(),
      })
      .nullable(),
    /** Every approved change, newest first. */
    history: z.array(AmlSettingsHistoryEntrySchema),
  })
  .meta({ id: 'AmlSettingsView' });
export type AmlSettingsView = z.infer<typeof AmlSettingsViewSchema>;

/**
 * `POST compliance/settings`: a change of some thresholds at the version read (the others stay),
 * checked field by field when asked and applied when a second officer approves it.
 */
export const AmlSettingsChangeRequestSchema = z
  .object({
    version: z.number().int().nonnegative(),
    settings: z
      .object({
        matchThreshold: z.number(),
        reviewThreshold: z.number(),
        relevantUsd: z.number(),
        structuring: z.object({ days: z.number(), count: z.number(), bandPercent: z.number() }).partial(),
        manySources: z.object({ days: z.number(), sources: z.number() }).partial(),
        cashPayoffDays: z.number(),
        highAmountCentavos: z.number(),
        highRiskMunicipalities: z.array(z.string().max(200)).max(2_500),
      })
      .partial(),
    reason: ReasonSchema,
  })
  .meta({ id: 'AmlSettingsChangeRequest' });
export type AmlSettingsChangeRequest = z.infer<typeof AmlSettingsChangeRequestSchema>;
