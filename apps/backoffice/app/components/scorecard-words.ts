import {
  type ScorecardBinRef,
  type ScorecardChange,
  type ScorecardCharacteristicRule,
  scorecardBinRef,
} from '@lender/contracts';
import { formatMoney, formatPercent, type MessageKey, type Translate } from '@lender/i18n';

// A scorecard's parts in words (issue 67 point 1): a characteristic's name, a bin as its bounds or
// value ("de $8,425.35 a menos de $11,454.79", "comprobado"), and each change a publication makes
// ("Puntos, Ingreso mensual: menos de $8,425.35: de -16 a -10"), for the draft's form, its changes
// panel and the audit of the `policy.publish` request alike.

/** `t(key)`, or undefined when there are no such words (i18next answers the key itself). */
function wordsAt(t: Translate, key: string): string | undefined {
  const text = t(key as MessageKey);
  return text === key || text === key.slice(key.indexOf(':') + 1) ? undefined : text;
}

/** A characteristic's name ("Ingreso mensual"); undefined for one without words. */
export const characteristicWords = (t: Translate, characteristic: string) =>
  wordsAt(t, `backoffice:creditPolicy.characteristics.${characteristic}`);

/** A bound of a numeric bin: pesos for income, days for tenure, a number otherwise. */
function boundWords(t: Translate, characteristic: string, value: number): string {
  if (characteristic === 'monthly_income') return formatMoney(value);
  if (characteristic === 'tenure_days') return t('backoffice:creditPolicy.bins.days', { count: value });
  return value.toLocaleString('es-MX');
}

/** A bin in words; undefined when it is not a bin (an unknown value, a malformed stored entry). */
export function binWords(
  t: Translate,
  characteristic: string,
  bin: ScorecardBinRef | undefined,
): string | undefined {
  if (!bin || typeof bin !== 'object') return undefined;
  if (bin.kind === 'categorical') return wordsAt(t, `backoffice:creditPolicy.binValues.${bin.value}`);
  const from = bin.from === null ? null : boundWords(t, characteristic, bin.from);
  const below = bin.below === null ? null : boundWords(t, characteristic, bin.below);
  if (from === null && below === null) return t('backoffice:creditPolicy.bins.any');
  if (from === null) return t('backoffice:creditPolicy.bins.below', { below: below ?? '' });
  if (below === null) return t('backoffice:creditPolicy.bins.from', { from });
  return t('backoffice:creditPolicy.bins.range', { from, below });
}

/**
 * What a change is about, with the field's own words (`field`): the band, or the characteristic
 * and its bin. Undefined when it names none, or something without words.
 */
export function changeSubject(t: Translate, field: string, change: object): string | undefined {
  const about = change as { band?: unknown; characteristic?: unknown; bin?: unknown };
  if (typeof about.band === 'string')
    return t('backoffice:creditPolicy.changeSubject.band', { field, band: about.band });
  if (typeof about.characteristic !== 'string') return undefined;
  const characteristic = characteristicWords(t, about.characteristic);
  if (characteristic === undefined) return undefined;
  if (!('bin' in about)) return t('backoffice:creditPolicy.changeSubject.missing', { field, characteristic });
  const bin = binWords(t, about.characteristic, about.bin as ScorecardBinRef | undefined);
  return bin === undefined
    ? undefined
    : t('backoffice:creditPolicy.changeSubject.bin', { field, characteristic, bin });
}

/** A change's value in words: a probability as a percent, an order as the characteristics' names. */
function valueWords(t: Translate, change: ScorecardChange, value: number | string | null): string {
  if (value === null) return t('backoffice:creditPolicy.noScorecard');
  if (typeof value === 'string')
    return value
      .split(', ')
      .map((name) => characteristicWords(t, name) ?? name)
      .join(', ');
  if (change.field === 'scorecardProbability') return formatPercent(value / 100, { decimals: 2 });
  return value.toLocaleString('es-MX');
}

/** One change as the panel lists it: "Probabilidad de incumplimiento, banda A: de 4.96% a 6.00%". */
export function scorecardChangeLine(t: Translate, change: ScorecardChange): string {
  const own = t(`backoffice:auditWords.fields.${change.field}` as MessageKey);
  return t('backoffice:creditPolicy.changeLine', {
    field: changeSubject(t, own, change) ?? own,
    before: valueWords(t, change, change.before),
    after: valueWords(t, change, change.after),
  });
}

/** The form label of a bin's points ("Ingreso mensual: menos de $8,425.35"). */
export function binFieldLabel(t: Translate, rule: ScorecardCharacteristicRule, index: number): string {
  const characteristic = characteristicWords(t, rule.characteristic) ?? rule.characteristic;
  return t('backoffice:creditPolicy.binField', {
    characteristic,
    bin: binWords(t, rule.characteristic, scorecardBinRef(rule, index)) ?? String(index + 1),
  });
}
