import type { CreditPolicyDocument, ScorecardEdit } from '@lender/contracts';
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
