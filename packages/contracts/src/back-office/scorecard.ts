import * as z from 'zod';

// Issue 67 point 4: the scorecard a credit policy version may carry. Points per characteristic,
// each characteristic cut into bins; the sum is the score, read into a band with its probability of
// default; below the cut-off the application is declined. Typed data, evaluated by core's
// `decideByPolicy`; the fit script (`packages/core/bench/scorecard`) writes one from synthetic data.

/**
 * What a scorecard looks at: the monthly income used (proven when a payroll proof exists, else
 * declared), whether it is proven, whether the application's pay cycle matches the proven one,
 * days since the client registered, loans paid with us, a bureau score (when present) and the
 * behavioural signals (only when the borrower consented).
 */
export const SCORECARD_CHARACTERISTICS = [
  'monthly_income',
  'income_proof',
  'payday_alignment',
  'tenure_days',
  'paid_loans',
  'bureau_score',
  'behaviour',
] as const;
export type ScorecardCharacteristic = (typeof SCORECARD_CHARACTERISTICS)[number];

/** The values of the categorical characteristics. */
export const INCOME_PROOF_VALUES = ['proven', 'declared'] as const;
export const PAYDAY_ALIGNMENT_VALUES = ['aligned', 'misaligned', 'unproven'] as const;
export const BEHAVIOUR_VALUES = ['normal', 'review'] as const;

/** The lowest and highest points a bin, or absent data, may score. */
export const SCORECARD_POINTS_LIMIT = 1000;
const Points = z.number().int().min(-SCORECARD_POINTS_LIMIT).max(SCORECARD_POINTS_LIMIT);

/** A numeric bin: values from `from` (inclusive) up to the next bin's `from`. */
const NumericBin = z.object({ from: z.number().int(), points: Points });
/** A categorical bin: one value. */
const ValueBin = z.object({ value: z.string(), points: Points });

/**
 * One characteristic: its bins (numeric ones in ascending `from`, the first one open below) and
 * `missingPoints`, the points when the data is absent (no bureau record, no behavioural consent).
 * Absent data never counts as points lost.
 */
export const ScorecardCharacteristicSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('numeric'),
      characteristic: z.enum(['monthly_income', 'tenure_days', 'paid_loans', 'bureau_score']),
      bins: z.array(NumericBin).min(1),
      missingPoints: Points,
    }),
    z.object({
      kind: z.literal('categorical'),
      characteristic: z.enum(['income_proof', 'payday_alignment', 'behaviour']),
      bins: z.array(ValueBin).min(1),
      missingPoints: Points,
    }),
  ])
  .meta({ id: 'ScorecardCharacteristic' });
export type ScorecardCharacteristicRule = z.infer<typeof ScorecardCharacteristicSchema>;

/** A band: scores from `minScore` (inclusive) up, and its probability of default in basis points. */
export const ScoreBandSchema = z
  .object({
    band: z.string().min(1),
    minScore: z.number().int(),
    probabilityBps: z.number().int().min(0).max(10_000),
  })
  .meta({ id: 'ScoreBand' });
export type ScoreBand = z.infer<typeof ScoreBandSchema>;

/**
 * The scorecard: `base` points plus each characteristic's bin; bands from the highest `minScore`
 * down (the last one catches every lower score); declined below `cutOff`; a decline or a
 * counter-offer names the `topReasons` characteristics that lost the most points.
 */
export const ScorecardSchema = z
  .object({
    base: Points,
    characteristics: z.array(ScorecardCharacteristicSchema),
    bands: z.array(ScoreBandSchema).min(1),
    cutOff: z.number().int(),
    topReasons: z.number().int().min(1).max(4),
  })
  .meta({ id: 'Scorecard' });
export type Scorecard = z.infer<typeof ScorecardSchema>;

/** The lowest and highest score an editor may give the cut-off or a band's lowest score. */
export const SCORE_EDIT_LIMIT = 10_000;
const EditedScore = z.number().int().min(-SCORE_EDIT_LIMIT).max(SCORE_EDIT_LIMIT);

/**
 * A draft's scorecard as the policy editor changes it (`PUT credit-policies/:version`): the
 * cut-off; each band's lowest score and probability of default (basis points), the draft's bands
 * by name in their order (highest first, each lower than the one before); each characteristic's
 * points per bin and points for absent data, the draft's characteristics by name in their order
 * with as many bins as the draft has (`bins[i]` is the points of the draft's `i`-th bin). The
 * bins' boundaries and values, the base and the number of reasons stay as fitted.
 */
export const ScorecardEditSchema = z
  .object({
    cutOff: EditedScore,
    bands: z
      .array(
        z.object({
          band: z.string().min(1),
          minScore: EditedScore,
          probabilityBps: z.number().int().min(0).max(10_000),
        }),
      )
      .min(1),
    characteristics: z.array(
      z.object({
        characteristic: z.enum(SCORECARD_CHARACTERISTICS),
        bins: z.array(Points).min(1),
        missingPoints: Points,
      }),
    ),
  })
  .meta({ id: 'ScorecardEdit' });
export type ScorecardEdit = z.infer<typeof ScorecardEditSchema>;

/** The edit that changes nothing: `card`'s own values, in its order (what the form starts from). */
export function scorecardEditOf(card: Scorecard): ScorecardEdit {
  return {
    cutOff: card.cutOff,
    bands: card.bands.map(({ band, minScore, probabilityBps }) => ({ band, minScore, probabilityBps })),
    characteristics: card.characteristics.map((rule) => ({
      characteristic: rule.characteristic,
      bins: rule.bins.map((bin) => bin.points),
      missingPoints: rule.missingPoints,
    })),
  };
}

/** What a scored decision keeps: the score, its band and probability, the points lost that weighed. */
export const DecisionScoreSchema = z
  .object({
    score: z.number().int(),
    band: z.string(),
    probabilityBps: z.number().int(),
    cutOff: z.number().int(),
    /** The characteristics that lost the most points against their best bin, most first. */
    lost: z.array(z.object({ characteristic: z.enum(SCORECARD_CHARACTERISTICS), points: z.number().int() })),
  })
  .meta({ id: 'DecisionScore' });
export type DecisionScore = z.infer<typeof DecisionScoreSchema>;
