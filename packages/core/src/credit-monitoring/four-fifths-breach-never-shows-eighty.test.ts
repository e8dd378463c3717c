import { describe, expect, it } from 'vitest';
import { segmentRates } from './four-fifths';

// ADR 332: a segment is flagged when its approval rate is under four-fifths of the best. The ratio
// shown beside the flag must agree with it: a flagged segment never reads 80.00 % (rounding 0.79995
// half up did), and one exactly at 0.8 reads 80.00 % unflagged.

const rates = (counts: Record<string, [number, number]>) =>
  segmentRates(
    'sex',
    new Map(Object.entries(counts).map(([k, [decisions, approved]]) => [k, { decisions, approved }])),
  );

describe('the ratio to the best segment beside the four-fifths flag', () => {
  it('is under 80.00 % for a segment flagged at 0.79995 of the best', () => {
    const [female, male] = rates({ female: [40_000, 15_999], male: [100, 50] });
    expect(female?.fourFifthsBreached).toBe(true);
    expect(female?.ratioToBestBps).toBe(7_999);
    expect(male?.ratioToBestBps).toBe(10_000);
  });

  it('is 80.00 % and unflagged exactly at 0.8, and 0 % flagged for a segment with no approval', () => {
    const rows = rates({ female: [100, 40], male: [100, 50], other: [30, 0] });
    expect(rows.map((r) => [r.segment, r.ratioToBestBps, r.fourFifthsBreached])).toEqual([
      ['female', 8_000, false],
      ['male', 10_000, false],
      ['other', 0, true],
    ]);
  });
});
