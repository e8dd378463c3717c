import { randomUUID } from 'node:crypto';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { confirmPendingCharges, simulateReferencePayment } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKey } from '../../test/borrower';
import { acceptedClient, activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = (cardNumber: string) => ({
  cardNumber,
  holderName: 'Ana López',
  expiryMonth: 12,
  expiryYear: 2030,
});

describe('direct debit', () => {
  it('stores the consent', async () => {
    const { token } = await acceptedClient(t);
    const res = await t.call('POST', `${C}/direct-debit/consent`, {
      token,
      body: { accepted: true, paymentType: 'clabe' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ paymentType: 'clabe', acceptedAt: expect.any(String) });
  });

  it.each(['4111111111111112', '411111111111111', '41111111111111111'])(
    'refuses %s: Disbursement number is not valid.',
    async (number) => {
      const { token } = await acceptedClient(t);
      const res = await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: card(number) });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe('Disbursement number is not valid.');
    },
  );

  it('a card belongs to one client: Card already registered to someone else!', async () => {
    const a = await acceptedClient(t);
    const b = await acceptedClient(t);
    expect(
      (
        await t.call('POST', `${C}/direct-debit/debit-credit-card`, {
          token: a.token,
          body: card('5555555555554444'),
        })
      ).status,
    ).toBe(200);
    const res = await t.call('POST', `${C}/direct-debit/debit-credit-card`, {
      token: b.token,
      body: card('5555555555554444'),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Card already registered to someone else!');
  });

  it('a declined card is a provider failure and records a failed payment', async () => {
    const { token } = await activeLoanClient(t);
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: card('4000000000000002') });
    const res = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'repayment' },
    });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('provider_failed');
  });

  it('an early partial card charge of a given amount', async () => {
    const { token, offer } = await activeLoanClient(t);
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: card('4242424242424242') });
    const res = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'repayment', amount: { amount: 500, currency: 'MXN' } },
    });
    expect(res.body.data).toMatchObject({ status: 'pending', amount: { amount: 500 } });
    await confirmPendingCharges(t.core);
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    expect(Math.round(loan.body.data.outstanding.amount * 100)).toBe(offer.total - 500_00);
  });

  it('parallel charges with one Idempotency-Key make one payment and no 5xx', async () => {
    const { token, loanId } = await activeLoanClient(t);
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: card('4012888888881881') });
    const headers = { 'idempotency-key': 'charge-race-0001' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', `${C}/direct-debit/charge-rollover`, { token, headers, body: { kind: 'repayment' } }),
      ),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    const rows = await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId));
    expect(rows).toHaveLength(1);
  });

  it('gives a store barcode for the full balance: the early payoff before the due date', async () => {
    const { token } = await activeLoanClient(t);
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    const res = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: {},
      ...withKey(randomUUID()),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      channel: 'cash',
      clabe: null,
      barcode: expect.stringMatching(/^\d+$/),
    });
    expect(res.body.data.amount.amount).toBe(loan.body.data.earlyPayoff.amount);
  });

  it('an early full payoff pays the offer total less exactly the rebate and closes the loan', async () => {
    const { token, offer, loanId } = await activeLoanClient(t);
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    const payoff = Math.round(loan.body.data.earlyPayoff.amount * 100);
    expect(payoff).toBeLessThan(offer.total);
    const ref = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: {},
      ...withKey(randomUUID()),
    });
    await simulateReferencePayment(t.core, ref.body.data.reference);
    const [closed] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(closed?.status).toBe(LOAN_STATUS.paid);
    const paid = (await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId)))
      .filter((p) => p.status === 'completed')
      .reduce((sum, p) => sum + (p.paidAmount ?? 0), 0);
    const rebate = (
      await t.core.db
        .select()
        .from(schema.ledgerEntries)
        .innerJoin(
          schema.ledgerTransactions,
          eq(schema.ledgerTransactions.id, schema.ledgerEntries.transactionId),
        )
        .where(eq(schema.ledgerTransactions.loanId, loanId))
    )
      .filter((r) => r.ledger_transactions.kind === 'early_payoff_rebate' && r.ledger_entries.amount > 0)
      .reduce((sum, r) => sum + r.ledger_entries.amount, 0);
    expect(rebate).toBeGreaterThan(0);
    expect(paid).toBe(payoff);
    expect(offer.total - paid).toBe(rebate);
  });

  it('a partial amount with centavos reaches core in centavos; more than two decimals changes nothing', async () => {
    const { token, loanId } = await activeLoanClient(t);
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: card('4242424242424242') });
    const barcode = (amount: number) =>
      t.call('POST', `${C}/openPay/getBarcode`, {
        token,
        ...withKey(randomUUID()),
        body: { kind: 'repayment', channel: 'cash', amount: { amount, currency: 'MXN' } },
      });
    const part = await barcode(321.45);
    expect(part.status).toBe(200);
    expect(part.body.data.amount).toEqual({ amount: 321.45, currency: 'MXN' });
    const [stored] = await t.core.db
      .select()
      .from(schema.paymentReferences)
      .where(eq(schema.paymentReferences.loanId, loanId));
    expect(stored?.amount).toBe(32_145);
    for (const refused of [
      await barcode(100.555),
      await t.call('POST', `${C}/direct-debit/charge-rollover`, {
        token,
        ...withKey(randomUUID()),
        body: { kind: 'repayment', amount: { amount: 0.001, currency: 'MXN' } },
      }),
    ]) {
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('validation_failed');
      expect(refused.body.errors?.[0]).toMatchObject({
        propertyPath: 'children[amount].children[amount].data',
        code: 'invalid_value',
      });
    }
    expect(
      await t.core.db
        .select()
        .from(schema.paymentReferences)
        .where(eq(schema.paymentReferences.loanId, loanId)),
    ).toHaveLength(1);
    expect(await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId))).toEqual(
      [],
    );
  });
});
