import { describe, expect, it } from 'vitest';
import { segmentRates } from './four-fifths';
import { PSI_EPSILON, psi, psiBand } from './psi';
import { ageBand, incomeBand, offerBand, sexOfCurp } from './segments';

// Issue 67 point 5 (ADR 332): PSI, its bands and the four-fifths rule at their edges.

describe('population stability index', () => {
  it('is null (no data) for an empty month or an empty reference, 0 for the same shares', () => {
    expect(psi([10, 20, 30], [0, 0, 0])).toBeNull();
    expect(psi([0, 0, 0], [1, 2, 3])).toBeNull();
    expect(psiBand(null)).toBe('no_data');
    expect(psi([10, 20, 30], [20, 40, 60])).toBe(0);
  });

  it('gives an empty bucket the share ε, so one zero keeps the index finite', () => {
    const value = psi([50, 50], [100, 0]);
    const a = [1, PSI_EPSILON];
    const e = [0.5, 0.5];
    const expected = (a[0]! - e[0]!) * Math.log(a[0]! / e[0]!) + (a[1]! - e[1]!) * Math.log(a[1]! / e[1]!);
    expect(value).toBe(Math.round(expected * 10_000) / 10_000);
    expect(Number.isFinite(value)).toBe(true);
    expect(psiBand(value)).toBe('act');
  });

  it('bands at the exact thresholds: 0.10 and 0.25 are watch, under 0.10 stable, over 0.25 act', () => {
    expect(psiBand(0.0999)).toBe('stable');
    expect(psiBand(0.1)).toBe('watch');
    expect(psiBand(0.25)).toBe('watch');
    expect(psiBand(0.2501)).toBe('act');
    expect(psiBand(0)).toBe('stable');
  });

  it('computes the textbook example to four decimals', () => {
    // Shares 0.5/0.5 against 0.6/0.4: 0.1·ln(1.2) + (−0.1)·ln(0.8) = 0.0405.
    expect(psi([50, 50], [60, 40])).toBe(0.0405);
  });
});

describe('four-fifths by segment', () => {
  const rates = (counts: Record<string, [number, number]>) =>
    segmentRates(
      'state',
      new Map(Object.entries(counts).map(([k, [decisions, approved]]) => [k, { decisions, approved }])),
    );

  it('does not flag a segment exactly at 0.8 of the best, flags one just under', () => {
    const [best, exact, under] = rates({ a: [100, 50], b: [100, 40], c: [100, 39] });
    expect(best).toMatchObject({ approvalRateBps: 5_000, ratioToBestBps: 10_000, fourFifthsBreached: false });
    expect(exact).toMatchObject({ approvalRateBps: 4_000, ratioToBestBps: 8_000, fourFifthsBreached: false });
    expect(under).toMatchObject({ approvalRateBps: 3_900, ratioToBestBps: 7_800, fourFifthsBreached: true });
  });

  it('leaves segments under 30 decisions unflagged and out of the best, and an empty month empty', () => {
    const rows = rates({ big: [40, 20], tiny: [3, 3], low: [29, 0] });
    expect(rows.find((r) => r.segment === 'tiny')?.ratioToBestBps).toBe(20_000);
    expect(rows.every((r) => !r.fourFifthsBreached)).toBe(true);
    expect(rates({})).toEqual([]);
    // Nobody approved anywhere: no ratio, no flag.
    expect(rates({ a: [40, 0], b: [40, 0] }).map((r) => [r.ratioToBestBps, r.fourFifthsBreached])).toEqual([
      [null, false],
      [null, false],
    ]);
  });
});

describe('characteristics', () => {
  it('bands income to the centavo, age on the birthday, the offer and the CURP’s sex', () => {
    expect(incomeBand(3_999_99)).toBe('<4000');
    expect(incomeBand(4_000_00)).toBe('4000-7999');
    expect(incomeBand(null)).toBe('unknown');
    expect(ageBand('2001-11-28', '2026-11-28')).toBe('25-34');
    expect(ageBand('2001-11-29', '2026-11-28')).toBe('18-24');
    expect(ageBand('2009-11-29', '2026-11-28')).toBe('unknown');
    expect(offerBand(null)).toBe('none');
    expect(offerBand(99_999)).toBe('<1000');
    expect(offerBand(1_000_00)).toBe('1000-2999');
    expect(sexOfCurp('GOMA900514MDFRRN09')).toBe('female');
    expect(sexOfCurp('GOMA900514HDFRRN09')).toBe('male');
    expect(sexOfCurp(null)).toBe('unknown');
  });
});
