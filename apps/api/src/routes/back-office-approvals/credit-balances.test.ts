import { quoteEarlyPayoff, simulateReferencePayment, useCases } from '@lender/core';
import { schema } from '@lender/core/db';
import { and, eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

// Issue 61 point 2: money that arrives beyond a loan's balance is held for its borrower, and staff
// see it in a list of credit balances (payments.read) with the refund request waiting for approval,
// until the refund is booked. A role without payments.read never reads the list.

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, signIn } = backOfficeStaff(
  { finance: 'finance', checker: 'admin', agent: 'agent' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
  { signIn: false },
);

describe('GET credit-balances', () => {
  it('lists a loan paid $3,219.24 beyond its payoff with the refund asked for, until it is refunded', async () => {
    const loan = await activeLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await useCases.client.paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 3219_24);
    await signIn();
    const [request] = await t.core.db
      .select()
      .from(schema.approvalRequests)
      .where(
        and(
          eq(schema.approvalRequests.kind, 'payment.refund'),
          eq(schema.approvalRequests.entityId, String(loan.loanId)),
        ),
      );
    const listed = await t.call('GET', `${B}/credit-balances`, { token: tokens.finance });
    expect(listed.status).toBe(200);
    const row = listed.body.data.find((item: { loanId: number }) => item.loanId === loan.loanId);
    expect(row).toMatchObject({
      clientId: loan.clientId,
      heldCentavos: 3219_24,
      refundRequestId: request?.id,
    });
    expect(row.contractNumber).toMatch(/^STL-\d{6}$/);

    const agent = await t.call('GET', `${B}/credit-balances`, { token: tokens.agent });
    expect(agent.status).toBe(403);

    const approved = await t.call('PUT', `${B}/approvals/${request?.id}/approve`, {
      token: tokens.checker,
      body: { version: request?.version },
    });
    expect(approved.status).toBe(200);
    const after = await t.call('GET', `${B}/credit-balances`, { token: tokens.finance });
    expect(after.body.data.map((item: { loanId: number }) => item.loanId)).not.toContain(loan.loanId);
  });
});
