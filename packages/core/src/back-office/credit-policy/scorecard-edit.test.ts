import { type Scorecard, type ScorecardEdit, scorecardEditOf } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { POLICY_V1 } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { withScorecardEdit } from './scorecard-edit';

// Issue 67 point 1: an editor changes a draft's scorecard: its cut-off, each band's lowest score
// and probability of default, each bin's points and each characteristic's points without the
// data. The bins' bounds and values stay as fitted; an edit of another shape changes nothing.

const CARD: Scorecard = {
  base: 500,
  characteristics: [
    {
      kind: 'numeric',
      characteristic: 'monthly_income',
      bins: [
        { from: 0, points: -16 },
        { from: 842_535, points: -8 },
        { from: 1_469_886, points: 9 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'categorical',
      characteristic: 'income_proof',
      bins: [
        { value: 'proven', points: 40 },
        { value: 'declared', points: -1 },
      ],
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
const SAME = scorecardEditOf(CARD);
const edit = (change: (draft: ScorecardEdit) => void): ScorecardEdit => {
  const copy = structuredClone(SAME);
  change(copy);
  return copy;
};
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CoreError)
      return error.violations.map((v) => [error.code, [v.field].flat().join('.')]);
  }
  return 'accepted';
};

describe('a scorecard edited in a draft', () => {
  it('applies exactly the points, probabilities and scores typed, keeping bins’ bounds and values', () => {
    const edited = withScorecardEdit(
      DRAFT,
      edit((e) => {
        e.cutOff = 560;
        e.bands = [
          { band: 'A', minScore: 700, probabilityBps: 234 },
          { band: 'B', minScore: 600, probabilityBps: 900 },
          { band: 'C', minScore: -50, probabilityBps: 10_000 },
        ];
        e.characteristics[0] = {
          characteristic: 'monthly_income',
          bins: [-1000, 0, 1000],
          missingPoints: -5,
        };
        e.characteristics[1] = { characteristic: 'income_proof', bins: [41, -1], missingPoints: 7 };
      }),
    );
    expect(edited.scorecard).toEqual({
      ...CARD,
      cutOff: 560,
      bands: [
        { band: 'A', minScore: 700, probabilityBps: 234 },
        { band: 'B', minScore: 600, probabilityBps: 900 },
        { band: 'C', minScore: -50, probabilityBps: 10_000 },
      ],
      characteristics: [
        {
          kind: 'numeric',
          characteristic: 'monthly_income',
          bins: [
            { from: 0, points: -1000 },
            { from: 842_535, points: 0 },
            { from: 1_469_886, points: 1000 },
          ],
          missingPoints: -5,
        },
        {
          kind: 'categorical',
          characteristic: 'income_proof',
          bins: [
            { value: 'proven', points: 41 },
            { value: 'declared', points: -1 },
          ],
          missingPoints: 7,
        },
      ],
    });
    expect(edited.knockOuts).toBe(DRAFT.knockOuts);
    // The draft read is not changed in place.
    expect(DRAFT.scorecard).toEqual(structuredClone(CARD));
    expect(withScorecardEdit(DRAFT, SAME).scorecard).toEqual(CARD);
  });

  it('refuses points past ±1000, a probability past 0–100 %, and a band not below the one before, each by field', () => {
    const wrong = edit((e) => {
      e.bands = [
        { band: 'A', minScore: 600, probabilityBps: 10_001 },
        { band: 'B', minScore: 600, probabilityBps: -1 },
        { band: 'C', minScore: 0, probabilityBps: 0 },
      ];
      e.characteristics[0] = {
        characteristic: 'monthly_income',
        bins: [1001, 0, -1000],
        missingPoints: -1001,
      };
      e.characteristics[1] = { characteristic: 'income_proof', bins: [1000, 0.5], missingPoints: 0 };
    });
    expect(fieldsOf(() => withScorecardEdit(DRAFT, wrong))).toEqual([
      ['invalid_value', 'scorecard.bands.0.probabilityBps'],
      ['invalid_value', 'scorecard.bands.1.minScore'],
      ['invalid_value', 'scorecard.bands.1.probabilityBps'],
      ['invalid_value', 'scorecard.characteristics.0.bins.0'],
      ['invalid_value', 'scorecard.characteristics.0.missingPoints'],
      ['invalid_value', 'scorecard.characteristics.1.bins.1'],
    ]);
    // At the limits it passes.
    const limits = edit((e) => {
      e.characteristics[0] = {
        characteristic: 'monthly_income',
        bins: [1000, -1000, 0],
        missingPoints: 1000,
      };
      e.bands[0] = { band: 'A', minScore: 650, probabilityBps: 0 };
      e.bands[2] = { band: 'C', minScore: 0, probabilityBps: 10_000 };
    });
    expect(fieldsOf(() => withScorecardEdit(DRAFT, limits))).toBe('accepted');
  });

  it('refuses a band whose probability of default is under the one before it; equal passes', () => {
    const lower = edit((e) => {
      e.bands[1] = { band: 'B', minScore: 550, probabilityBps: 299 };
    });
    expect(fieldsOf(() => withScorecardEdit(DRAFT, lower))).toEqual([
      ['invalid_value', 'scorecard.bands.1.probabilityBps'],
    ]);
    try {
      withScorecardEdit(DRAFT, lower);
    } catch (error) {
      expect((error as CoreError).violations[0]).toMatchObject({ code: 'too_small', params: { min: 300 } });
    }
    const equal = edit((e) => {
      e.bands[1] = { band: 'B', minScore: 550, probabilityBps: 300 };
    });
    expect(withScorecardEdit(DRAFT, equal).scorecard?.bands[1]?.probabilityBps).toBe(300);
  });

  it('refuses an edit of another shape: other bands, other characteristics, more or fewer bins, no scorecard', () => {
    const cases: [ScorecardEdit, string][] = [
      [edit((e) => e.bands.reverse()), 'scorecard'],
      [edit((e) => e.bands.pop()), 'scorecard'],
      [edit((e) => e.characteristics.reverse()), 'scorecard.characteristics'],
      [edit((e) => e.characteristics.pop()), 'scorecard.characteristics'],
      [
        edit((e) => {
          e.characteristics[1] = { characteristic: 'behaviour', bins: [41, -1], missingPoints: 0 };
        }),
        'scorecard.characteristics',
      ],
      [edit((e) => e.characteristics[0]?.bins.push(3)), 'scorecard.characteristics.0.bins'],
      [edit((e) => e.characteristics[1]?.bins.pop()), 'scorecard.characteristics.1.bins'],
    ];
    for (const [wrong, field] of cases) {
      expect(fieldsOf(() => withScorecardEdit(DRAFT, wrong))).toEqual([['invalid_value', field]]);
    }
    expect(fieldsOf(() => withScorecardEdit(POLICY_V1, SAME))).toEqual([['invalid_value', 'scorecard']]);
  });
});
