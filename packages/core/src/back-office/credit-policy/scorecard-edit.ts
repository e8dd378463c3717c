import type { CreditPolicyDocument, Scorecard, ScorecardEdit } from '@lender/contracts';
import { sha256Of } from '../../decision/policy-document';
import { CoreError, type CoreViolation } from '../../errors/core-error';

/**
 * `document` with its scorecard's cut-off and bands' lowest scores as edited (issue 67 point 1):
 * `invalid_value` naming `scorecard` when the draft has no scorecard or the bands are not the
 * draft's by name and order, `scorecard.bands.<i>.minScore` when a band does not start below the
 * one before it (the last band still catches every lower score). Points and probabilities are kept.
 */
export function withScorecardEdit(document: CreditPolicyDocument, edit: ScorecardEdit): CreditPolicyDocument {
  const { scorecard } = document;
  const names = scorecard?.bands.map((band) => band.band) ?? [];
  if (!scorecard || edit.bands.map((band) => band.band).join('\n') !== names.join('\n')) {
    throw new CoreError('invalid_value', {
      message: 'The scorecard edited is not the draft’s.',
      violations: [
        { field: ['scorecard'], code: 'invalid_value', message: 'Name the draft’s bands in order.' },
      ],
    });
  }
  const violations: CoreViolation[] = [];
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
  });
  if (violations.length > 0)
    throw new CoreError('invalid_value', { message: 'The scorecard is not valid.', violations });
  return {
    ...document,
    scorecard: {
      ...scorecard,
      cutOff: edit.cutOff,
      bands: scorecard.bands.map((band, index) => ({
        ...band,
        minScore: edit.bands[index]?.minScore ?? band.minScore,
      })),
    },
  };
}

/** A scorecard part that differs between the version in force and a draft, as a checker reads it. */
export interface ScorecardChange {
  /** The cut-off; the bands with their lowest scores (`A 650 · B 550 · C 0`); the points and probabilities. */
  field: 'scorecardCutOff' | 'scorecardBands' | 'scorecardPoints';
  /** Null where that version has no scorecard. */
  before: number | string | null;
  after: number | string | null;
}

const bandsText = (card: Scorecard) => card.bands.map((band) => `${band.band} ${band.minScore}`).join(' · ');
/** What an editor cannot change in the back office, fingerprinted: a difference must still be seen. */
const pointsPrint = (card: Scorecard) =>
  sha256Of({
    base: card.base,
    characteristics: card.characteristics,
    probabilities: card.bands.map((band) => [band.band, band.probabilityBps]),
    topReasons: card.topReasons,
  }).slice(0, 12);

/**
 * The scorecard parts a publication would change (issue 67 point 1): a `policy.publish` request
 * lists them beside the cut-offs, so the checker approves what the editor changed, scorecard
 * included (adding or removing a whole scorecard lists every part, null on the side without one).
 */
export function scorecardChanges(
  before: Scorecard | undefined,
  after: Scorecard | undefined,
): ScorecardChange[] {
  const parts: [ScorecardChange['field'], (card: Scorecard) => number | string][] = [
    ['scorecardCutOff', (card) => card.cutOff],
    ['scorecardBands', bandsText],
    ['scorecardPoints', pointsPrint],
  ];
  return parts.flatMap(([field, read]) => {
    const was = before ? read(before) : null;
    const is = after ? read(after) : null;
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}
