import {
  confirmPendingCharges,
  loanBalances,
  outstandingOf,
  signCallback,
  unbalancedTransactions,
} from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBody, C, onboardBorrower, withKey } from '../test/borrower';
import { acceptedClient, activeLoanClient, agreementCode } from '../test/lending-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Races of issue 5 ("Idempotency and concurrency"): exactly one effect and no 5xx. In-process
// requests on PGlite run one statement at a time; with TEST_DATABASE_URL they run on a pool of
// PostgreSQL connections and really interleave.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let borrowers = 0;
const borrower = () => onboardBorrower(t, ++borrowers);

const PARALLEL_SUBMITS = 100;

async function applicationsOf(clientId: number) {
  return t.core.db.select().from(schema.applications).where(eq(schema.applications.clientId, clientId));
}

describe('100 parallel identical application submits', () => {
  it('with one Idempotency-Key: one application, every answer is it or "in progress", no 5xx', async () => {
    const { token, clientId } = await borrower();
    const body = applicationBody(t, 2_000);
    const results = await Promise.all(
      Array.from({ length: PARALLEL_SUBMITS }, () =>
        t.call('POST', `${C}/application`, { token, body, ...withKey('submit-once') }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    const waiting = results.filter((r) => r.status === 409);
    expect(created.length + waiting.length).toBe(PARALLEL_SUBMITS);
    for (const r of waiting) expect(r.body.code).toBe('idempotency_key_in_progress');
    const rows = await applicationsOf(clientId);
    expect(rows).toHaveLength(1);
    expect(new Set(created.map((r) => r.body.data.id))).toEqual(new Set([rows[0]?.id]));
    // A retry after the race replays the one application.
    const retry = await t.call('POST', `${C}/application`, { token, body, ...withKey('submit-once') });
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(rows[0]?.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('with a different key each: one application, the others application_already_active, no 5xx', async () => {
    const { token, clientId } = await borrower();
    const body = applicationBody(t, 2_000);
    const results = await Promise.all(
      Array.from({ length: PARALLEL_SUBMITS }, (_, i) =>
        t.call('POST', `${C}/application`, { token, body, ...withKey(`submit-${i}`) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(PARALLEL_SUBMITS - 1);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('application_already_active');
    }
    expect(await applicationsOf(clientId)).toHaveLength(1);
  });

  it('without keys: still one application (the database enforces it), no 5xx', async () => {
    const { token, clientId } = await borrower();
    const body = applicationBody(t, 2_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', `${C}/application`, { token, body })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(await applicationsOf(clientId)).toHaveLength(1);
  });
});

async function loansOf(clientId: number) {
  return t.core.db.select().from(schema.loans).where(eq(schema.loans.clientId, clientId));
}

describe('two signings of the same application', () => {
  it.each([
    ['with one Idempotency-Key', (_i: number) => 'sign-once'],
    ['with a key each', (i: number) => `sign-${i}`],
  ])('%s: one loan, one payout, no 5xx', async (_name, keyOf) => {
    const { token, clientId, applicationId } = await acceptedClient(t);
    const smsCode = await agreementCode(t, token, clientId, applicationId);
    const results = await Promise.all(
      [0, 1].map((i) =>
        t.call('POST', `${C}/application/agreement/${applicationId}`, {
          token,
          body: { smsCode },
          ...withKey(keyOf(i)),
        }),
      ),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    const signed = results.filter((r) => r.status === 200);
    expect(signed.length).toBeGreaterThanOrEqual(1);
    const loans = await loansOf(clientId);
    expect(loans).toHaveLength(1);
    for (const r of signed) expect(r.body.data.loanId).toBe(loans[0]?.id);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(['idempotency_key_in_progress', 'invalid_transition', 'code_invalid']).toContain(r.body.code);
    }
    const payouts = await t.core.db
      .select()
      .from(schema.payouts)
      .where(eq(schema.payouts.loanId, loans[0]?.id as number));
    expect(payouts).toHaveLength(1);
  });
});

const card = { cardNumber: '4242424242424242', holderName: 'Ana López', expiryMonth: 12, expiryYear: 2030 };

describe('two payments of the same invoice', () => {
  it('with one Idempotency-Key: one payment, the balance falls once, no 5xx', async () => {
    const { token, loanId, offer } = await activeLoanClient(t);
    expect((await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: card })).status).toBe(
      200,
    );
    const body = { kind: 'repayment', amount: { amount: 500, currency: 'MXN' } };
    const results = await Promise.all(
      [0, 1].map(() =>
        t.call('POST', `${C}/direct-debit/charge-rollover`, { token, body, ...withKey('pay-once') }),
      ),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    const paid = results.filter((r) => r.status === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r.body.code).toBe('idempotency_key_in_progress');
    await confirmPendingCharges(t.core);
    const rows = await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId));
    expect(rows).toHaveLength(1);
    expect(outstandingOf(await loanBalances(t.core.db, loanId))).toBe(offer.total - 500_00);
  });

  it('two provider callbacks with the same provider payment id: one effect, the second is a duplicate', async () => {
    const { token, loanId, offer } = await activeLoanClient(t);
    const reference = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: { kind: 'repayment', channel: 'cash', amount: { amount: 700, currency: 'MXN' } },
      ...withKey('barcode-1'),
    });
    expect(reference.status).toBe(200);
    const callback = (occurredAt: string) =>
      JSON.stringify({
        eventId: 'openpay-evt-0001',
        reference: reference.body.data.reference,
        amount: { amount: 700, currency: 'MXN' },
        status: 'completed',
        occurredAt,
      });
    // Two deliveries of one provider payment, not byte-identical (a provider retry re-stamps it).
    const bodies = [callback('2026-03-02T18:05:00.000Z'), callback('2026-03-02T18:05:07.000Z')];
    const results = await Promise.all(
      bodies.map((raw) =>
        t.app.request('/payment-provider/callback', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-payment-signature': signCallback(t.core, raw),
          },
          body: raw,
        }),
      ),
    );
    const answers = await Promise.all(
      results.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as { data: { duplicate: boolean } },
      })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.duplicate).sort()).toEqual([false, true]);
    const rows = await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    expect(outstandingOf(await loanBalances(t.core.db, loanId))).toBe(offer.total - 700_00);
    expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  });
});

// Issue 10 point 2: money-moving calls. The key is required on them (ADR 218); a submit with a new key
// each time (what a caller without idempotency sends) still cannot make two money movements: the
// loan row lock serialises them and the second finds the first pending charge or live reference.
const RACE_CARDS = ['4111111111111111', '5105105105105100', '4000056655665556', '5555555555554444'];
let raceCard = 0;
const NEXT_CARD = () => RACE_CARDS[raceCard++ % RACE_CARDS.length] as string;
const cardOf = (cardNumber: string) => ({ ...card, cardNumber });

describe('100 parallel money-moving submits, each with its own key', () => {
  const PARALLEL = 100;

  it('without an Idempotency-Key a charge or a reference is refused with a code and nothing is recorded', async () => {
    const { token, loanId } = await activeLoanClient(t);
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: cardOf(NEXT_CARD()) });
    const charge = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      body: { kind: 'repayment' },
    });
    expect(charge.status).toBe(400);
    expect(charge.body.code).toBe('idempotency_key_required');
    const barcode = await t.call('POST', `${C}/openPay/getBarcode`, { token, body: {} });
    expect(barcode.status).toBe(400);
    expect(barcode.body.code).toBe('idempotency_key_required');
    expect(await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId))).toEqual(
      [],
    );
  });

  it('card charges of the full payoff: the card is charged once, for exactly what closes the loan', async () => {
    const { token, loanId } = await activeLoanClient(t);
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: cardOf(NEXT_CARD()) });
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    const payoff = Math.round(loan.body.data.earlyPayoff.amount * 100);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.call('POST', `${C}/direct-debit/charge-rollover`, {
          token,
          body: { kind: 'repayment' },
          ...withKey(`full-payoff-${i}`),
        }),
      ),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    for (const r of results) expect(r.status).toBe(200);
    const rows = await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(payoff);
    expect(new Set(results.map((r) => r.body.data.id))).toEqual(new Set([rows[0]?.id]));
    // A further charge finds nothing left to take.
    const more = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      body: { kind: 'repayment', amount: { amount: 1, currency: 'MXN' } },
      ...withKey('one-more-peso'),
    });
    expect(more.status).toBe(409);
    expect(more.body.code).toBe('payment_exceeds_balance');
    await confirmPendingCharges(t.core);
    const balances = await loanBalances(t.core.db, loanId);
    expect(outstandingOf(balances)).toBe(0);
    expect(balances.overpayment_suspense ?? 0).toBe(0);
    const [closed] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(closed?.status).toBe(5);
  });

  it('partial card charges of different amounts never add up to more than is owed', async () => {
    const { token, loanId } = await activeLoanClient(t);
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: cardOf(NEXT_CARD()) });
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    const payoff = Math.round(loan.body.data.earlyPayoff.amount * 100);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.call('POST', `${C}/direct-debit/charge-rollover`, {
          token,
          body: { kind: 'repayment', amount: { amount: 100 + (i % 10) * 10, currency: 'MXN' } },
          ...withKey(`partial-${i}`),
        }),
      ),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r.body.code).toBe('payment_exceeds_balance');
    const rows = await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId));
    // At most one pending charge per amount, and together never more than closes the loan.
    expect(new Set(rows.map((r) => r.amount)).size).toBe(rows.length);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(payoff);
  });

  it('barcode requests: one payable reference', async () => {
    const { token, loanId } = await activeLoanClient(t);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.call('POST', `${C}/openPay/getBarcode`, { token, body: {}, ...withKey(`barcode-${i}`) }),
      ),
    );
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const rows = await t.core.db
      .select()
      .from(schema.paymentReferences)
      .where(eq(schema.paymentReferences.loanId, loanId));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.data.reference))).toEqual(new Set([rows[0]?.reference]));
    // A reference is not a payment (issue 47): nothing is recorded until the money arrives.
    expect(await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId))).toEqual(
      [],
    );
  });
});
