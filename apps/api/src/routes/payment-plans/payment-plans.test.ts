import { addDays } from '@lender/calculator/kernel';
import { runOverdue } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const B = '/web/private/back-office/collections';
const PLAN = '/web/private/client/loan/active/payment-plan';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, signIn } = backOfficeStaff({ cobra: 'collections', agent: 'agent' }, async () => {
  t = await createLendingTestApp();
  return t;
});

/** An active loan three days past its due date, and its borrower's token. */
async function lateLoan() {
  const loan = await activeLoan(t);
  const [row] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loan.loanId));
  const day = addDays(row?.dueDate as string, 3);
  t.clock.set(new Date(Date.parse(`${day}T18:00:00Z`)));
  await runOverdue(t.core, day);
  await signIn();
  const token = (
    await t.core.auth.issue({ accountType: 'client', subjectId: loan.clientId, mfaPending: false })
  ).token;
  return { ...loan, day, token };
}

describe('the payment-plan endpoints', () => {
  it('the borrower requests a plan, collections lists and approves it; a second request is refused', async () => {
    const { loanId, day, token } = await lateLoan();
    const options = await t.call('GET', PLAN, { token });
    expect(options.status).toBe(200);
    expect(options.body.data).toMatchObject({ allowed: true, minInstalments: 2, maxInstalments: 4 });

    const firstDate = addDays(day, 7);
    const bad = await t.call('POST', PLAN, {
      token,
      body: { instalments: 5, firstDate, reason: 'job_loss' },
    });
    expect(bad.status).toBe(400);
    const made = await t.call('POST', PLAN, {
      token,
      body: { instalments: 2, firstDate, reason: 'job_loss' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ status: 'requested', offered: false });
    expect(made.body.data.instalments).toHaveLength(2);
    const twice = await t.call('POST', PLAN, {
      token,
      body: { instalments: 2, firstDate, reason: 'job_loss' },
    });
    expect(twice.status).toBe(409);

    const listed = await t.call('GET', `${B}/cases/${loanId}/payment-plans`, { token: tokens.cobra });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((plan: { id: number }) => plan.id)).toEqual([made.body.data.id]);
    const decision = `${B}/payment-plans/${made.body.data.id}/decision`;
    expect(
      (await t.call('POST', decision, { token: tokens.agent, body: { decision: 'approve' } })).status,
    ).toBe(403);
    const approved = await t.call('POST', decision, { token: tokens.cobra, body: { decision: 'approve' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'active', startedOn: day });
    const [row] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(row?.dueDate).toBe(addDays(firstDate, 15));
  });

  it('collections offers a plan and the borrower accepts it', async () => {
    const { loanId, day, token } = await lateLoan();
    const offered = await t.call('POST', `${B}/cases/${loanId}/payment-plans`, {
      token: tokens.cobra,
      body: { instalments: 3, firstDate: addDays(day, 5), reason: 'illness' },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect((await t.call('GET', PLAN, { token })).body.data.current).toMatchObject({ status: 'offered' });
    const accepted = await t.call('POST', `${PLAN}/accept`, { token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'active', offered: true });
  });
});
