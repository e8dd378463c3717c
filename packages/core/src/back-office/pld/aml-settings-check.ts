import {
  AML_SETTING_FIELDS,
  type AmlSettingChange,
  type AmlSettingField,
  type AmlSettingsChangeRequest,
} from '@lender/contracts';
import { CoreError, type CoreViolation } from '../../errors/core-error';
import { type AmlSettings, LEGAL_RELEVANT_USD } from '../../pld/aml-settings';

// The anti-money-laundering thresholds an officer asks to change (ADR 317): merged over those in
// force, checked field by field when asked, and taken apart field by field for the request, the
// audit log and the history. Nothing here reads the database.

/** Some thresholds, as a request asks for them (the others stay). */
export type AskedAmlSettings = AmlSettingsChangeRequest['settings'];

/** The longest window a rule may look back over (a year): monitoring loads the operations of it. */
export const MAX_WINDOW_DAYS = 366;

/** The thresholds field by field (`structuring.days` → 7). */
export function amlFields(value: AmlSettings): Record<AmlSettingField, number | string[]> {
  return {
    matchThreshold: value.matchThreshold,
    reviewThreshold: value.reviewThreshold,
    relevantUsd: value.relevantUsd,
    'structuring.days': value.structuring.days,
    'structuring.count': value.structuring.count,
    'structuring.bandPercent': value.structuring.bandPercent,
    'manySources.days': value.manySources.days,
    'manySources.sources': value.manySources.sources,
    cashPayoffDays: value.cashPayoffDays,
    highAmountCentavos: value.highAmountCentavos,
    highRiskMunicipalities: value.highRiskMunicipalities,
  };
}

/** `asked` over `base` (the nested rules field by field); works on the stored row as on the settings. */
export function mergeAml<T extends Partial<AmlSettings>>(base: T, asked: AskedAmlSettings): T {
  return {
    ...base,
    ...asked,
    ...(asked.structuring && { structuring: { ...base.structuring, ...asked.structuring } }),
    ...(asked.manySources && { manySources: { ...base.manySources, ...asked.manySources } }),
  };
}

/** The fields whose value differs, in the order of `AML_SETTING_FIELDS`, each before and after. */
export function amlChanges(before: AmlSettings, after: AmlSettings): AmlSettingChange[] {
  const from = amlFields(before);
  const to = amlFields(after);
  return AML_SETTING_FIELDS.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field])).map(
    (field) => ({ field, before: from[field], after: to[field] }),
  );
}

/** The changes back as the thresholds asked (`structuring.days` → `{ structuring: { days } }`). */
export function askedOf(changes: readonly AmlSettingChange[]): AskedAmlSettings {
  const asked: Record<string, unknown> = {};
  for (const { field, after } of changes) {
    const [head, tail] = field.split('.') as [string, string | undefined];
    if (tail === undefined) asked[head] = after;
    else asked[head] = { ...(asked[head] as object | undefined), [tail]: after };
  }
  return asked as AskedAmlSettings;
}

/** `State/Municipality` with its spaces trimmed (`Sinaloa/Culiacán`), or null when it is not one. */
function municipality(text: string): string | null {
  const parts = text.split('/').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part.length === 0)) return null;
  return parts.join('/');
}

/** The municipalities as they will be stored (trimmed, each once) where each is `State/Municipality`. */
export function normalizedAsked(asked: AskedAmlSettings): AskedAmlSettings {
  if (!asked.highRiskMunicipalities) return asked;
  const places = asked.highRiskMunicipalities.map((text) => municipality(text) ?? text);
  return { ...asked, highRiskMunicipalities: [...new Set(places)] };
}

type Bounds = { min: number; max?: number; what: string };
const SCORE: Bounds = { min: 1, max: 100, what: 'a score from 1 to 100' };
const DAYS: Bounds = { min: 1, max: MAX_WINDOW_DAYS, what: `days from 1 to ${MAX_WINDOW_DAYS}` };
const AT_LEAST_ONE: Bounds = { min: 1, what: 'a whole number of at least 1' };

/** The bounds of each numeric field (the thresholds' order between them is checked apart). */
const BOUNDS: Record<Exclude<AmlSettingField, 'highRiskMunicipalities'>, Bounds> = {
  matchThreshold: SCORE,
  reviewThreshold: SCORE,
  // Above the law's USD 7,500 the lender would leave relevant operations unreported.
  relevantUsd: { min: 1, max: LEGAL_RELEVANT_USD, what: `whole US dollars from 1 to ${LEGAL_RELEVANT_USD}` },
  'structuring.days': DAYS,
  'structuring.count': AT_LEAST_ONE,
  'structuring.bandPercent': { min: 1, max: 50, what: 'a whole percent from 1 to 50' },
  'manySources.days': DAYS,
  'manySources.sources': AT_LEAST_ONE,
  cashPayoffDays: DAYS,
  highAmountCentavos: { min: 1, what: 'whole centavos above zero' },
};

/**
 * Refuses thresholds a rule cannot use, every wrong field at once (400 `invalid_value`, each field
 * as the request names it: `settings.structuring.days`): whole numbers within their bounds, the
 * review threshold below the match threshold (0 < review < match ≤ 100), municipalities written
 * `State/Municipality`; and a request that changes nothing.
 */
export function checkAmlSettings(current: AmlSettings, asked: AskedAmlSettings): AmlSettings {
  const violations: CoreViolation[] = [];
  const wrong = (field: string, message: string) =>
    violations.push({ field: ['settings', ...field.split('.')], code: 'invalid_value', message });
  const askedFields = amlFields(mergeAml(emptyOf(), asked));
  for (const [field, bounds] of Object.entries(BOUNDS) as [keyof typeof BOUNDS, Bounds][]) {
    const value = askedFields[field];
    if (value === undefined) continue;
    const ok =
      typeof value === 'number' &&
      Number.isSafeInteger(value) &&
      value >= bounds.min &&
      (bounds.max === undefined || value <= bounds.max);
    if (!ok) wrong(field, `It must be ${bounds.what}.`);
  }
  asked.highRiskMunicipalities?.forEach((text, index) => {
    if (!municipality(text)) wrong(`highRiskMunicipalities.${index}`, 'Write it as State/Municipality.');
  });
  const merged = mergeAml(current, asked);
  if (violations.length === 0 && merged.reviewThreshold >= merged.matchThreshold) {
    // The field the officer typed is the one to fix (the review threshold when both were).
    wrong(
      asked.reviewThreshold !== undefined || asked.matchThreshold === undefined
        ? 'reviewThreshold'
        : 'matchThreshold',
      'The review threshold must be below the match threshold.',
    );
  }
  if (violations.length === 0 && amlChanges(current, merged).length === 0) {
    throw new CoreError('invalid_value', { field: ['settings'], message: 'Nothing would change.' });
  }
  if (violations.length > 0) {
    throw new CoreError('invalid_value', { message: 'The thresholds are not valid.', violations });
  }
  return merged;
}

/** Settings with no field set: `amlFields` of it leaves undefined whatever was not asked. */
function emptyOf(): AmlSettings {
  return { structuring: {}, manySources: {} } as AmlSettings;
}
