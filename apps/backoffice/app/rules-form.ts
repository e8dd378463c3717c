// The forms of the provisioning rates and the collection rules (ADR 170), shared by the settings
// screen and its action (no server code, no zod: type-only imports from the contracts). Rates in
// percent with at most two decimals (stored as shares 0–1), hours HH:MM, pesos (stored as centavos);
// each wrong field with its own words, what was typed read back exactly.
import type {
  CollectionRulesChange,
  ContactWindowDay,
  ProvisionBucket,
  ProvisioningRates,
} from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { typedCentavos } from './money-form';
import { type FieldErrors, pesosText } from './settings-form';

/** The buckets in the risk report's order (`PROVISION_BUCKETS` of the contracts). */
export const BUCKETS = [
  'current',
  '1-7',
  '8-30',
  '31-60',
  '61-90',
  '90+',
] as const satisfies readonly ProvisionBucket[];
/** The kinds of day (`CONTACT_WINDOW_DAYS` of the contracts). */
export const WINDOW_DAYS = [
  'weekdays',
  'saturday',
  'sunday',
  'holidays',
] as const satisfies readonly ContactWindowDay[];
/** The bounds of the contracts (`CONTACTS_PER_DAY_MAX` …; a test holds them equal). */
export const RULE_BOUNDS = {
  contactsPerDay: { min: 1, max: 20 },
  contactsPerWeek: { min: 1, max: 100 },
  maxDaysAhead: { min: 1, max: 60 },
} as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A share as the percentage an admin types (`0.0325` → `3.25`, `1` → `100`). */
export function ratePercentText(share: number): string {
  const bps = Math.round(share * 10_000);
  return bps % 100 === 0 ? String(bps / 100) : (bps / 100).toFixed(2);
}

/** The form field of each rate. */
export const rateField = (bucket: ProvisionBucket) => `rate-${bucket}`;

/** The rates typed (percent, at most two decimals, 0–100) as shares, or each wrong field's words. */
export function ratesFromForm(form: FormData): { rates: ProvisioningRates } | { fields: FieldErrors } {
  const fields: FieldErrors = {};
  const rates = {} as Record<ProvisionBucket, number>;
  for (const bucket of BUCKETS) {
    const typed = text(form, rateField(bucket)).replace(',', '.');
    const bps = /^\d+(\.\d{1,2})?$/.test(typed) ? Math.round(Number(typed) * 100) : Number.NaN;
    if (!(bps >= 0 && bps <= 10_000)) fields[rateField(bucket)] = 'backoffice:settings.rules.rateInvalid';
    else rates[bucket] = bps / 10_000;
  }
  return Object.keys(fields).length > 0 ? { fields } : { rates };
}

/** The form fields of one kind of day. */
export const dayFields = (day: ContactWindowDay) => ({
  closed: `${day}-closed`,
  from: `${day}-from`,
  to: `${day}-to`,
});

/** The form field of each collection rule (the window's are {@link dayFields}). */
export const RULE_FIELDS = {
  contactsPerDay: 'contactsPerDay',
  contactsPerWeek: 'contactsPerWeek',
  maxDaysAhead: 'maxDaysAhead',
  minAmount: 'minAmount',
} as const;

/** A whole number within `bounds`, or NaN. */
function count(typed: string, bounds: { min: number; max: number }): number {
  if (!/^\d+$/.test(typed)) return Number.NaN;
  const n = Number(typed);
  return n >= bounds.min && n <= bounds.max ? n : Number.NaN;
}

/** The collection rules typed, or each wrong field's words (hours, counts, pesos). */
export function collectionRulesFromForm(
  form: FormData,
): { rules: CollectionRulesChange } | { fields: FieldErrors } {
  const fields: FieldErrors = {};
  const window = {} as CollectionRulesChange['window'];
  for (const day of WINDOW_DAYS) {
    const names = dayFields(day);
    if (form.get(names.closed) !== null) {
      window[day] = null;
      continue;
    }
    const from = text(form, names.from);
    const to = text(form, names.to);
    if (!HH_MM.test(from)) fields[names.from] = 'backoffice:settings.rules.hoursInvalid';
    if (!HH_MM.test(to)) fields[names.to] = 'backoffice:settings.rules.hoursInvalid';
    else if (HH_MM.test(from) && from >= to) fields[names.to] = 'backoffice:settings.rules.hoursOrder';
    window[day] = { from, to };
  }
  const numbers = {
    contactsPerDay: count(text(form, RULE_FIELDS.contactsPerDay), RULE_BOUNDS.contactsPerDay),
    contactsPerWeek: count(text(form, RULE_FIELDS.contactsPerWeek), RULE_BOUNDS.contactsPerWeek),
    maxDaysAhead: count(text(form, RULE_FIELDS.maxDaysAhead), RULE_BOUNDS.maxDaysAhead),
  };
  for (const [name, value] of Object.entries(numbers)) {
    if (Number.isNaN(value)) fields[name] = 'backoffice:settings.rules.countInvalid';
  }
  if (numbers.contactsPerWeek < numbers.contactsPerDay)
    fields.contactsPerWeek = 'backoffice:settings.rules.weekBelowDay';
  // Pesos and centavos as every money field reads them (`3,219.24`); `3219,24` is refused, not read as 3219.24.
  const minAmount = typedCentavos(text(form, RULE_FIELDS.minAmount), 'backoffice:settings.pesosInvalid');
  if ('error' in minAmount) fields.minAmount = minAmount.error;
  if (Object.keys(fields).length > 0 || 'error' in minAmount) return { fields };
  const minAmountCentavos = minAmount.centavos;
  return {
    rules: {
      window,
      contactsPerDay: numbers.contactsPerDay,
      contactsPerWeek: numbers.contactsPerWeek,
      promise: { maxDaysAhead: numbers.maxDaysAhead, minAmountCentavos },
    },
  };
}

/** The bounds a count's words name (`Escribe un número entero de 1 a 20.`). */
export const countBounds = (field: string) =>
  RULE_BOUNDS[field as keyof typeof RULE_BOUNDS] ?? { min: 1, max: 1 };

/** The form field of an API field of a rules request (`rules.window.saturday.to` → `saturday-to`). */
export function ruleFormField(apiField: string): string | undefined {
  const rate = /^rates\.(.+)$/.exec(apiField);
  if (rate) return `rate-${rate[1]}`;
  const hours = /^rules\.window\.(\w+)\.(from|to)$/.exec(apiField);
  if (hours) return `${hours[1]}-${hours[2]}`;
  const named: Record<string, string> = {
    'rules.contactsPerDay': RULE_FIELDS.contactsPerDay,
    'rules.contactsPerWeek': RULE_FIELDS.contactsPerWeek,
    'rules.promise.maxDaysAhead': RULE_FIELDS.maxDaysAhead,
    'rules.promise.minAmountCentavos': RULE_FIELDS.minAmount,
  };
  return named[apiField];
}

/** Words of an API refusal of a rules field more precise than its code's. */
export function ruleFieldWords(apiField: string, code: string): MessageKey | undefined {
  if (apiField.startsWith('rates.')) return 'backoffice:settings.rules.rateInvalid';
  // `custom`: the contracts' refinements (per week at least per day; hours that open before they close).
  if (apiField === 'rules.contactsPerWeek' && code === 'custom')
    return 'backoffice:settings.rules.weekBelowDay';
  if (/^rules\.window\.\w+\.to$/.test(apiField) && code === 'custom')
    return 'backoffice:settings.rules.hoursOrder';
  // `invalid_value`: hours wider than the law allows (weekdays 07:00–22:00, weekends 09:00–14:00).
  if (/^rules\.window\./.test(apiField) && code === 'invalid_value')
    return 'backoffice:settings.rules.hoursOutsideLaw';
  if (/^rules\.window\./.test(apiField)) return 'backoffice:settings.rules.hoursInvalid';
  return undefined;
}

/**
 * Whether two sets of rules are the same, whatever the order of their keys (the API's answer
 * and the form's parse list them differently).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, inner]) => [key, sorted(inner)]),
        )
      : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

export { pesosText };
