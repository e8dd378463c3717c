import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { count, eq } from '@lender/db/orm';
import { applications, clients, loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { verifyPassword } from '../auth/passwords';
import { loans as loanList } from '../back-office/lists/loans';
import { manualQueue } from '../back-office/manual-queue';
import { emailHashOf } from '../contact/email';
import { loanBalances } from '../ledger/ledger';
import { DEFAULT_LIMITS } from '../limits';
import { DEMO_CLIENT_PASSWORD, DEMO_LENDING, seedDemoLending } from './demo-lending';
import { seedDemoData } from './demo-seed';

let t: TestCore;
beforeAll(async () => {
  // The documented limits, as `npm start` runs with (test cores relax the SMS caps).
  t = await createTestCore({ limits: { ...DEFAULT_LIMITS } });
}, 120_000);
afterAll(() => t.close());

const totals = async () => ({
  clients: (await t.core.db.select({ n: count() }).from(clients))[0]?.n,
  applications: (await t.core.db.select({ n: count() }).from(applications))[0]?.n,
  loans: (await t.core.db.select({ n: count() }).from(loans))[0]?.n,
});

describe('seedDemoLending', () => {
  it('fills the manual-verification queue and the loans list with an active, an overdue and a paid loan; a second run adds nothing', async () => {
    const first = await seedDemoLending(t.core);
    expect(first.items.map((item) => [item.kind, item.created])).toEqual(
      DEMO_LENDING.map((demo) => [demo.kind, true]),
    );

    const queue = await manualQueue(t.core, { query: { page: 1, perPage: 50 } });
    const manualIds = first.items.filter((item) => item.kind === 'manual').map((item) => item.applicationId);
    expect(queue.items.map((item) => item.application.id).sort()).toEqual(manualIds.sort());
    expect(queue.items.every((item) => item.reasons.length > 0)).toBe(true);

    const loanOf = async (kind: string) => {
      const id = first.items.find((item) => item.kind === kind)?.loanId;
      if (!id) throw new Error(`no ${kind} loan`);
      const [row] = await t.core.db.select().from(loans).where(eq(loans.id, id));
      return row;
    };
    const active = await loanOf('active');
    expect(active?.status).toBe(LOAN_STATUS.active);
    expect(active?.overdueDays).toBe(0);
    const overdue = await loanOf('overdue');
    expect([LOAN_STATUS.active, LOAN_STATUS.onHold]).toContain(overdue?.status);
    expect(overdue?.overdueDays).toBeGreaterThan(7);
    expect((await loanBalances(t.core.db, overdue?.id as number))['fee_receivable:late_fee']).toBeGreaterThan(
      0,
    );
    const paid = await loanOf('paid');
    expect(paid?.status).toBe(LOAN_STATUS.paid);

    // The back-office lists see them.
    const list = await loanList(t.core, { query: { sort: '-id', page: 1, perPage: 50 } });
    expect(list.total).toBe(3);
    const [accepted] = await t.core.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.status, APPLICATION_STATUS.manualVerification));
    expect(accepted?.n).toBe(2);

    // Every borrower signs in with the demo password, hashed as registration hashes it; one seeded
    // before issue 47, whose stored password opened nothing, gets it on the next run.
    const hashOf = async (email: string) =>
      (
        await t.core.db
          .select({ passwordHash: clients.passwordHash })
          .from(clients)
          .where(eq(clients.emailHash, emailHashOf(t.core.pii, email)))
      )[0]?.passwordHash ?? '';
    for (const item of first.items)
      expect(await verifyPassword(await hashOf(item.email), DEMO_CLIENT_PASSWORD), item.email).toBe(true);
    const older = first.items[0]?.email ?? '';
    await t.core.db
      .update(clients)
      .set({ passwordHash: 'demo-client-cannot-sign-in' })
      .where(eq(clients.emailHash, emailHashOf(t.core.pii, older)));

    const before = await totals();
    const second = await seedDemoLending(t.core);
    expect(await verifyPassword(await hashOf(older), DEMO_CLIENT_PASSWORD)).toBe(true);
    expect(second.items.every((item) => !item.created)).toBe(true);
    expect(second.items.map((item) => item.loanId)).toEqual(first.items.map((item) => item.loanId));
    expect(await totals()).toEqual(before);
  }, 240_000);
});

describe('demo data in production', () => {
  it('is refused: demo clients sign in with a published password', async () => {
    const production = await createTestCore({ environment: 'production' });
    try {
      await expect(
        seedDemoData(production.core, {
          adminEmail: 'admin@lender.test',
          adminPassword: 'admin-dev-password-2026',
        }),
      ).rejects.toThrow(/refused in production/);
      await expect(seedDemoLending(production.core)).rejects.toThrow(/refused in production/);
      expect((await production.core.db.select({ n: count() }).from(clients))[0]?.n).toBe(0);
    } finally {
      await production.close();
    }
  }, 120_000);
});
