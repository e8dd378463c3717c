import type { BackOfficeSettings } from '@lender/contracts';
import { BANKS_ENABLED_SETTING_KEY, readEnabledBankCodes } from '../../catalog/banks';
import { PRODUCT_SETTING_KEY, readProductConfig } from '../../catalog/product';
import { DEFAULT_PROVISIONING_RATES, PROVISIONING_SETTING, provisioningRates } from '../reports/provisioning';
import type { SettingsContext } from './settings-context';
import { settingRow } from './settings-version';

/**
 * The editable configuration (issue 16, ADR 059, 170), each part with the version a change must
 * name: the product's override and what is in force, the enabled banks, the provisioning rates and
 * the collection rules with their defaults.
 */
export async function settings(
  ctx: Pick<SettingsContext, 'db' | 'collectionRules'>,
): Promise<BackOfficeSettings> {
  const { db, collectionRules } = ctx;
  const product = await settingRow(db, PRODUCT_SETTING_KEY);
  const banks = await settingRow(db, BANKS_ENABLED_SETTING_KEY);
  const provisioning = await settingRow(db, PROVISIONING_SETTING);
  const collections = await settingRow(db, collectionRules.key);
  const { payCycles, ...effective } = await readProductConfig(db);
  return {
    product: {
      version: product?.version ?? 0,
      updatedAt: product?.updatedAt.toISOString() ?? null,
      override: (product?.value ?? {}) as Record<string, unknown>,
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
