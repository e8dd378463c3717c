// A CONDUSEF examiner's attack on the configurable contact window (ADR 132): whatever the settings
// say, a collector never calls before 07:00 or at 22:00 on a weekday, never on a holiday, and on a
// weekend only inside the looser source's 09:00–14:00.
import type { CollectionRulesChange } from '@lender/contracts';
import { settings } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCollectionsTestCore,
  friday,
  overdueLoanOf,
  refusal,
} from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { requestCollectionRules } from '../back-office/settings/request-collection-rules';
import { CoreError } from '../errors/core-error';
import {
  COLLECTIONS_SETTING_KEY,
  DEFAULT_COLLECTION_RULES,
  readCollectionRules,
  writeCollectionRules,
} from './collection-rules';
import { collectionsLogContact } from './collections-log-contact';

let t: LendingTestCore;
let ana: number;
let admin: number;
beforeAll(async () => {
  ({ t, ana } = await createCollectionsTestCore());
  admin = (
    await t.core.backOfficeUsers.create({
      email: 'maker-hours@lender.test',
      name: 'Maker',
      password: 'a-long-admin-password',
      role: 'admin',
    })
  ).id;
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const widened = [
  ['weekdays from 06:00', { weekdays: { from: '06:00', to: '22:00' } }, 'weekdays'],
  ['weekdays to 23:00', { weekdays: { from: '07:00', to: '23:00' } }, 'weekdays'],
  ['Saturday from 08:00', { saturday: { from: '08:00', to: '14:00' } }, 'saturday'],
  ['Sunday to 20:00', { sunday: { from: '09:00', to: '20:00' } }, 'sunday'],
  ['holidays open', { holidays: { from: '09:00', to: '14:00' } }, 'holidays'],
] as const;

describe('the contact window a setting may give', () => {
  it.each(widened)('refuses %s outside the legal hours', async (_, window, day) => {
    expect(await writeCollectionRules(t.core.db, { window }).catch(code)).toBe('invalid_value');
    const rules: CollectionRulesChange = {
      ...DEFAULT_COLLECTION_RULES,
      window: { ...DEFAULT_COLLECTION_RULES.window, ...window },
    };
    const refused = await requestCollectionRules(t.core, {
      actorId: admin,
      body: { version: 0, rules, reason: 'Más horas' },
    }).catch((error: unknown) => error);
    expect(code(refused)).toBe('invalid_value');
    expect((refused as CoreError).options.violations?.[0]?.field.slice(0, 3)).toEqual([
      'rules',
      'window',
      day,
    ]);
  });

  it('accepts the looser reading (weekends 09:00–14:00) and narrower weekday hours', async () => {
    await writeCollectionRules(t.core.db, {
      window: {
        weekdays: { from: '08:00', to: '20:00' },
        saturday: { from: '09:00', to: '14:00' },
        sunday: { from: '10:00', to: '13:00' },
      },
    });
    expect((await readCollectionRules(t.core.db)).window.saturday).toEqual({ from: '09:00', to: '14:00' });
    await writeCollectionRules(t.core.db, {});
  });

  it('ignores a stored row wider than the law: a call at 06:30 on a weekday is still refused', async () => {
    const { loanId, phone } = await overdueLoanOf(t);
    await t.core.db
      .insert(settings)
      .values({
        key: COLLECTIONS_SETTING_KEY,
        value: { window: { weekdays: { from: '05:00', to: '23:30' } } },
        version: 9,
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { window: { weekdays: { from: '05:00', to: '23:30' } } } },
      });
    expect((await readCollectionRules(t.core.db)).window.weekdays).toEqual({ from: '07:00', to: '22:00' });
    const call = { channel: 'call', direction: 'outbound', result: 'no_answer', to: phone } as const;
    for (const hhmm of ['06:30', '22:00', '23:00']) {
      t.clock.set(friday(hhmm));
      const refused = await refusal(
        collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call }),
      );
      expect(refused.code).toBe('outside_contact_window');
    }
    await writeCollectionRules(t.core.db, {});
  });
});
