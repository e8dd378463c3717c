import type { Scorecard } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { POLICY_V1 } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { scorecardChanges, withScorecardEdit } from './scorecard-edit';

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

describe('the scorecard parts a publication lists for its checker', () => {
  it('lists the cut-off and the bands an editor changed, and nothing else', () => {
    const edited = withScorecardEdit(DRAFT, { cutOff: 560, bands: bands(700, 550, 0) }).scorecard;
    expect(scorecardChanges(CARD, edited)).toEqual([
      { field: 'scorecardCutOff', before: 520, after: 560 },
      { field: 'scorecardBands', before: 'A 650 · B 550 · C 0', after: 'A 700 · B 550 · C 0' },
    ]);
    expect(
      scorecardChanges(CARD, withScorecardEdit(DRAFT, { cutOff: 520, bands: bands(650, 550, 0) }).scorecard),
    ).toEqual([]);
  });

  it('sees points or probabilities that differ though no form edits them', () => {
    const riskier = {
      ...CARD,
      bands: CARD.bands.map((band) => ({ ...band, probabilityBps: band.probabilityBps + 1 })),
    };
    const [change, ...rest] = scorecardChanges(CARD, riskier);
    expect(rest).toEqual([]);
    expect(change?.field).toBe('scorecardPoints');
    expect(change?.before).toMatch(/^[0-9a-f]{12}$/);
    expect(change?.after).not.toBe(change?.before);
  });

  it('lists every part, null on the side without one, when a scorecard is added or removed', () => {
    const added = scorecardChanges(undefined, CARD);
    expect(added.map((change) => [change.field, change.before])).toEqual([
      ['scorecardCutOff', null],
      ['scorecardBands', null],
      ['scorecardPoints', null],
    ]);
    expect(added[0]?.after).toBe(520);
    expect(scorecardChanges(CARD, undefined).map((change) => change.after)).toEqual([null, null, null]);
    expect(scorecardChanges(undefined, undefined)).toEqual([]);
  });
});
