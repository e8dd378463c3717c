import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { applications, clientDocuments, clients, settings } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../testing/notices-fixtures';
import { PRODUCT_SETTING_KEY, writeProductOverride } from '../catalog/product';
import { currentOffer } from './application-context';
import { decideApplication } from './application-decision';

// A first loan of $1,000.00 was filed under the product's minimum of $1,000.00; the back office
// raised the minimum to $1,500.00 before it was decided. The engine approved $1,000.00 as asked,
// pricing refused it under the new minimum, and the application went to a decision error — decided
// again on every visit to the loading page, refused again. It must end in an offer the product can
// price: the new minimum, as an increase the borrower takes or leaves.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
}, 180_000);
afterAll(() => t.close());

describe('an application below a product minimum raised since it was filed', () => {
  it('is offered the new minimum as an increase, priced and stored, not a decision error', async () => {
    const app = await submittedApplication(t, 1_000_00);
    await t.core.db
      .update(clients)
      .set({
        birthDate: '1990-05-14',
        employment: { monthlyIncome: 20_000_00, employmentStatusKey: 'employed' },
      })
      .where(eq(clients.id, app.clientId));
    await t.core.db.insert(clientDocuments).values({
      clientId: app.clientId,
      type: 'id_front',
      format: 'jpg',
      contentType: 'image/jpeg',
      size: 1,
      sha256: 'x'.repeat(64),
      storageKey: `raised-minimum/${app.clientId}`,
    });
    await writeProductOverride(t.core.db, { amounts: { first: { minAmount: 1_500_00 } } });
    try {
      const decision = await decideApplication(t.core, app.applicationId, {
        type: 'client',
        id: app.clientId,
      });
      expect(decision).toMatchObject({ outcome: APPLICATION_STATUS.yhatIncrease, offeredAmount: 1_500_00 });
      const [row] = await t.core.db.select().from(applications).where(eq(applications.id, app.applicationId));
      expect(row).toMatchObject({ status: APPLICATION_STATUS.yhatIncrease, principalAmount: 1_500_00 });
      expect((await currentOffer(t.core, app.applicationId))?.principal).toBe(1_500_00);
    } finally {
      await t.core.db.delete(settings).where(eq(settings.key, PRODUCT_SETTING_KEY));
    }
  });
});
