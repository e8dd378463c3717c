import {
  type CreditPolicyDocument,
  SCORECARD_POINTS_LIMIT,
  type Scorecard,
  type ScorecardEdit,
} from '@lender/contracts';
import { CoreError, type CoreViolation } from '../../errors/core-error';

const MAX_BPS = 10_000;

/** Not the draft's scorecard: `invalid_value` naming `field`, nothing applied. */
function notTheDraft(field: (string | number)[], message: string): never {
  throw new CoreError('invalid_value', {
    message: 'The scorecard edited is not the draft’s.',
    violations: [{ field, code: 'invalid_value', message }],
  });
}

/** The edit names the draft's bands and characteristics, in order, with as many bins each. */
function checkShape(scorecard: Scorecard | undefined, edit: ScorecardEdit): asserts scorecard is Scorecard {
  const bands = scorecard?.bands.map((band) => band.band) ?? [];
  if (!scorecard || edit.bands.map((band) => band.band).join('\n') !== bands.join('\n'))
    notTheDraft(['scorecard'], 'Name the draft’s bands in order.');
  const names = scorecard.characteristics.map((rule) => rule.characteristic);
  if (edit.characteristics.map((rule) => rule.characteristic).join('\n') !== names.join('\n'))
    notTheDraft(['scorecard', 'characteristics'], 'Name the draft’s characteristics in order.');
  edit.characteristics.forEach((rule, index) => {
    const bins = scorecard.characteristics[index]?.bins.length ?? 0;
    if (rule.bins.length !== bins)
      notTheDraft(['scorecard', 'characteristics', index, 'bins'], `Give the points of its ${bins} bins.`);
  });
}

const outOf = (value: number, limit: number, low = -limit) =>
  !Number.isInteger(value) || value < low || value > limit;

/**
 * Each value out of its range, each band not below the band before it and each band's probability
 * of default under the one before it, as field violations.
 */
function valueViolations(edit: ScorecardEdit): CoreViolation[] {
  const violations: CoreViolation[] = [];
  const points = (field: (string | number)[], value: number) => {
    if (outOf(value, SCORECARD_POINTS_LIMIT))
      violations.push({
        field,
        code: 'invalid_value',
        message: 'Points run from -1000 to 1000.',
        params: { min: -SCORECARD_POINTS_LIMIT, max: SCORECARD_POINTS_LIMIT },
      });
  };
  edit.bands.forEach((band, index) => {
    const above = edit.bands[index - 1];
    if (above && band.minScore >= above.minScore) {
      violations.push({
        field: ['scorecard', 'bands', index, 'minScore'],
        code: 'invalid_value',
        message: 'A band starts below the band before it.',
        params: { above: above.minScore },
      });
    }
    if (outOf(band.probabilityBps, MAX_BPS, 0))
      violations.push({
        field: ['scorecard', 'bands', index, 'probabilityBps'],
        code: 'invalid_value',
        message: 'A probability runs from 0 to 10000 basis points.',
        params: { min: 0, max: MAX_BPS },
      });
    // A lower score never defaults less: the replay's expected loss and the counter-offers read
    // the bands' probabilities in this order (ADR 339).
    else if (above && band.probabilityBps < above.probabilityBps)
      violations.push({
        field: ['scorecard', 'bands', index, 'probabilityBps'],
        code: 'too_small',
        message: "A band's probability of default is at least the one of the band before it.",
        params: { min: above.probabilityBps },
      });
  });
  edit.characteristics.forEach((rule, index) => {
    rule.bins.forEach((value, bin) => {
      points(['scorecard', 'characteristics', index, 'bins', bin], value);
    });
    points(['scorecard', 'characteristics', index, 'missingPoints'], rule.missingPoints);
  });
  return violations;
}

/**
 * `document` with its scorecard edited (issue 67 point 1): the cut-off, each band's lowest score
 * and probability of default, each bin's points and each characteristic's points for absent data.
 * The edit must name the draft's bands and characteristics by name and order, with as many bins as
 * the draft's (else `invalid_value` naming `scorecard`, `scorecard.characteristics` or
 * `scorecard.characteristics.<i>.bins`); points run from −1000 to 1000, probabilities from 0 to
 * 10,000 bps, and a band starts below the one before it (the last still catches every lower
 * score): each value that does not is its own violation. Nothing is applied unless all is valid.
 * The bins' bounds and values, the base and the number of reasons stay as they are.
 */
export function withScorecardEdit(document: CreditPolicyDocument, edit: ScorecardEdit): CreditPolicyDocument {
  const { scorecard } = document;
  checkShape(scorecard, edit);
  const violations = valueViolations(edit);
  if (violations.length > 0)
    throw new CoreError('invalid_value', { message: 'The scorecard is not valid.', violations });
  return {
    ...document,
    scorecard: {
      ...scorecard,
      cutOff: edit.cutOff,
      bands: scorecard.bands.map((band, index) => {
        const edited = edit.bands[index] ?? band;
        return { ...band, minScore: edited.minScore, probabilityBps: edited.probabilityBps };
      }),
      characteristics: scorecard.characteristics.map((rule, index) => {
        const edited = edit.characteristics[index];
        if (!edited) return rule;
        const missingPoints = edited.missingPoints;
        return rule.kind === 'numeric'
          ? {
              ...rule,
              missingPoints,
              bins: rule.bins.map((bin, at) => ({ ...bin, points: edited.bins[at] ?? bin.points })),
            }
          : {
              ...rule,
              missingPoints,
              bins: rule.bins.map((bin, at) => ({ ...bin, points: edited.bins[at] ?? bin.points })),
            };
      }),
    },
  };
}
