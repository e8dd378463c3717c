// An angry borrower's attack on the payment plan's break (ADR 299 with ADR 211/322): an instalment
// due on a bank holiday may be paid on the next bank business day, and the three days of grace run
// from that last day to pay — a plan is never broken on the very day the borrower may still pay.
import { eq } from '@lender/db/orm';
import { paymentPlans as planRows } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overdueLoanOf } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { createNoticesTestCore } from '../../testing/notices-fixtures';
import { decidePaymentPlan } from './decide-payment-plan';
import { requestPaymentPlan } from './request-payment-plan';
import { watchPaymentPlans } from './watch-payment-plans';

let t: LendingTestCore;
let ana: number;
beforeAll(async () => {
  t = await createNoticesTestCore();
  ana = (
    await t.core.backOfficeUsers.create({
      email: 'ana.holiday@lender.test',
      name: 'Ana Cobranza',
      password: 'a-long-plan-password',
      role: 'collections',
    })
  ).id;
});
afterAll(() => t.close());

describe('a plan instalment due on Holy Thursday (2 April 2026, banks closed to Monday 6)', () => {
  it('is not broken on Monday 6 April, the last day to pay, nor before its three days after it', async () => {
    const { loanId, clientId } = await overdueLoanOf(t);
    const requested = await requestPaymentPlan(t.core, {
      actorId: clientId,
      body: { instalments: 2, firstDate: '2026-04-02', reason: 'job_loss' },
    });
    await decidePaymentPlan(t.core, {
      actorId: ana,
      params: { id: requested.id },
      body: { decision: 'approve' },
    });
    const status = async () =>
      (await t.core.db.select().from(planRows).where(eq(planRows.loanId, loanId)))[0]?.status;
    expect(await status()).toBe('active');
    for (const day of ['2026-04-06', '2026-04-09']) {
      expect((await watchPaymentPlans(t.core, day)).broken).toBe(0);
      expect(await status()).toBe('active');
    }
    // Three days after the last day to pay (the 7th, 8th and 9th) it breaks.
    expect((await watchPaymentPlans(t.core, '2026-04-10')).broken).toBe(1);
    expect(await status()).toBe('broken');
  });
});
