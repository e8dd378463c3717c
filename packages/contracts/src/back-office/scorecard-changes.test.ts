import { describe, expect, it } from 'vitest';
import { AUDIT_FIELDS } from './audit-fields.js';
import { type Scorecard, ScorecardEditSchema, scorecardEditOf } from './scorecard.js';
import { SCORECARD_CHANGE_FIELDS, scorecardChanges } from './scorecard-changes.js';

// Issue 67 point 1: the scorecard parts a publication changes, each named (no fingerprint), so the
// checker approves only what the maker's page showed; and the edit's schema.

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
  ],
  cutOff: 520,
  topReasons: 2,
};
const changed = (change: (card: Scorecard) => void) => {
  const copy = structuredClone(CARD);
  change(copy);
  return copy;
};

describe('the scorecard changes a publication lists', () => {
  it('names a points-only edit: the characteristic, the bin, before and after', () => {
    const after = changed((card) => {
      const income = card.characteristics[0];
      if (income) income.bins[1] = { from: 842_535, points: -2 };
    });
    expect(scorecardChanges(CARD, after)).toEqual([
      {
        field: 'scorecardBinPoints',
        characteristic: 'monthly_income',
        bin: { kind: 'numeric', from: 842_535, below: 1_469_886 },
        before: -8,
        after: -2,
      },
    ]);
  });

  it('names the first bin as open below and the last as open above, categorical bins by value, absent data and bands', () => {
    const after = changed((card) => {
      const [income, proof] = card.characteristics;
      if (income) {
        income.bins[0] = { from: 0, points: -20 };
        income.bins[2] = { from: 1_469_886, points: 10 };
      }
      if (proof) {
        proof.bins[0] = { value: 'proven', points: 45 };
        proof.missingPoints = -3;
      }
      card.bands[1] = { band: 'B', minScore: 540, probabilityBps: 1234 };
      card.base = 510;
    });
    expect(scorecardChanges(CARD, after)).toEqual([
      { field: 'scorecardBase', before: 500, after: 510 },
      { field: 'scorecardBandFrom', band: 'B', before: 550, after: 540 },
      { field: 'scorecardProbability', band: 'B', before: 900, after: 1234 },
      {
        field: 'scorecardBinPoints',
        characteristic: 'monthly_income',
        bin: { kind: 'numeric', from: null, below: 842_535 },
        before: -16,
        after: -20,
      },
      {
        field: 'scorecardBinPoints',
        characteristic: 'monthly_income',
        bin: { kind: 'numeric', from: 1_469_886, below: null },
        before: 9,
        after: 10,
      },
      {
        field: 'scorecardBinPoints',
        characteristic: 'income_proof',
        bin: { kind: 'categorical', value: 'proven' },
        before: 40,
        after: 45,
      },
      { field: 'scorecardMissingPoints', characteristic: 'income_proof', before: 0, after: -3 },
    ]);
    expect(scorecardChanges(CARD, structuredClone(CARD))).toEqual([]);
  });

  it('a moved bound is one bin gone and one new; a whole scorecard added lists every part, null before', () => {
    const moved = changed((card) => {
      const income = card.characteristics[0];
      if (income) income.bins[2] = { from: 1_500_000, points: 9 };
    });
    expect(scorecardChanges(CARD, moved).map((c) => [c.field, c.before, c.after])).toEqual([
      ['scorecardBinPoints', null, 9],
      ['scorecardBinPoints', 9, null],
    ]);
    const added = scorecardChanges(undefined, CARD);
    expect(added.every((change) => change.before === null)).toBe(true);
    // Cut-off, base, reasons, 2 bands × 2, 5 bins, 2 characteristics' absent data.
    expect(added).toHaveLength(3 + 4 + 5 + 2);
    expect(scorecardChanges(CARD, undefined).every((change) => change.after === null)).toBe(true);
    expect(scorecardChanges(undefined, undefined)).toEqual([]);
  });

  it('the audit declares a kind for every part a change may name', () => {
    const declared = AUDIT_FIELDS['approval.request'].fields.scorecardChanges.changesOf;
    for (const field of SCORECARD_CHANGE_FIELDS) expect(Object.keys(declared)).toContain(field);
    expect(declared.scorecardProbability).toBe('bps');
  });
});

describe('a scorecard edit as the API reads it', () => {
  const edit = scorecardEditOf(CARD);

  it('is the draft’s own values, in order, from the scorecard', () => {
    expect(edit).toEqual({
      cutOff: 520,
      bands: [
        { band: 'A', minScore: 650, probabilityBps: 300 },
        { band: 'B', minScore: 550, probabilityBps: 900 },
      ],
      characteristics: [
        { characteristic: 'monthly_income', bins: [-16, -8, 9], missingPoints: 0 },
        { characteristic: 'income_proof', bins: [40, -1], missingPoints: 0 },
      ],
    });
    expect(ScorecardEditSchema.safeParse(edit).success).toBe(true);
  });

  it('refuses points past ±1000, fractions, a probability past 10,000 bps, an unknown characteristic, no bins', () => {
    const refused = (change: (copy: typeof edit) => void) => {
      const copy = structuredClone(edit) as unknown as typeof edit;
      change(copy);
      return ScorecardEditSchema.safeParse(copy).error?.issues.map((issue) => issue.path.join('.'));
    };
    expect(refused((c) => c.characteristics[0]?.bins.splice(0, 1, 1001))).toEqual([
      'characteristics.0.bins.0',
    ]);
    expect(refused((c) => c.characteristics[0]?.bins.splice(0, 1, -1001))).toEqual([
      'characteristics.0.bins.0',
    ]);
    expect(refused((c) => c.characteristics[1]?.bins.splice(1, 1, 1.5))).toEqual([
      'characteristics.1.bins.1',
    ]);
    expect(
      refused((c) => {
        if (c.characteristics[1]) c.characteristics[1].missingPoints = 1001;
      }),
    ).toEqual(['characteristics.1.missingPoints']);
    expect(
      refused((c) => {
        if (c.bands[0]) c.bands[0].probabilityBps = 10_001;
      }),
    ).toEqual(['bands.0.probabilityBps']);
    expect(
      refused((c) => {
        (c.characteristics[0] as { characteristic: string }).characteristic = 'zodiac_sign';
      }),
    ).toEqual(['characteristics.0.characteristic']);
    expect(
      refused((c) => {
        if (c.characteristics[0]) c.characteristics[0].bins = [];
      }),
    ).toEqual(['characteristics.0.bins']);
    expect(refused((c) => Reflect.deleteProperty(c, 'characteristics'))).toEqual(['characteristics']);
  });
});
