import type { Scorecard } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { POLICY_V1 } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { withScorecardEdit } from './scorecard-edit';

// Issue 67 point 1: an editor changes a draft's scorecard cut-off and its bands' lowest scores;
// the points per characteristic and the bands' probabilities stay as fitted.

const CARD: Scorecard = {
  base: 500,
  characteristics: [
    {
      kind: 'categorical',
      characteristic: 'income_proof',
      bins: [{ value: 'proven', points: 40 }],
      missingPoints: 0,
    },
  ],
  bands: [
    { band: 'A', minScore: 650, probabilityBps: 300 },
    { band: 'B', minScore: 550, probabilityBps: 900 },
    { band: 'C', minScore: 0, probabilityBps: 2500 },
  ],
  cutOff: 520,
  topReasons: 2,
};
const DRAFT = { ...POLICY_V1, scorecard: CARD };
const bands = (a: number, b: number, c: number) => [
  { band: 'A', minScore: a },
  { band: 'B', minScore: b },
  { band: 'C', minScore: c },
];
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CoreError) return error.violations.map((v) => [error.code, String(v.field)]);
  }
  return 'accepted';
};

describe('a scorecard edited in a draft', () => {
  it('takes the cut-off and the bands’ lowest scores, keeping points and probabilities', () => {
    const edited = withScorecardEdit(DRAFT, { cutOff: 560, bands: bands(700, 600, -50) });
    expect(edited.scorecard).toEqual({
      ...CARD,
      cutOff: 560,
      bands: [
        { band: 'A', minScore: 700, probabilityBps: 300 },
        { band: 'B', minScore: 600, probabilityBps: 900 },
        { band: 'C', minScore: -50, probabilityBps: 2500 },
      ],
    });
    expect(edited.knockOuts).toBe(DRAFT.knockOuts);
    expect(DRAFT.scorecard.cutOff).toBe(520);
  });

  it('refuses a band not below the one before it, naming that band', () => {
    expect(fieldsOf(() => withScorecardEdit(DRAFT, { cutOff: 500, bands: bands(600, 600, 700) }))).toEqual([
      ['invalid_value', 'scorecard,bands,1,minScore'],
      ['invalid_value', 'scorecard,bands,2,minScore'],
    ]);
  });

  it('refuses bands other than the draft’s, and a draft without a scorecard', () => {
    const swapped = [
      { band: 'B', minScore: 700 },
      { band: 'A', minScore: 600 },
      { band: 'C', minScore: 0 },
    ];
    expect(fieldsOf(() => withScorecardEdit(DRAFT, { cutOff: 500, bands: swapped }))).toEqual([
      ['invalid_value', 'scorecard'],
    ]);
    expect(fieldsOf(() => withScorecardEdit(POLICY_V1, { cutOff: 500, bands: bands(3, 2, 1) }))).toEqual([
      ['invalid_value', 'scorecard'],
    ]);
  });
});
