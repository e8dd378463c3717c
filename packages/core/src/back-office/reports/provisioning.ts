import { roundHalfUp } from '@lender/calculator/kernel';
import {
  type Portfolio,
  PROVISION_BUCKETS,
  type ProvisioningRates,
  ProvisioningRatesSchema,
  type RiskReport,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { readSetting } from '../../catalog/settings';

/**
 * Reserve rates per bucket when the `provisioning` setting is absent (ADR 145): a share of the
 * outstanding balance, rising with days past due to the whole balance beyond 90 days. Regulated
 * entities (SOFOM E.R., banks) follow the CNBV's expected-loss method instead; an operator sets
 * their own rates in the `provisioning` setting.
 */
export const DEFAULT_PROVISIONING_RATES: ProvisioningRates = {
  current: 0.02,
  '1-7': 0.1,
  '8-30': 0.25,
  '31-60': 0.5,
  '61-90': 0.75,
  '90+': 1,
};

/** The `settings` key of the rates. */
export const PROVISIONING_SETTING = 'provisioning';

/** The rates in force: the `provisioning` setting, else the defaults. */
export async function provisioningRates(db: Database): Promise<ProvisioningRates> {
  return (await readSetting(db, PROVISIONING_SETTING, ProvisioningRatesSchema)) ?? DEFAULT_PROVISIONING_RATES;
}

/** Rates count to the basis point (0.01 %); the reserve rounds once, half up, to the centavo. */
const PRECISION = 10_000;

/** The reserve of one portfolio: each bucket's outstanding balance × its rate, rounded half up. */
export function reserveOf(
  portfolio: Portfolio,
  rates: ProvisioningRates,
): RiskReport['provisioning']['months'][number]['buckets'] {
  return PROVISION_BUCKETS.map((bucket) => {
    const balance =
      bucket === 'current'
        ? portfolio.current.balanceCentavos
        : (portfolio.buckets.find((slice) => slice.bucket === bucket)?.balanceCentavos ?? 0);
    const rate = Math.round(rates[bucket] * PRECISION);
    return { bucket, balanceCentavos: balance, reserveCentavos: roundHalfUp(balance * rate, PRECISION) };
  });
}

/** The reserve at each month end and its change against the month before. */
export function provisioning(
  snapshots: ReadonlyArray<Portfolio & { month: string }>,
  rates: ProvisioningRates,
): RiskReport['provisioning'] {
  const months: RiskReport['provisioning']['months'] = [];
  let previous: number | null = null;
  for (const snapshot of snapshots) {
    const buckets = reserveOf(snapshot, rates);
    const reserve = buckets.reduce((sum, bucket) => sum + bucket.reserveCentavos, 0);
    if (previous !== null) {
      months.push({
        month: snapshot.month,
        buckets,
        reserveCentavos: reserve,
        changeCentavos: reserve - previous,
      });
    }
    previous = reserve;
  }
  return { rates, months };
}
