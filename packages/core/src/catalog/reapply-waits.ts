import { addDays } from '@lender/calculator/kernel';
import { BORROWER_REASONS, type BorrowerReason, type DecisionReasons } from '@lender/contracts';
import type { Database } from '@lender/db';
import { z } from 'zod';
import { DECISION_MIN_AGE } from '../decision/engine';
import { readReapplyCoolOffDays } from './reapply-cool-off';
import { readSetting } from './settings';

/**
 * How long a rejected borrower waits before a new application, per borrower reason (issue 52,
 * ADR 293). A real lender's waits: long enough for what weighed to change, never longer.
 * - `days`: counted from the decision's business date (Mexico City).
 * - `general`: the general cool-off (`reapply_cool_off_days`, 30 by default; ADR 208).
 * - `adulthood`: the client's 18th birthday.
 * - `after_paying`: no date; once one of the open loans is paid.
 * - `not_offered`: the product is not for the client (no date is promised).
 * - `none`: the reason adds no wait of its own (it only explains or came beside another reason).
 */
export type ReapplyWait =
  | { readonly kind: 'days'; readonly days: number }
  | { readonly kind: 'general' | 'adulthood' | 'after_paying' | 'not_offered' | 'none' };

/** `settings` key of per-reason overrides, in whole days: `{"income_below_amount": 45}`. */
export const REAPPLY_WAITS_SETTING_KEY = 'reapply_wait_days';

/**
 * The defaults. Income: two months, the payslips of two monthly pay cycles. No income source: a
 * month, the first payroll of a new job. Identity, a person's rejection: the general cool-off (the
 * journey keeps the reject page that long, so no default is shorter). Age: the 18th birthday.
 */
export const DEFAULT_REAPPLY_WAITS: Readonly<Record<BorrowerReason, ReapplyWait>> = {
  income_below_amount: { kind: 'days', days: 60 },
  no_income_source: { kind: 'days', days: 30 },
  identity_not_verified: { kind: 'general' },
  age_minimum: { kind: 'adulthood' },
  age_maximum: { kind: 'not_offered' },
  open_loans: { kind: 'after_paying' },
  account_restricted: { kind: 'not_offered' },
  person_reviewed: { kind: 'general' },
  person_review_requested: { kind: 'general' },
  test_decision: { kind: 'general' },
  evaluation_unfinished: { kind: 'days', days: 0 },
  could_not_confirm: { kind: 'none' },
  without_optional_data: { kind: 'none' },
  amount_above_income: { kind: 'none' },
  higher_amount_possible: { kind: 'none' },
  within_means: { kind: 'none' },
  income_to_confirm: { kind: 'none' },
  documents_needed: { kind: 'none' },
};

const OverridesSchema = z.partialRecord(z.enum(BORROWER_REASONS), z.number().int().min(0).max(365));

/** The waits in force: the defaults with the `settings` row's day counts over them. */
export async function readReapplyWaits(db: Database): Promise<Record<BorrowerReason, ReapplyWait>> {
  const overrides = (await readSetting(db, REAPPLY_WAITS_SETTING_KEY, OverridesSchema)) ?? {};
  const waits = { ...DEFAULT_REAPPLY_WAITS };
  for (const [reason, days] of Object.entries(overrides) as [BorrowerReason, number][]) {
    waits[reason] = { kind: 'days', days };
  }
  return waits;
}

/** The day a person born on `birthDate` turns {@link DECISION_MIN_AGE} (29 February: 1 March). */
export function adulthoodOn(birthDate: string): string {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const year = y + DECISION_MIN_AGE;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const [month, day] = m === 2 && d === 29 && !leap ? [3, 1] : [m, d];
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What {@link reapplyAfter} reads. */
export interface ReapplyFacts {
  /** The rejection's borrower reasons. */
  readonly reasons: readonly BorrowerReason[];
  /** The decision's business date. */
  readonly decidedOn: string;
  /** The client's business date today. */
  readonly today: string;
  readonly birthDate: string | null;
  readonly waits: Readonly<Record<BorrowerReason, ReapplyWait>>;
  /** The general cool-off in days; 0 turns every wait off (QA, ADR 208). */
  readonly generalDays: number;
}

/**
 * When a rejected borrower may apply again: `not_offered` wins, then `after_paying`; otherwise
 * the latest date any reason asks for (the general cool-off when none asks for one), `now` once
 * it has passed.
 */
export function reapplyAfter(facts: ReapplyFacts): Pick<DecisionReasons, 'reapply' | 'reapplyFrom'> {
  const waits = facts.reasons.map((reason) => facts.waits[reason]);
  if (waits.some((wait) => wait.kind === 'not_offered')) return { reapply: 'not_offered' };
  if (waits.some((wait) => wait.kind === 'after_paying')) return { reapply: 'after_paying' };
  if (facts.generalDays === 0) return { reapply: 'now' };
  const dates = waits.flatMap((wait): string[] => {
    if (wait.kind === 'days') return [addDays(facts.decidedOn, wait.days)];
    if (wait.kind === 'general') return [addDays(facts.decidedOn, facts.generalDays)];
    if (wait.kind === 'adulthood') {
      return [facts.birthDate ? adulthoodOn(facts.birthDate) : addDays(facts.decidedOn, facts.generalDays)];
    }
    return [];
  });
  const from = dates.length === 0 ? addDays(facts.decidedOn, facts.generalDays) : dates.sort().at(-1);
  return from && from > facts.today ? { reapply: 'from_date', reapplyFrom: from } : { reapply: 'now' };
}

/** Both settings at once. */
export async function readReapplyRules(db: Database): Promise<Pick<ReapplyFacts, 'waits' | 'generalDays'>> {
  return { waits: await readReapplyWaits(db), generalDays: await readReapplyCoolOffDays(db) };
}
