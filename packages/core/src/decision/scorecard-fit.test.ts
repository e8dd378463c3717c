import { createHash } from 'node:crypto';
import { ScorecardSchema } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { fitScorecard, logisticRegression, quantileEdges, solve } from '../../bench/scorecard/fit';
import { auc, calibration, ks } from '../../bench/scorecard/metrics';
import { seededRandom, syntheticApplicants } from '../../bench/scorecard/synthetic';
import { scoreOf } from './scorecard';

// The scorecard's fit and validation scripts (issue 67 point 4, ADR 337): a seeded synthetic draw,
// WOE binning with a logistic regression, and AUC, KS and calibration computed as documented.

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the synthetic applicants', () => {
  it('are the same for the same seed, and another seed draws others', () => {
    const a = syntheticApplicants(500, 337);
    expect(digest(syntheticApplicants(500, 337))).toBe(digest(a));
    expect(digest(syntheticApplicants(500, 338))).not.toBe(digest(a));
    // A longer draw starts with the shorter one: each applicant depends only on the ones before.
    expect(syntheticApplicants(600, 337).slice(0, 500)).toEqual(a);
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it('are whole decision inputs with money in centavos and a default rate neither 0 nor 1', () => {
    const draw = syntheticApplicants(2000, 7);
    for (const { input } of draw) {
      expect(Number.isSafeInteger(input.client.monthlyIncome)).toBe(true);
      const proof = input.scoring?.provenIncome;
      if (proof) expect(Number.isSafeInteger(proof.monthlyIncome)).toBe(true);
    }
    const rate = draw.filter((a) => a.defaulted).length / draw.length;
    expect(rate).toBeGreaterThan(0.05);
    expect(rate).toBeLessThan(0.5);
  });
});

describe('the measures', () => {
  const of = (pairs: Array<[number, boolean]>) => pairs.map(([score, defaulted]) => ({ score, defaulted }));

  it('AUC: 1 when every good outscores every bad, 0 reversed, ½ for a tie, ties counted half', () => {
    expect(
      auc(
        of([
          [10, true],
          [20, true],
          [30, false],
          [40, false],
        ]),
      ),
    ).toBe(1);
    expect(
      auc(
        of([
          [10, false],
          [20, true],
        ]),
      ),
    ).toBe(0);
    expect(
      auc(
        of([
          [5, false],
          [5, true],
        ]),
      ),
    ).toBe(0.5);
    // Goods 30, 20 against bads 20, 10: pairs won 1 + 1 + ½ + 1 = 3.5 of 4.
    expect(
      auc(
        of([
          [30, false],
          [20, false],
          [20, true],
          [10, true],
        ]),
      ),
    ).toBe(0.875);
  });

  it('KS: the largest gap of the cumulative shares, never splitting a tie', () => {
    expect(
      ks(
        of([
          [10, true],
          [20, true],
          [30, false],
          [40, false],
        ]),
      ),
    ).toBe(1);
    expect(
      ks(
        of([
          [5, false],
          [5, true],
        ]),
      ),
    ).toBe(0);
    expect(
      ks(
        of([
          [10, true],
          [20, false],
          [30, true],
          [40, false],
        ]),
      ),
    ).toBe(0.5);
  });

  it('calibration: applicants, stated and observed default rate per band, in the order given', () => {
    const rows = [
      { band: 'A', probabilityBps: 300, defaulted: false },
      { band: 'B', probabilityBps: 2000, defaulted: true },
      { band: 'B', probabilityBps: 2000, defaulted: false },
    ];
    expect(calibration(rows, ['A', 'B', 'C'])).toEqual([
      { band: 'A', count: 1, predictedBps: 300, observedBps: 0 },
      { band: 'B', count: 2, predictedBps: 2000, observedBps: 5000 },
      { band: 'C', count: 0, predictedBps: 0, observedBps: 0 },
    ]);
  });

  it('the solver and the regression recover what they should', () => {
    expect(
      solve(
        [
          [2, 1],
          [1, 3],
        ],
        [3, 5],
      ).map((x) => Number(x.toFixed(9))),
    ).toEqual([0.8, 1.4]);
    expect(quantileEdges([0, 0, 0, 0, 1, 2, 3, 4, 5, 6], 5)).toEqual([1, 3, 5]);
    // Drawn from logit = 0.5 + 1.5 x: the fit lands near both.
    const u = seededRandom(3);
    const X = Array.from({ length: 3000 }, () => [u() * 4 - 2]);
    const y = X.map(([x]) => u() < 1 / (1 + Math.exp(-(0.5 + 1.5 * (x as number)))));
    const [a, b] = logisticRegression(X, y);
    expect(a).toBeGreaterThan(0.3);
    expect(a).toBeLessThan(0.7);
    expect(b).toBeGreaterThan(1.3);
    expect(b).toBeLessThan(1.7);
  });
});

describe('a fitted scorecard', () => {
  it('is a valid policy part whose bands order the risk on a held-out set', () => {
    const draw = syntheticApplicants(5000, 337);
    const { scorecard, coefficients } = fitScorecard(draw.slice(0, 3500));
    expect(ScorecardSchema.parse(scorecard)).toEqual(scorecard);
    // Every characteristic of the process carries information: its coefficient on WOE is negative.
    for (const [name, value] of Object.entries(coefficients))
      if (name !== 'intercept') expect(value).toBeLessThan(0);
    // Declining the optional behavioural consent costs nothing: it scores as the best signal.
    const behaviour = scorecard.characteristics.find((c) => c.characteristic === 'behaviour');
    expect(behaviour?.missingPoints).toBe(Math.max(...(behaviour?.bins ?? []).map((b) => b.points)));
    const held = draw.slice(3500).map((a) => ({ ...scoreOf(scorecard, a.input), defaulted: a.defaulted }));
    expect(auc(held)).toBeGreaterThan(0.65);
    const bands = scorecard.bands.map((b) => b.probabilityBps);
    expect(bands[0]).toBeLessThan(bands[bands.length - 1] as number);
    // The cut-off declines the worst band only.
    const worst = scorecard.bands[scorecard.bands.length - 1];
    expect(held.filter((s) => s.score < scorecard.cutOff).every((s) => s.band === worst?.band)).toBe(true);
  });
});
