import { PAY_CYCLE_TABLE } from '@lender/calculator';
import type { PolicyMonitoring } from '@lender/contracts';
import { formatMoney, formatPercent, messageKeyOf, type Translate } from '@lender/i18n';

// Credit monitoring's figures in words (issue 67 points 3 and 5): rates in basis points as
// percents with one decimal (40.0%), the PSI with four decimals, each bucket and segment named.

const M = 'backoffice:creditMonitoring.monitoring' as const;
type Characteristic = PolicyMonitoring['psi'][number]['characteristic'];
type Dimension = PolicyMonitoring['segments'][number]['dimension'];

/** Basis points as a percent with one decimal (`4000` → `40.0%`); `—` without a rate. */
export function rateText(bps: number | null): string {
  return bps === null ? '—' : formatPercent(bps / 100, { decimals: 1 });
}

const PSI_FORMAT = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** The PSI with its four decimals (`0.2500`). */
export function psiText(value: number): string {
  return PSI_FORMAT.format(value);
}

const pesos = (whole: number) => formatMoney(whole * 100);
/** The band's upper bound in pesos is whole (7999): it reaches its last centavo ($7,999.99). */
const pesosUpTo = (whole: number) => formatMoney(whole * 100 + 99);

/** A bucket of a characteristic (`4000-7999`, `76+`, `semi_monthly`, a score band) in words. */
export function bucketWords(t: Translate, characteristic: Characteristic, bucket: string): string {
  if (characteristic === 'score_band') {
    return bucket === 'none' ? t(`${M}.buckets.noScore`) : t(`${M}.buckets.scoreBand`, { band: bucket });
  }
  if (bucket === 'none' || bucket === 'unknown' || bucket === 'other') return t(`${M}.buckets.${bucket}`);
  if (characteristic === 'sequence' && (bucket === 'first' || bucket === 'repeated')) {
    return t(`${M}.buckets.${bucket}`);
  }
  if (characteristic === 'pay_cycle') {
    const cycle = PAY_CYCLE_TABLE[bucket as keyof typeof PAY_CYCLE_TABLE];
    return cycle ? t(messageKeyOf(cycle.shortLabelKey)) : bucket;
  }
  const andMore = /^(\d+)\+$/.exec(bucket);
  const between = /^(\d+)-(\d+)$/.exec(bucket);
  if (characteristic === 'age_band') {
    if (andMore) return t(`${M}.buckets.ageAndMore`, { value: Number(andMore[1]) });
    if (between) return t(`${M}.buckets.ageBetween`, { from: Number(between[1]), to: Number(between[2]) });
    return bucket;
  }
  const below = /^<(\d+)$/.exec(bucket);
  if (below) return t(`${M}.buckets.below`, { value: pesos(Number(below[1])) });
  if (andMore) return t(`${M}.buckets.andMore`, { value: pesos(Number(andMore[1])) });
  if (between) {
    return t(`${M}.buckets.between`, { from: pesos(Number(between[1])), to: pesosUpTo(Number(between[2])) });
  }
  return bucket;
}

/** A segment of a fairness dimension in words: an age band, a sex, or the state as written. */
export function segmentWords(t: Translate, dimension: Dimension, segment: string): string {
  if (dimension === 'age_band') return bucketWords(t, 'age_band', segment);
  if (dimension === 'sex') {
    return ['female', 'male', 'other', 'unknown'].includes(segment)
      ? t(`${M}.sexes.${segment as 'female'}`)
      : segment;
  }
  return segment === 'unknown' ? t(`${M}.buckets.unknown`) : segment;
}

/** An alert of the daily job in words (its subject is a characteristic, or `dimension:segment`). */
export function alertWords(t: Translate, alert: PolicyMonitoring['alerts'][number]): string {
  if (alert.kind === 'psi') {
    const characteristic = alert.subject as Characteristic;
    return t(`${M}.alerts.psi`, { characteristic: t(`${M}.characteristics.${characteristic}`) });
  }
  const cut = alert.subject.indexOf(':');
  const dimension = alert.subject.slice(0, cut) as Dimension;
  const segment = alert.subject.slice(cut + 1);
  return t(`${M}.alerts.four_fifths`, {
    dimension: t(`${M}.dimensions.${dimension}`),
    segment: segmentWords(t, dimension, segment),
  });
}
