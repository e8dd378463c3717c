import { LOAN_STATUS } from '@lender/calculator/platform';
import {
  confirmPendingRefunds,
  loanBalances,
  payApprovedRefund,
  quoteEarlyPayoff,
  simulateReferencePayment,
  useCases,
} from '@lender/core';
import { schema } from '@lender/core/db';
import { and, desc, eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { users, tokens, signIn } = backOfficeStaff(
  { maker: 'admin', checker: 'admin', agent: 'agent', finance: 'finance' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
  { signIn: false },
);

const loanStatus = async (loanId: number) =>
  (await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId)))[0]?.status;
const auditActions = async (entity: string, entityId: number | string) =>
  (
    await t.core.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, entity), eq(schema.auditLog.entityId, String(entityId))))
      .orderBy(schema.auditLog.id)
  ).map((row) => row.action);

describe('write-off by maker-checker', () => {
  it('a maker asks, cannot approve it, a second admin approves and the loan is written off', async () => {
    const { loanId } = await activeLoan(t);
    await signIn();
    const agentTry = await t.call('POST', `${B}/loans/${loanId}/write-off-requests`, {
      token: tokens.agent,
      body: { reason: 'Uncollectable' },
    });
    expect(agentTry.status).toBe(403);
    const made = await t.call('POST', `${B}/loans/${loanId}/write-off-requests`, {
      token: tokens.maker,
      body: { reason: 'Client deceased' },
    });
    expect(made.status).toBe(201);
    const request = made.body.data;
    expect(request).toMatchObject({
      kind: 'loan.write_off',
      status: 'pending',
      maker: { id: users.maker.id },
      version: 1,
    });
    const dup = await t.call('POST', `${B}/loans/${loanId}/write-off-requests`, {
      token: tokens.checker,
      body: { reason: 'Client deceased' },
    });
    expect([dup.status, dup.body.code]).toEqual([409, 'conflict']);

    const inbox = await t.call('GET', `${B}/approvals?actionable=true`, { token: tokens.checker });
    expect(inbox.body.data.map((r: { id: number }) => r.id)).toContain(request.id);
    const mine = await t.call('GET', `${B}/approvals?actionable=true`, { token: tokens.maker });
    expect(mine.body.data.map((r: { id: number }) => r.id)).not.toContain(request.id);

    const self = await t.call('PUT', `${B}/approvals/${request.id}/approve`, {
      token: tokens.maker,
      body: { version: 1 },
    });
    expect([self.status, self.body.code]).toEqual([403, 'maker_cannot_approve']);
    expect(await loanStatus(loanId)).toBe(LOAN_STATUS.active);

    const byAgent = await t.call('PUT', `${B}/approvals/${request.id}/approve`, {
      token: tokens.agent,
      body: { version: 1 },
    });
    expect(byAgent.status).toBe(403);

    const approved = await t.call('PUT', `${B}/approvals/${request.id}/approve`, {
      token: tokens.checker,
      body: { version: 1, reason: 'Death certificate seen' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      checker: { id: users.checker.id },
      version: 2,
    });
    expect(approved.body.data.result.writtenOffCentavos).toBeGreaterThan(0);
    expect(await loanStatus(loanId)).toBe(LOAN_STATUS.writeOff);

    const stale = await t.call('PUT', `${B}/approvals/${request.id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect([stale.status, stale.body.code, (stale.body as { params?: unknown }).params]).toEqual([
      409,
      'stale_version',
      { currentVersion: 2 },
    ]);
    expect(await auditActions('approval', request.id)).toEqual(['approval.request', 'approval.approve']);
    const [writeOff] = (
      await t.core.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.entity, 'loan'), eq(schema.auditLog.action, 'loan.write_off')))
    ).filter((row) => row.entityId === String(loanId));
    expect(writeOff).toMatchObject({ actorId: users.checker.id, reason: 'Client deceased' });

    const page = await t.call('GET', `${B}/loans/${loanId}`, { token: tokens.agent });
    expect(page.body.data.summary.status).toBe(LOAN_STATUS.writeOff);
    expect(page.body.data.approvals[0]).toMatchObject({ id: request.id, status: 'approved' });
    expect(page.body.data.ledger.some((entry: { kind: string }) => entry.kind === 'write_off')).toBe(true);
  });

  it('a checker may reject and the maker may cancel; the loan stays active', async () => {
    const { loanId } = await activeLoan(t);
    await signIn();
    const first = (
      await t.call('POST', `${B}/loans/${loanId}/write-off-requests`, {
        token: tokens.maker,
        body: { reason: 'Fraud case' },
      })
    ).body.data;
    const cancelByOther = await t.call('PUT', `${B}/approvals/${first.id}/cancel`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect(cancelByOther.status).toBe(403);
    const rejected = await t.call('PUT', `${B}/approvals/${first.id}/reject`, {
      token: tokens.checker,
      body: { version: 1, reason: 'Still paying' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decisionReason: 'Still paying' });
    const second = (
      await t.call('POST', `${B}/loans/${loanId}/write-off-requests`, {
        token: tokens.maker,
        body: { reason: 'Fraud case' },
      })
    ).body.data;
    const cancelled = await t.call('PUT', `${B}/approvals/${second.id}/cancel`, {
      token: tokens.maker,
      body: { version: 1 },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await loanStatus(loanId)).toBe(LOAN_STATUS.active);
  });
});

/** The refund request the platform filed when a payment went beyond the loan's balance (issue 61). */
async function automaticRefund(loanId: number) {
  const [request] = await t.core.db
    .select()
    .from(schema.approvalRequests)
    .where(
      and(
        eq(schema.approvalRequests.kind, 'payment.refund'),
        eq(schema.approvalRequests.entityId, String(loanId)),
        eq(schema.approvalRequests.status, 'pending'),
      ),
    );
  if (!request) throw new Error(`no refund request for loan ${loanId}`);
  return request;
}

describe('overpayment refund by maker-checker', () => {
  it('refunds what is held in suspense once approved; more than that is refused', async () => {
    const loan = await activeLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await useCases.client.paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 250_00);
    await signIn();
    const page = await t.call('GET', `${B}/loans/${loan.loanId}`, { token: tokens.maker });
    expect(page.body.data.refundableCentavos).toBe(250_00);
    const tooMuch = await t.call('POST', `${B}/loans/${loan.loanId}/refund-requests`, {
      token: tokens.maker,
      body: { amountCentavos: 300_00, reason: 'Paid twice' },
    });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'too_big']);
    // The platform already asked for it, as the system's own request: a second one is a conflict.
    const auto = await automaticRefund(loan.loanId);
    const shown = await t.call('GET', `${B}/approvals/${auto.id}`, { token: tokens.checker });
    expect(shown.body.data).toMatchObject({
      kind: 'payment.refund',
      status: 'pending',
      maker: { name: 'Sistema (automático)' },
      payload: { loanId: loan.loanId, amountCentavos: 250_00 },
    });
    expect(shown.body.data.reason).toContain('$250.00');
    const twice = await t.call('POST', `${B}/loans/${loan.loanId}/refund-requests`, {
      token: tokens.maker,
      body: { amountCentavos: 250_00, reason: 'Paid twice' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'conflict']);
    const approved = await t.call('PUT', `${B}/approvals/${auto.id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      result: { refundedCentavos: 250_00, payoutStatus: 'sent' },
    });
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
    const none = await t.call('POST', `${B}/loans/${loan.loanId}/refund-requests`, {
      token: tokens.maker,
      body: { amountCentavos: 1_00, reason: 'Paid twice' },
    });
    expect([none.status, none.body.code]).toEqual([409, 'nothing_to_refund']);
  });

  it('pays an approved refund out through the payout port once, its status on the payments data and in the audit', async () => {
    const loan = await activeLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await useCases.client.paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 123_45);
    await signIn();
    const made = { body: { data: await automaticRefund(loan.loanId) } };
    const approved = await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect(approved.status).toBe(200);
    const payoutId = approved.body.data.result.refundPayoutId as number;
    const listed = await t.call('GET', `${B}/refunds`, { token: tokens.finance });
    expect(listed.status).toBe(200);
    const row = listed.body.data.find((r: { id: number }) => r.id === payoutId);
    expect(row).toMatchObject({
      approvalId: made.body.data.id,
      loanId: loan.loanId,
      clientId: loan.clientId,
      amountCentavos: 123_45,
      status: 'sent',
      completedAt: null,
    });
    expect(row.reference).toMatch(/^SPEI/);

    // The same approval processed again (a retry, two checkers at once) books and pays nothing more.
    const [request] = await t.core.db
      .select()
      .from(schema.approvalRequests)
      .where(eq(schema.approvalRequests.id, made.body.data.id));
    if (!request) throw new Error('no request');
    const second = await payApprovedRefund(t.core, request, users.checker.id);
    expect(second).toMatchObject({ refundPayoutId: payoutId, refundedCentavos: 123_45 });
    const payouts = await t.core.db
      .select()
      .from(schema.refundPayouts)
      .where(eq(schema.refundPayouts.loanId, loan.loanId));
    expect(payouts).toHaveLength(1);
    const refunds = await t.core.db
      .select()
      .from(schema.ledgerTransactions)
      .where(
        and(eq(schema.ledgerTransactions.loanId, loan.loanId), eq(schema.ledgerTransactions.kind, 'refund')),
      );
    expect(refunds).toHaveLength(1);

    // The provider confirms: completed on the loan page and the list, audited.
    expect((await confirmPendingRefunds(t.core)).completed).toBeGreaterThanOrEqual(1);
    const page = await t.call('GET', `${B}/loans/${loan.loanId}`, { token: tokens.maker });
    expect(page.body.data.refunds).toEqual([
      expect.objectContaining({ id: payoutId, status: 'completed', amountCentavos: 123_45 }),
    ]);
    const completed = await t.call('GET', `${B}/refunds?status=completed`, { token: tokens.finance });
    expect(completed.body.data.map((r: { id: number }) => r.id)).toContain(payoutId);
    expect(await auditActions('loan', loan.loanId)).toEqual(
      expect.arrayContaining(['loan.refund', 'refund.payout_completed']),
    );
    // A second confirmation run changes nothing.
    expect(await confirmPendingRefunds(t.core)).toMatchObject({ sent: 0, completed: 0 });
  });

  it('a refund the bank rejects is marked failed and its refund asked again by the platform', async () => {
    const loan = await activeLoan(t);
    // The sandbox rejects SPEI to a CLABE whose account number is all zeros.
    const clabe = '002010000000000003';
    await t.core.db
      .update(schema.clients)
      .set({ clabeEnc: t.core.pii.encrypt(clabe) })
      .where(eq(schema.clients.id, loan.clientId));
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await useCases.client.paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 80_00);
    await signIn();
    await t.call('PUT', `${B}/approvals/${(await automaticRefund(loan.loanId)).id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
    expect(await confirmPendingRefunds(t.core)).toMatchObject({ failed: 1 });
    const page = await t.call('GET', `${B}/loans/${loan.loanId}`, { token: tokens.maker });
    expect(page.body.data.refunds[0]).toMatchObject({ status: 'failed' });
    expect(page.body.data.refundableCentavos).toBe(80_00);
    expect(await auditActions('loan', loan.loanId)).toContain('refund.payout_failed');
    // The money came back: the platform asks for its refund again itself (ADR 382), and a second
    // person's request for the same money waits behind it.
    const again = await automaticRefund(loan.loanId);
    expect(again.payload).toMatchObject({ amountCentavos: 80_00 });
    const twice = await t.call('POST', `${B}/loans/${loan.loanId}/refund-requests`, {
      token: tokens.maker,
      body: { amountCentavos: 80_00, reason: 'The bank rejected the first transfer' },
    });
    expect(twice.status).toBe(409);
  });
});

describe('settings', () => {
  it('amount limits change when a second admin approves, at the version read; wrong limits are refused field by field', async () => {
    await signIn();
    const before = await t.call('GET', `${B}/settings`, { token: tokens.finance });
    expect(before.body.data.product.version).toBe(0);
    const path = `${B}/settings/amount-limit-requests`;
    const denied = await t.call('POST', path, {
      token: tokens.agent,
      body: { version: 0, amounts: { amountTo: 9_000_00 }, reason: 'Smaller loans' },
    });
    expect(denied.status).toBe(403);
    const maxBefore = before.body.data.product.effective.amounts.amountTo as number;
    // Issue 36: a minimum above the maximum is refused now, beside its field, before anyone approves.
    const upsideDown = await t.call('POST', path, {
      token: tokens.maker,
      body: { version: 0, amounts: { minMainLoan: maxBefore + 1_000_00 }, reason: 'Oops wrong value' },
    });
    expect([upsideDown.status, upsideDown.body.code]).toEqual([400, 'invalid_value']);
    expect(upsideDown.body.errors?.[0]?.propertyPath).toBe('children[amounts].children[minMainLoan].data');
    const made = await t.call('POST', path, {
      token: tokens.maker,
      body: { version: 0, amounts: { amountTo: maxBefore - 1_000_00 }, reason: 'Smaller loans' },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ kind: 'settings.amount_limits', status: 'pending' });
    // Nothing changes before a second admin approves; finance may not approve a settings change.
    const unchanged = await t.call('GET', `${B}/settings`, { token: tokens.maker });
    expect(unchanged.body.data.product.effective.amounts.amountTo).toBe(maxBefore);
    const financeTries = await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.finance,
      body: { version: 1 },
    });
    expect([financeTries.status, financeTries.body.code]).toEqual([403, 'forbidden']);
    const approved = await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect(approved.body.data.status).toBe('approved');
    const after = await t.call('GET', `${B}/settings`, { token: tokens.maker });
    expect(after.body.data.product).toMatchObject({ version: 1 });
    expect(after.body.data.product.effective.amounts.amountTo).toBe(maxBefore - 1_000_00);
    const stale = await t.call('POST', path, {
      token: tokens.checker,
      body: { version: 0, amounts: { amountTo: maxBefore }, reason: 'Back to normal' },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale_version']);
    const audit = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'settings.amount_limits'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(users.checker.id);
    expect(audit[0]?.after).toMatchObject({ amountTo: maxBefore - 1_000_00 });
  });

  it('enabled banks change when a second admin approves, and are audited', async () => {
    await signIn();
    const path = `${B}/settings/bank-requests`;
    const unknown = await t.call('POST', path, {
      token: tokens.maker,
      body: { version: 0, enabled: ['999'], reason: 'Unknown bank code' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'invalid_value']);
    const made = await t.call('POST', path, {
      token: tokens.maker,
      body: { version: 0, enabled: ['002', '012'], reason: 'Only two banks for now' },
    });
    expect(made.status).toBe(201);
    const approved = await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect(approved.body.data.result).toMatchObject({ added: [], removed: expect.any(Array) });
    const res = await t.call('GET', `${B}/settings`, { token: tokens.maker });
    expect(res.body.data.banks).toMatchObject({ version: 1, enabled: ['002', '012'] });
    expect(await auditActions('settings', 'banks_enabled')).toContain('settings.banks');
  });

  it('a pricing change waits for a second admin', async () => {
    await signIn();
    const before = (await t.call('GET', `${B}/settings`, { token: tokens.maker })).body.data.product;
    const made = await t.call('POST', `${B}/settings/pricing-requests`, {
      token: tokens.maker,
      // A cut registered with CONDUSEF (RECO) more than 2 days ago applies when approved (issue 50).
      body: {
        pricing: { dailyInterestBps: { first: 90 } },
        registrations: { interestFirst: { folio: 'RECO-TEST-1', registeredOn: '2026-01-02' } },
        reason: 'New pricing',
      },
    });
    expect(made.status).toBe(201);
    const unchanged = (await t.call('GET', `${B}/settings`, { token: tokens.maker })).body.data.product;
    expect(unchanged.effective.dailyInterestBps).toEqual(before.effective.dailyInterestBps);
    const self = await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.maker,
      body: { version: 1 },
    });
    expect(self.body.code).toBe('maker_cannot_approve');
    await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    const after = (await t.call('GET', `${B}/settings`, { token: tokens.maker })).body.data.product;
    expect(after.effective.dailyInterestBps.first).toBe(90);
    expect(after.version).toBe(before.version + 1);
    expect(await auditActions('settings', 'product')).toContain('settings.pricing');
  });

  it('a fee, discount and extension-price change waits for a second admin, then prices offers at once', async () => {
    await signIn();
    const config = (await t.call('GET', '/web/public/config/calculator')).body.data;
    const option = config.payDates.biweekly[0];
    const url = `/web/public/arithmetic/offer/stl/first/3000/biweekly/${option.value}`;
    const offerBefore = (await t.call('GET', url)).body.data;
    const version = (await t.call('GET', `${B}/settings`, { token: tokens.maker })).body.data.product.version;
    const pricing = {
      fees: { serviceFee: { kind: 'percent', bps: 1_000 }, processingFee: { kind: 'fixed', amount: 50_00 } },
      firstLoanDiscount: { serviceFeePercent: 10 },
      extensions: [{ type: 'cheap', days: 7, bps: 600 }],
    };
    // Every fee it moves carries its RECO folio, registered over 30 days ago (issue 50).
    const RECO = Object.fromEntries(
      ['serviceFee', 'processingFee', 'extensionCheap', 'extensionExpensive'].map((fee) => [
        fee,
        { folio: `RECO-TEST-${fee}`, registeredOn: '2026-01-02' },
      ]),
    );
    const unregistered = await t.call('POST', `${B}/settings/pricing-requests`, {
      token: tokens.maker,
      body: { pricing, reason: 'New fees' },
    });
    expect(unregistered.status).toBe(422);
    expect(unregistered.body.code).toBe('fee_not_registered');
    const invalid = await t.call('POST', `${B}/settings/pricing-requests`, {
      token: tokens.maker,
      body: { pricing: { firstLoanDiscount: { interestPercent: 150 } }, reason: 'New fees' },
    });
    expect(invalid.status).toBe(400);
    const made = await t.call('POST', `${B}/settings/pricing-requests`, {
      token: tokens.maker,
      body: { pricing, registrations: RECO, reason: 'New fees' },
    });
    expect(made.status).toBe(201);
    // Nothing changes before the second admin approves.
    expect((await t.call('GET', url)).body.data).toEqual(offerBefore);
    const approved = await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.checker,
      body: { version: 1 },
    });
    expect(approved.body.data.status).toBe('approved');
    const settings = (await t.call('GET', `${B}/settings`, { token: tokens.maker })).body.data.product;
    expect(settings.version).toBe(version + 1);
    expect(settings.effective.fees.serviceFee).toEqual({ kind: 'percent', bps: 1_000 });
    expect(settings.effective.fees.processingFee).toEqual({ kind: 'fixed', amount: 50_00 });
    // Fees not in the request keep their values; the interest change of the earlier test stays.
    expect(settings.effective.fees.withdrawalFee).toEqual({ kind: 'fixed', amount: 0 });
    expect(settings.effective.dailyInterestBps.first).toBe(90);
    expect(settings.effective.firstLoanDiscount.serviceFeePercent).toBe(10);
    expect(settings.effective.extensions).toEqual([{ type: 'cheap', days: 7, bps: 600 }]);
    // The public offer reads the configuration cache, which reloads at once (no waiting a second).
    const offerAfter = (await t.call('GET', url)).body.data;
    // 10 % of 3,000 pesos (300) less the 10 % first-loan discount (270), with IVA 16 %.
    expect(offerAfter.serviceFee.amount).toBe(313.2);
    expect(offerAfter.serviceFee_without_discount.amount).toBe(348);
    expect(offerAfter.extensions).toHaveLength(1);
    expect(offerAfter.total.amount).not.toBe(offerBefore.total.amount);
    const [audited] = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'settings.pricing'))
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(audited?.after).toMatchObject({ fees: pricing.fees });
  });

  it('pay cycles enabled apply at once: the calculator offers only them and the offer refuses the others', async () => {
    await signIn();
    const { version } = (await t.call('GET', `${B}/settings`, { token: tokens.maker })).body.data.product;
    const body = { version, payCycles: ['biweekly', 'monthly'], reason: 'No weekly loans' };
    const denied = await t.call('PUT', `${B}/settings/pay-cycles`, { token: tokens.agent, body });
    expect(denied.status).toBe(403);
    const empty = await t.call('PUT', `${B}/settings/pay-cycles`, {
      token: tokens.maker,
      body: { ...body, payCycles: [] },
    });
    expect(empty.status).toBe(400);
    const weekly = (await t.call('GET', '/web/public/config/calculator')).body.data.payDates.weekly[0];
    expect(weekly).toBeDefined();
    const changed = await t.call('PUT', `${B}/settings/pay-cycles`, { token: tokens.maker, body });
    expect(changed.status).toBe(200);
    expect(changed.body.data.product).toMatchObject({
      version: version + 1,
      payCycles: ['biweekly', 'monthly'],
    });
    const stale = await t.call('PUT', `${B}/settings/pay-cycles`, { token: tokens.checker, body });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale_version']);
    const config = (await t.call('GET', '/web/public/config/calculator')).body.data;
    expect(config.payCycles).toEqual(['biweekly', 'monthly']);
    expect(config.payDates.weekly).toEqual([]);
    expect(config.payDates.semi_monthly).toEqual([]);
    expect(config.payDates.monthly.length).toBeGreaterThan(0);
    const refused = await t.call('GET', `/web/public/arithmetic/offer/stl/first/3000/weekly/${weekly.value}`);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('payCycle');
    const [audited] = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'settings.pay_cycles'));
    expect(audited).toMatchObject({
      before: { payCycles: ['weekly', 'biweekly', 'semi_monthly', 'monthly'] },
      after: { payCycles: ['biweekly', 'monthly'] },
      reason: 'No weekly loans',
    });
  });
});
