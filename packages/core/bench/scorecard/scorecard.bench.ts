import { writeFileSync } from 'node:fs';
import { ScorecardSchema } from '@lender/contracts';
import { scoreOf } from '../../src/decision/scorecard';
import { fitScorecard } from './fit';
import { auc, calibration, ks } from './metrics';
import { syntheticApplicants } from './synthetic';

// Fits a scorecard on synthetic applicants and validates it on a held-out set (issue 67 point 4,
// ADR 337). `SEED` (default 337) and `N` (default 20,000) change the draw; the first 70 % fit, the
// last 30 % validate. `OUT=path.json` writes the fitted scorecard (a draft policy's `scorecard`).
// Run: cd packages/core && npx tsx --conditions=lender-source bench/scorecard/scorecard.bench.ts

const seed = Number(process.env.SEED ?? 337);
const n = Number(process.env.N ?? 20_000);
const applicants = syntheticApplicants(n, seed);
const split = Math.floor(n * 0.7);
const train = applicants.slice(0, split);
const holdOut = applicants.slice(split);

const { scorecard, coefficients } = fitScorecard(train);
ScorecardSchema.parse(scorecard); // a valid policy document part, or this throws

const scoredOf = (set: typeof applicants) =>
  set.map((a) => {
    const s = scoreOf(scorecard, a.input);
    return { score: s.score, band: s.band, probabilityBps: s.probabilityBps, defaulted: a.defaulted };
  });
const trained = scoredOf(train);
const held = scoredOf(holdOut);
const rate = (set: { defaulted: boolean }[]) => set.filter((s) => s.defaulted).length / set.length;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const bps = (x: number) => `${(x / 100).toFixed(1)} %`;

const lines: string[] = [];
const say = (line = '') => lines.push(line);
say(`seed ${seed}, ${n} applicants: ${train.length} fit, ${holdOut.length} held out`);
say(`default rate: fit ${pct(rate(train))}, held out ${pct(rate(holdOut))}`);
say('');
say('coefficients on WOE (≈ −1 when the WOE carries its information as is):');
for (const [name, value] of Object.entries(coefficients)) say(`  ${name.padEnd(18)} ${value.toFixed(3)}`);
say('');
say(`base ${scorecard.base}; points per bin:`);
for (const rule of scorecard.characteristics) {
  const bins =
    rule.kind === 'categorical'
      ? rule.bins.map((b) => `${b.value} ${b.points}`)
      : rule.bins.map((b) => `≥${b.from} ${b.points}`);
  say(`  ${rule.characteristic.padEnd(18)} ${bins.join(' | ')} | absent ${rule.missingPoints}`);
}
say('');
say(`AUC: fit ${auc(trained).toFixed(3)}, held out ${auc(held).toFixed(3)}`);
// The ceiling: the process's own probabilities ranked the same way (a lower probability, a higher score).
const truth = holdOut.map((a) => ({ score: -a.trueProbability, defaulted: a.defaulted }));
say(`AUC of the process's true probabilities on the held-out set (the ceiling): ${auc(truth).toFixed(3)}`);
say(`KS:  fit ${ks(trained).toFixed(3)}, held out ${ks(held).toFixed(3)}`);
say(
  `cut-off ${scorecard.cutOff}: declines ${pct(held.filter((s) => s.score < scorecard.cutOff).length / held.length)} of the held-out set`,
);
say('');
say('calibration on the held-out set (band: from score, applicants, stated PD, observed default rate):');
const order = scorecard.bands.map((b) => b.band);
for (const row of calibration(held, order)) {
  const from = scorecard.bands.find((b) => b.band === row.band)?.minScore;
  say(
    `  ${row.band}  ≥${String(from).padEnd(5)} ${String(row.count).padStart(5)}  ${bps(row.predictedBps).padStart(7)}  ${bps(row.observedBps).padStart(7)}`,
  );
}
console.log(lines.join('\n'));
if (process.env.OUT) writeFileSync(process.env.OUT, `${JSON.stringify(scorecard, null, 2)}\n`);
