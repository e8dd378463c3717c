/**
 * Validation measures of a scorecard on a held-out set (issue 67 point 4, ADR 337). A higher score
 * means a lower risk; each measure is computed as written below, nothing borrowed.
 */

export interface Scored {
  readonly score: number;
  readonly defaulted: boolean;
}

/**
 * AUC: the probability that a random good scores above a random bad (ties count half), by the
 * Mann–Whitney rank sum with average ranks for ties.
 */
export function auc(scored: readonly Scored[]): number {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  let rankSumGoods = 0;
  let goods = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]?.score === sorted[i]?.score) j++;
    const averageRank = (i + 1 + j) / 2; // ranks i+1 … j
    for (let k = i; k < j; k++) {
      if (!sorted[k]?.defaulted) {
        rankSumGoods += averageRank;
        goods++;
      }
    }
    i = j;
  }
  const bads = sorted.length - goods;
  if (goods === 0 || bads === 0) return Number.NaN;
  return (rankSumGoods - (goods * (goods + 1)) / 2) / (goods * bads);
}

/** KS: the largest gap between the bads' and the goods' cumulative share at or below a score. */
export function ks(scored: readonly Scored[]): number {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  const bads = sorted.filter((s) => s.defaulted).length;
  const goods = sorted.length - bads;
  let cumBad = 0;
  let cumGood = 0;
  let best = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i]?.defaulted) cumBad++;
    else cumGood++;
    // Only between distinct scores: a threshold cannot split a tie.
    if (sorted[i + 1]?.score === sorted[i]?.score) continue;
    best = Math.max(best, Math.abs(cumBad / bads - cumGood / goods));
  }
  return best;
}

export interface CalibrationRow {
  readonly band: string;
  readonly count: number;
  /** The band's probability of default, basis points (what the scorecard says). */
  readonly predictedBps: number;
  /** The held-out set's default rate in the band, basis points (what happened). */
  readonly observedBps: number;
}

/** Per band: applicants, the band's stated probability and the observed default rate. */
export function calibration(
  rows: readonly { band: string; probabilityBps: number; defaulted: boolean }[],
  bandOrder: readonly string[],
): CalibrationRow[] {
  return bandOrder.map((band) => {
    const inBand = rows.filter((r) => r.band === band);
    const bads = inBand.filter((r) => r.defaulted).length;
    return {
      band,
      count: inBand.length,
      predictedBps: inBand[0]?.probabilityBps ?? 0,
      observedBps: inBand.length === 0 ? 0 : Math.round((bads / inBand.length) * 10_000),
    };
  });
}
