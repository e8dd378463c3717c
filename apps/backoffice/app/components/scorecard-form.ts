import {
  SCORE_EDIT_LIMIT,
  SCORECARD_CHARACTERISTICS,
  SCORECARD_POINTS_LIMIT,
  type ScorecardCharacteristic,
  type ScorecardEdit,
} from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';

// A draft's scorecard as the policy editor's form sends it (issue 67 point 1): the cut-off, each
// band's lowest score and probability of default (a percent with up to two decimals), each bin's
// points and each characteristic's points without the data. Read as text, never through a float;
// anything not of its kind gets its words beside the field and nothing is sent.

const PREFIX = 'scorecard.';
/** The form's field names, in the draft's order of bands, characteristics and bins. */
export const scorecardField = {
  cutOff: `${PREFIX}cutOff`,
  band: (band: string) => `${PREFIX}band.${band}`,
  probability: (band: string) => `${PREFIX}probability.${band}`,
  points: (characteristic: string, bin: number) => `${PREFIX}points.${characteristic}.${bin}`,
  missing: (characteristic: string) => `${PREFIX}missing.${characteristic}`,
};
const BAND = scorecardField.band('');
const MISSING = scorecardField.missing('');

const WHOLE = /^-?\d{1,5}$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** A percent typed with a decimal point and up to two decimals, 0–100, in basis points (`12.34` → 1234). */
export function percentToBps(typed: string): number | undefined {
  const match = PERCENT.exec(typed.trim());
  if (!match) return undefined;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : undefined;
}

/** Basis points as the field shows them to be typed over: 1234 → `12.34`, 500 → `5.00`. */
export const bpsToPercent = (bps: number) => `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/** Names that start with `prefix`, once each, in the order the page wrote them. */
const namesOf = (form: FormData, prefix: string) => [
  ...new Set([...form.keys()].filter((name) => name.startsWith(prefix))),
];
/** The form's band names (the draft's band order). */
export const bandsOf = (form: FormData) => namesOf(form, BAND).map((name) => name.slice(BAND.length));
/** The form's characteristics (the draft's order). */
export const characteristicsOf = (form: FormData) =>
  namesOf(form, MISSING).map((name) => name.slice(MISSING.length));

/**
 * The scorecard edit of a form, or the words beside each field that is not of its kind: scores
 * whole from −{@link SCORE_EDIT_LIMIT} to {@link SCORE_EDIT_LIMIT}, each band below the band before
 * it, probabilities 0–100 % with a decimal point and at most two decimals, points whole from
 * −{@link SCORECARD_POINTS_LIMIT} to {@link SCORECARD_POINTS_LIMIT}. No cut-off field (a draft
 * without a scorecard): nothing to send.
 */
export function parseScorecardEdit(
  form: FormData,
): { ok: true; scorecard: ScorecardEdit | undefined } | { ok: false; fields: Record<string, MessageKey> } {
  if (!form.has(scorecardField.cutOff)) return { ok: true, scorecard: undefined };
  const fields: Record<string, MessageKey> = {};
  const whole = (name: string, limit: number, words: MessageKey): number => {
    const typed = String(form.get(name) ?? '').trim();
    const value = Number(typed);
    if (WHOLE.test(typed) && Math.abs(value) <= limit) return value;
    fields[name] = words;
    return Number.NaN;
  };
  const score = (name: string) => whole(name, SCORE_EDIT_LIMIT, 'backoffice:creditPolicy.scoreRange');
  const points = (name: string) => whole(name, SCORECARD_POINTS_LIMIT, 'backoffice:creditPolicy.pointsRange');
  const cutOff = score(scorecardField.cutOff);
  const bands = bandsOf(form).map((band) => {
    const name = scorecardField.probability(band);
    const probabilityBps = percentToBps(String(form.get(name) ?? ''));
    if (probabilityBps === undefined) fields[name] = 'backoffice:creditPolicy.probability';
    return { band, minScore: score(scorecardField.band(band)), probabilityBps: probabilityBps ?? Number.NaN };
  });
  bands.forEach((band, index) => {
    const above = bands[index - 1];
    if (above && band.minScore >= above.minScore)
      fields[scorecardField.band(band.band)] = 'backoffice:creditPolicy.bandOrder';
    // A lower band never defaults less than the one before it (core checks again).
    if (above && band.probabilityBps < above.probabilityBps)
      fields[scorecardField.probability(band.band)] = 'backoffice:creditPolicy.probabilityOrder';
  });
  const characteristics = characteristicsOf(form).map((characteristic) => {
    const bins: number[] = [];
    for (let bin = 0; form.has(scorecardField.points(characteristic, bin)); bin += 1)
      bins.push(points(scorecardField.points(characteristic, bin)));
    if (!(SCORECARD_CHARACTERISTICS as readonly string[]).includes(characteristic) || bins.length === 0)
      fields[scorecardField.missing(characteristic)] = 'backoffice:creditPolicy.pointsRange';
    return {
      characteristic: characteristic as ScorecardCharacteristic,
      bins,
      missingPoints: points(scorecardField.missing(characteristic)),
    };
  });
  return Object.keys(fields).length > 0
    ? { ok: false, fields }
    : { ok: true, scorecard: { cutOff, bands, characteristics } };
}

/**
 * The form's field of a field the API refused (`scorecard.bands.1.minScore` → the second band's
 * `scorecard.band.<band>`; `…characteristics.2.bins.3` → `scorecard.points.<characteristic>.3`);
 * cut-offs' own (`cutOffs.minAge` → `cutOff.minAge`).
 */
export function formFieldOf(form: FormData, apiField: string): string {
  const band = /^scorecard\.bands\.(\d+)\.(minScore|probabilityBps)$/.exec(apiField);
  const named = band && bandsOf(form)[Number(band[1])];
  if (band && named)
    return band[2] === 'minScore' ? scorecardField.band(named) : scorecardField.probability(named);
  const rule = /^scorecard\.characteristics\.(\d+)\.(?:bins\.(\d+)|missingPoints)$/.exec(apiField);
  const characteristic = rule && characteristicsOf(form)[Number(rule[1])];
  if (rule && characteristic)
    return rule[2] === undefined
      ? scorecardField.missing(characteristic)
      : scorecardField.points(characteristic, Number(rule[2]));
  return apiField.replace('cutOffs.', 'cutOff.');
}

/** The words of a scorecard field the API refused (out of order is core's `invalid_value`). */
export function scorecardFieldWords(apiField: string, code: string): MessageKey | undefined {
  if (!apiField.startsWith(PREFIX)) return undefined;
  if (/\.minScore$/.test(apiField) && code === 'invalid_value') return 'backoffice:creditPolicy.bandOrder';
  if (/\.probabilityBps$/.test(apiField))
    return code === 'too_small'
      ? 'backoffice:creditPolicy.probabilityOrder'
      : 'backoffice:creditPolicy.probability';
  if (/\.(bins\.\d+|missingPoints)$/.test(apiField)) return 'backoffice:creditPolicy.pointsRange';
  return 'backoffice:creditPolicy.scoreRange';
}

/**
 * An API refusal of the scorecard's shape (the draft's bands, characteristics or bins are not the
 * ones the form was written from): no field to put it beside, so the page is read again.
 */
export const isShapeRefusal = (apiFields: readonly string[]) =>
  apiFields.some((field) => /^scorecard(\.characteristics(\.\d+\.bins)?)?$/.test(field));
