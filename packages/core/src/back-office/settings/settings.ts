import { productOn } from '@lender/calculator';
import type { BackOfficeSettings } from '@lender/contracts';
import { BANKS_ENABLED_SETTING_KEY, readEnabledBankCodes } from '../../catalog/banks';
import { PRODUCT_SETTING_KEY, readProductConfig } from '../../catalog/product';
import { today } from '../../clock';
import { DEFAULT_PROVISIONING_RATES, PROVISIONING_SETTING, provisioningRates } from '../reports/provisioning';
import type { SettingsContext } from './settings-context';
import { settingRow } from './settings-version';

/**
 * The editable configuration (issue 16, ADR 059, 170), each part with the version a change must
 * name: the product's override and what is in force, the enabled banks, the provisioning rates and
 * the collection rules with their defaults. The product is the one in force today on the Mexico
 * City business clock: a scheduled pricing change counts from 00:00 of its day there, with its
 * RECO folios, and only the changes still to come stay in `feeSchedule` (ADR 314).
 */
export async function settings(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'collectionRules'>,
): Promise<BackOfficeSettings> {
  const { db, collectionRules } = ctx;
  const inForceOn = today(ctx.clock);
  const product = await settingRow(db, PRODUCT_SETTING_KEY);
  const banks = await settingRow(db, BANKS_ENABLED_SETTING_KEY);
  const provisioning = await settingRow(db, PROVISIONING_SETTING);
  const collections = await settingRow(db, collectionRules.key);
  const { payCycles, ...effective } = productOn(await readProductConfig(db), inForceOn);
  return {
    product: {
      version: product?.version ?? 0,
      updatedAt: product?.updatedAt.toISOString() ?? null,
      override: (product?.value ?? {}) as Record<string, unknown>,
      inForceOn,
      effective: effective as unknown as Record<string, unknown>,
      payCycles: [...payCycles],
    },
    banks: {
      version: banks?.version ?? 0,
      updatedAt: banks?.updatedAt.toISOString() ?? null,
      enabled: await readEnabledBankCodes(db),
    },
    provisioning: {
      version: provisioning?.version ?? 0,
      updatedAt: provisioning?.updatedAt.toISOString() ?? null,
      rates: await provisioningRates(db),
      defaults: DEFAULT_PROVISIONING_RATES,
    },
    collections: {
      version: collections?.version ?? 0,
      updatedAt: collections?.updatedAt.toISOString() ?? null,
      rules: await collectionRules.read(db),
      defaults: collectionRules.defaults,
    },
  };
}
