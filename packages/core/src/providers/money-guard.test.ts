import { eq } from '@lender/db/orm';
import { loans, payouts, sandboxClients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLoanWithInvoice } from '../../testing/jobs-fixtures';
import { createTestCore, TEST_SECRETS, type TestCore } from '../../testing/test-core';
import { createCore } from '../core';
import { confirmPendingPayouts } from '../loans/loan-payouts';
import { memoryLogger } from '../logger';
import { sandboxDecision } from '../sandbox/sandbox-decision';
import { sandboxDirectDebit } from './direct-debit/sandbox';
import {
  assertSandboxProviders,
  FakeMoneyRefusedError,
  guardDirectDebit,
  guardPayments,
  guardPayouts,
  SandboxWithRealProviderError,
} from './money-guard';
import type { PaymentProvider } from './payments/port';
import { sandboxPayments } from './payments/sandbox';
import type { PayoutProvider, PayoutRequest } from './payouts/port';
import { sandboxPayouts } from './payouts/sandbox';

/** A "real" payout provider (not marked sandbox) that records what reached it. */
function realPayouts(sent: PayoutRequest[]): PayoutProvider {
  return {
    name: 'bank-spei',
    async send(request) {
      sent.push(request);
      return { reference: `REAL-${request.payoutId}`, details: {} };
    },
    async status() {
      return 'pending';
    },
  };
}

function realPayments(calls: string[]): PaymentProvider {
  return {
    name: 'openpay',
    async tokenizeCard() {
      calls.push('tokenize');
      return { token: 'tok', brand: 'visa' };
    },
    async charge() {
      calls.push('charge');
      return { accepted: true };
    },
    async createReference() {
      calls.push('reference');
      return { barcode: '1', clabe: null };
    },
  };
}

const cash = (fake: boolean): PayoutRequest => ({
  payoutId: 1,
  amount: 100,
  method: 'cash',
  brand: 'cebuana',
  beneficiary: 'Ana',
  fake,
});

describe('the guard at the provider boundary (ADR 209)', () => {
  it('a fake payout never reaches a real provider; a real one does', async () => {
    const sent: PayoutRequest[] = [];
    const logger = memoryLogger();
    const guarded = guardPayouts(realPayouts(sent), logger);
    await expect(guarded.send(cash(true))).rejects.toBeInstanceOf(FakeMoneyRefusedError);
    expect(sent).toEqual([]);
    expect(logger.lines.some((e) => e.message.includes('fake money refused'))).toBe(true);
    await guarded.send(cash(false));
    expect(sent).toHaveLength(1);
  });

  it('a fake charge or payment reference never reaches a real provider', async () => {
    const calls: string[] = [];
    const guarded = guardPayments(realPayments(calls), memoryLogger());
    await expect(guarded.charge({ token: 't', amount: 1, reference: 'r', fake: true })).rejects.toThrow(
      FakeMoneyRefusedError,
    );
    await expect(
      guarded.createReference({ channel: 'cash', amount: 1, reference: 'r', sequence: 1, fake: true }),
    ).rejects.toThrow(FakeMoneyRefusedError);
    expect(calls).toEqual([]);
    await guarded.charge({ token: 't', amount: 1, reference: 'r', fake: false });
    await guarded.createReference({ channel: 'cash', amount: 1, reference: 'r', sequence: 1, fake: false });
    expect(calls).toEqual(['charge', 'reference']);
  });

  it('the offline sandbox adapters are left as they are (fake journeys still complete there)', () => {
    const payoutsAdapter = sandboxPayouts();
    const paymentsAdapter = sandboxPayments();
    expect(guardPayouts(payoutsAdapter, memoryLogger())).toBe(payoutsAdapter);
    expect(guardPayments(paymentsAdapter, memoryLogger())).toBe(paymentsAdapter);
  });
});

describe('sandbox mode never runs beside a real provider', () => {
  it('assertSandboxProviders names each real one', () => {
    const sms = { name: 'twilio', send: async () => {} };
    const directDebit = sandboxDirectDebit();
    expect(() =>
      assertSandboxProviders(true, {
        payouts: realPayouts([]),
        payments: sandboxPayments(),
        directDebit,
        sms,
      }),
    ).toThrow(/payouts: bank-spei.*sms: twilio/);
    expect(() =>
      assertSandboxProviders(false, {
        payouts: realPayouts([]),
        payments: sandboxPayments(),
        directDebit,
        sms,
      }),
    ).not.toThrow();
    // A real clearing house is a real provider too: a forced approval must never debit an account.
    const clearingHouse = {
      name: 'cecoban',
      debit: async () => ({
        requestId: 'X',
        outcome: 'accepted' as const,
        reasonCode: null,
        settlementDate: null,
      }),
    };
    expect(() =>
      assertSandboxProviders(true, {
        payouts: sandboxPayouts(),
        payments: sandboxPayments(),
        directDebit: clearingHouse,
        sms: { ...sms, sandbox: true },
      }),
    ).toThrow(/directDebit: cecoban/);
  });

  it('a fake debit never reaches a real clearing house; the sandbox adapter is left as it is', async () => {
    const sent: unknown[] = [];
    const clearingHouse = {
      name: 'cecoban',
      debit: async (request: unknown) => {
        sent.push(request);
        return { requestId: 'X', outcome: 'accepted' as const, reasonCode: null, settlementDate: null };
      },
    };
    const guarded = guardDirectDebit(clearingHouse, memoryLogger());
    const request = {
      reference: 'D-1',
      method: 'clabe' as const,
      account: '646180157000000004',
      amount: 10_000,
      chargeOn: '2026-12-15',
      fake: true,
    };
    await expect(guarded.debit(request)).rejects.toBeInstanceOf(FakeMoneyRefusedError);
    expect(sent).toEqual([]);
    await guarded.debit({ ...request, fake: false });
    expect(sent).toHaveLength(1);
    const adapter = sandboxDirectDebit();
    expect(guardDirectDebit(adapter, memoryLogger())).toBe(adapter);
  });

  it('createCore refuses sandbox mode with a real payout provider', async () => {
    const t = await createTestCore();
    try {
      expect(() =>
        createCore({
          db: t.core.db,
          secrets: TEST_SECRETS,
          environment: 'test',
          lending: { payouts: realPayouts([]) },
        }),
      ).toThrow(SandboxWithRealProviderError);
      expect(() =>
        createCore({
          db: t.core.db,
          secrets: TEST_SECRETS,
          environment: 'test',
          sandbox: { enabled: false },
          lending: { payouts: realPayouts([]) },
        }),
      ).not.toThrow();
    } finally {
      await t.close();
    }
  });
});

describe('sandbox mode off (production)', () => {
  let t: TestCore;
  const sent: PayoutRequest[] = [];
  beforeAll(async () => {
    t = await createTestCore({ environment: 'production', lending: { payouts: realPayouts(sent) } });
  });
  afterAll(() => t.close());

  it('is off by default in production, and nothing can start it', async () => {
    expect(t.core.sandbox.enabled).toBe(false);
    const { clientId } = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-20' });
    await expect(t.core.sandbox.start(clientId, { kind: 'qa_cookie' })).rejects.toMatchObject({
      code: 'sandbox_not_allowed',
    });
    await expect(t.core.sandbox.start(clientId, { kind: 'admin', userId: 1 })).rejects.toMatchObject({
      code: 'sandbox_not_allowed',
    });
  });

  it('a sandbox row left in the database forces nothing and moves no clock', async () => {
    const { clientId } = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-20' });
    await t.core.db.insert(sandboxClients).values({
      clientId,
      startedBy: 'qa_cookie',
      forcedDecision: 3,
      forcedStep: 'loan_page',
      clockOffsetDays: 30,
      startedAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    expect(await t.core.sandbox.find(clientId)).toBeNull();
    expect((await t.core.sandbox.clockFor(clientId)).now().getTime()).toBe(t.clock.now().getTime());
    await expect(sandboxDecision(t.core, { actorId: clientId, body: { status: 3 } })).rejects.toMatchObject({
      code: 'sandbox_not_allowed',
    });
  });

  it('a fake loan’s payout stays pending and never reaches the real provider; a real one is sent', async () => {
    const fake = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-20', loanStatus: 1 });
    const real = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-20', loanStatus: 1 });
    await t.core.db.update(loans).set({ fake: true }).where(eq(loans.id, fake.loanId));
    for (const loanId of [fake.loanId, real.loanId]) {
      await t.core.db
        .insert(payouts)
        .values({ loanId, method: 'cash', brand: 'cebuana', amount: 1_000_00, status: 'pending' });
    }
    await confirmPendingPayouts(t.core);
    expect(sent.map((request) => request.fake)).toEqual([false]);
    const [fakePayout] = await t.core.db.select().from(payouts).where(eq(payouts.loanId, fake.loanId));
    expect(fakePayout?.status).toBe('pending');
    expect(fakePayout?.reference).toBeNull();
  });
});
