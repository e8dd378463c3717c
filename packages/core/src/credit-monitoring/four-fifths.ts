import type { PolicyMonitoring } from '@lender/contracts';

// Approval rate by segment and the four-fifths rule (issue 67 point 5, ADR 332).

/** Segments with fewer decisions are shown but neither flagged nor taken as the best rate. */
export const FOUR_FIFTHS_MIN_DECISIONS = 30;

type SegmentRate = PolicyMonitoring['segments'][number];

/** A rate in basis points, rounded half up; null without a denominator. */
const bps = (part: number, whole: number) =>
  whole === 0 ? null : Math.floor((part * 10_000 * 2 + whole) / (whole * 2));
/**
 * The ratio to the best in basis points, rounded down, so it agrees with the flag: a segment under
 * four-fifths never reads 80.00 % (0.79995 rounded half up did); exactly 0.8 reads 8,000.
 */
const ratioBps = (part: number, whole: number) => (whole === 0 ? null : Math.floor((part * 10_000) / whole));

/**
 * The segments of one dimension with their approval rate (approved ÷ decided) and its ratio to the
 * highest rate among the segments of at least {@link FOUR_FIFTHS_MIN_DECISIONS} decisions. A
 * segment is flagged when its rate is under four-fifths of that best: approvedₛ ÷ nₛ < 0.8 ×
 * approvedᵦ ÷ nᵦ, compared in integers as 5 · approvedₛ · nᵦ < 4 · approvedᵦ · nₛ, so a segment
 * exactly at 0.8 is not flagged.
 */
export function segmentRates(
  dimension: SegmentRate['dimension'],
  counts: ReadonlyMap<string, { decisions: number; approved: number }>,
): SegmentRate[] {
  const sized = [...counts.entries()].filter(([, c]) => c.decisions >= FOUR_FIFTHS_MIN_DECISIONS);
  let best: { decisions: number; approved: number } | null = null;
  for (const [, c] of sized) {
    if (best === null || c.approved * best.decisions > best.approved * c.decisions) best = c;
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([segment, c]) => {
      const comparable = best !== null && best.approved > 0 && c.decisions >= FOUR_FIFTHS_MIN_DECISIONS;
      return {
        dimension,
        segment,
        decisions: c.decisions,
        approved: c.approved,
        approvalRateBps: bps(c.approved, c.decisions),
        ratioToBestBps:
          best === null || best.approved === 0 || c.decisions === 0
            ? null
            : ratioBps(c.approved * best.decisions, best.approved * c.decisions),
        fourFifthsBreached:
          comparable && best !== null && 5 * c.approved * best.decisions < 4 * best.approved * c.decisions,
      };
    });
}
