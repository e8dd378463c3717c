import type { PayCycle } from '@lender/calculator';
import type { BackOfficeSettings } from '@lender/contracts';
import {
  enabledPayCycles,
  PRODUCT_SETTING_KEY,
  readProductConfig,
  writeProductOverride,
} from '../../catalog/product';
import { settingsChanged } from '../../catalog/settings';
import { settings } from './settings';
import type { SettingsContext } from './settings-context';
import { asInputError, productOverride } from './settings-executors';
import { bumpSetting } from './settings-version';

/**
 * The pay cycles borrowers may choose: applied at once (no second admin) at the product's
 * `version`; audited. Answers the settings after the change.
 */
export async function setPayCycles(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit' | 'collectionRules'>,
  {
    actorId,
    body: input,
  }: { actorId: number; body: { version: number; payCycles: PayCycle[]; reason: string } },
): Promise<BackOfficeSettings> {
  const { db, clock, audit } = ctx;
  await db.transaction(async (tx) => {
    const before = await productOverride(tx);
    const previous = [...enabledPayCycles(await readProductConfig(tx))];
    await bumpSetting(tx, clock, PRODUCT_SETTING_KEY, input.version, {});
    await writeProductOverride(tx, { ...before, payCycles: input.payCycles }).catch((error: unknown) =>
      asInputError(error, 'payCycles'),
    );
    await audit.record(tx, {
      actor: { type: 'user', id: actorId },
      action: 'settings.pay_cycles',
      entity: 'settings',
      entityId: PRODUCT_SETTING_KEY,
      before: { payCycles: previous },
      after: { payCycles: input.payCycles },
      reason: input.reason,
    });
  });
  settingsChanged(db);
  return settings(ctx);
}
