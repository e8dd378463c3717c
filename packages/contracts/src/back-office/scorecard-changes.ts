import type { Scorecard, ScorecardCharacteristic, ScorecardCharacteristicRule } from './scorecard.js';

// Issue 67 point 1 (ADR 330): what a publication changes in a scorecard, part by part, as the
// maker-checker request (`policy.publish`, `scorecardChanges`) carries it and as the back-office's
// "changes" panel shows it: one function for both, so a checker never approves a change the
// editor's page did not show. Every part of the scorecard is named; nothing is a fingerprint.

/**
 * A bin as a person reads it: numeric from `from` (inclusive; null for the first bin, open below)
 * up to `below` (exclusive; null for the last bin), or a categorical value.
 */
export type ScorecardBinRef =
  | { kind: 'numeric'; from: number | null; below: number | null }
  | { kind: 'categorical'; value: string };

type Side<T> = { before: T | null; after: T | null };

/** One part of a scorecard before and after (null on the side that has no such part). */
export type ScorecardChange =
  | ({ field: 'scorecardCutOff' | 'scorecardBase' | 'scorecardTopReasons' } & Side<number>)
  /** A band's lowest score, or its probability of default in basis points. */
  | ({ field: 'scorecardBandFrom' | 'scorecardProbability'; band: string } & Side<number>)
  /** A bin's points. */
  | ({
      field: 'scorecardBinPoints';
      characteristic: ScorecardCharacteristic;
      bin: ScorecardBinRef;
    } & Side<number>)
  /** The points when the characteristic's data is absent. */
  | ({ field: 'scorecardMissingPoints'; characteristic: ScorecardCharacteristic } & Side<number>)
  /** The characteristics in the order they break ties between reasons (their codes, comma-separated). */
  | ({ field: 'scorecardOrder' } & Side<string>);
export type ScorecardChangeField = ScorecardChange['field'];

/** The fields a scorecard change may name (the audit declares each one's kind). */
export const SCORECARD_CHANGE_FIELDS = [
  'scorecardCutOff',
  'scorecardBase',
  'scorecardTopReasons',
  'scorecardBandFrom',
  'scorecardProbability',
  'scorecardBinPoints',
  'scorecardMissingPoints',
  'scorecardOrder',
] as const satisfies readonly ScorecardChangeField[];

const binKey = (rule: ScorecardCharacteristicRule, index: number) => {
  const bin = rule.bins[index];
  if (!bin) return '';
  return 'from' in bin ? `from:${bin.from}` : `value:${bin.value}`;
};

/** The draft's `index`-th bin of `rule` as a person reads it (its bounds are its neighbours'). */
export function scorecardBinRef(rule: ScorecardCharacteristicRule, index: number): ScorecardBinRef {
  const bin = rule.bins[index];
  if (bin && 'value' in bin) return { kind: 'categorical', value: bin.value };
  const next = rule.bins[index + 1];
  return {
    kind: 'numeric',
    from: index === 0 || !bin || !('from' in bin) ? null : bin.from,
    below: next && 'from' in next ? next.from : null,
  };
}

/** Keys of both sides, the after side's order first, then those only before. */
const unionOf = (after: readonly string[], before: readonly string[]) => [
  ...after,
  ...before.filter((key) => !after.includes(key)),
];

function characteristicChanges(
  was: ScorecardCharacteristicRule | undefined,
  is: ScorecardCharacteristicRule | undefined,
): ScorecardChange[] {
  const rule = is ?? was;
  if (!rule) return [];
  const { characteristic } = rule;
  const keysOf = (side: ScorecardCharacteristicRule | undefined) =>
    side ? side.bins.map((_, index) => binKey(side, index)) : [];
  const changes: ScorecardChange[] = unionOf(keysOf(is), keysOf(was)).flatMap((key) => {
    const before = was ? keysOf(was).indexOf(key) : -1;
    const after = is ? keysOf(is).indexOf(key) : -1;
    const pointsBefore = was?.bins[before]?.points ?? null;
    const pointsAfter = is?.bins[after]?.points ?? null;
    if (pointsBefore === pointsAfter) return [];
    const bin =
      is && after >= 0
        ? scorecardBinRef(is, after)
        : scorecardBinRef(was as ScorecardCharacteristicRule, before);
    return [{ field: 'scorecardBinPoints', characteristic, bin, before: pointsBefore, after: pointsAfter }];
  });
  const missingBefore = was?.missingPoints ?? null;
  const missingAfter = is?.missingPoints ?? null;
  if (missingBefore !== missingAfter)
    changes.push({
      field: 'scorecardMissingPoints',
      characteristic,
      before: missingBefore,
      after: missingAfter,
    });
  return changes;
}

/**
 * Every part of the scorecard a publication would change, `before` the version in force and
 * `after` the draft: the cut-off, the base, the number of reasons, each band's lowest score and
 * probability (by band name), each bin's points (by characteristic and bin) and each
 * characteristic's points for absent data; a bin whose bounds moved is one bin gone and one new.
 * Adding or removing a whole scorecard lists every part, null on the side without one.
 */
export function scorecardChanges(
  before: Scorecard | undefined,
  after: Scorecard | undefined,
): ScorecardChange[] {
  if (!before && !after) return [];
  const changes: ScorecardChange[] = [];
  const single = (field: 'scorecardCutOff' | 'scorecardBase' | 'scorecardTopReasons') => {
    const read = (card: Scorecard | undefined) =>
      !card
        ? null
        : field === 'scorecardCutOff'
          ? card.cutOff
          : field === 'scorecardBase'
            ? card.base
            : card.topReasons;
    if (read(before) !== read(after)) changes.push({ field, before: read(before), after: read(after) });
  };
  single('scorecardCutOff');
  single('scorecardBase');
  single('scorecardTopReasons');
  const bandsOf = (card: Scorecard | undefined) => card?.bands.map((band) => band.band) ?? [];
  for (const name of unionOf(bandsOf(after), bandsOf(before))) {
    const was = before?.bands.find((band) => band.band === name);
    const is = after?.bands.find((band) => band.band === name);
    for (const [field, read] of [
      ['scorecardBandFrom', (band: typeof was) => band?.minScore ?? null],
      ['scorecardProbability', (band: typeof was) => band?.probabilityBps ?? null],
    ] as const) {
      if (read(was) !== read(is)) changes.push({ field, band: name, before: read(was), after: read(is) });
    }
  }
  const namesOf = (card: Scorecard | undefined) =>
    card?.characteristics.map((rule) => rule.characteristic as string) ?? [];
  for (const name of unionOf(namesOf(after), namesOf(before))) {
    changes.push(
      ...characteristicChanges(
        before?.characteristics.find((rule) => rule.characteristic === name),
        after?.characteristics.find((rule) => rule.characteristic === name),
      ),
    );
  }
  const order = (card: Scorecard | undefined) => (card ? namesOf(card).join(', ') : null);
  if (before && after && order(before) !== order(after))
    changes.push({ field: 'scorecardOrder', before: order(before), after: order(after) });
  return changes;
}
