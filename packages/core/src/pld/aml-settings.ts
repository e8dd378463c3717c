import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { settings } from '@lender/db/schema';

/**
 * The anti-money-laundering settings (issue 50), each documented in docs/compliance.md: the
 * `settings` row `aml` overrides any of them; one compliance officer asks for a change and a second
 * approves it (`back-office/pld/aml-settings-change.ts`, ADR 317).
 */
export interface AmlSettings {
  /** A score (0–100) at or above which a list entry is a match (blocked list: suspension). */
  matchThreshold: number;
  /** A score at or above which (below `matchThreshold`) it is a possible match: enhanced review. */
  reviewThreshold: number;
  /** Relevant operation: a cash payment at or above this many US dollars (CNBV: USD 7,500). */
  relevantUsd: number;
  /** Unusual: `count` cash payments within `days`, each within `bandPercent` % below the threshold. */
  structuring: { days: number; count: number; bandPercent: number };
  /** Unusual: payments from at least `sources` sources within `days`. */
  manySources: { days: number; sources: number };
  /** Unusual: a loan paid off in cash within `days` of its payout. */
  cashPayoffDays: number;
  /** Risk factor: a principal at or above this (centavos) is a medium-risk amount. */
  highAmountCentavos: number;
  /** Risk factor: municipalities (SEPOMEX names, `State/Municipality`) of higher risk. */
  highRiskMunicipalities: string[];
}

/**
 * The law's relevant-operation threshold (cash at or above the equivalent of USD 7,500, CNBV): the
 * settings may lower it (stricter), never raise it.
 */
export const LEGAL_RELEVANT_USD = 7_500;

export const DEFAULT_AML_SETTINGS: AmlSettings = {
  matchThreshold: 90,
  reviewThreshold: 75,
  relevantUsd: LEGAL_RELEVANT_USD,
  structuring: { days: 7, count: 3, bandPercent: 15 },
  manySources: { days: 30, sources: 3 },
  cashPayoffDays: 7,
  highAmountCentavos: 50_000_00,
  highRiskMunicipalities: [],
};

/** The `settings` row of the thresholds (changed by two compliance officers, ADR 317). */
export const AML_SETTINGS_KEY = 'aml';

/** The settings in force: the defaults with the `aml` row's values over them, read anew at every call. */
export async function amlSettings(db: Executor): Promise<AmlSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, AML_SETTINGS_KEY));
  const value = (row?.value ?? {}) as Partial<AmlSettings>;
  return {
    ...DEFAULT_AML_SETTINGS,
    ...value,
    structuring: { ...DEFAULT_AML_SETTINGS.structuring, ...value.structuring },
    manySources: { ...DEFAULT_AML_SETTINGS.manySources, ...value.manySources },
  };
}
