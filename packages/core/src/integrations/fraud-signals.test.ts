import type { Executor } from '@lender/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { ProviderError } from '../providers/provider-error';
import { insertApplicationRow, insertClientRow } from '../seed/lending-rows';
import { evaluateFraudSignals, fraudSignalsFor, recordFraudSignals } from './fraud-signals';

let t: TestCore;
let clientId: number;
beforeAll(async () => {
  t = await createTestCore();
  clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone: '+525500000001',
    email: 'fraude@example.com',
    passwordHash: 'x',
  });
});
afterAll(() => t.close());

/** A completed application of 1,000 pesos of `client` (as the applications service leaves it). */
const application = (db: Executor = t.core.db, client: number = clientId) =>
  insertApplicationRow(db, {
    clientId: client,
    status: 4,
    amount: 100_000,
    termDays: 15,
    salaryCycle: 'biweekly',
    payDates: '2026-03-17',
    pricedOn: '2026-03-02',
  });

describe('recordFraudSignals / fraudSignalsFor', () => {
  it('stores the signals inside the caller’s transaction and reads them back for the decision engine', async () => {
    const id = await application();
    await t.core.db.transaction(async (tx) => {
      await recordFraudSignals(tx, id, {
        clientId,
        iovationBlackbox: 'sandbox-review-0400abc',
        juicySessionId: 'sandbox-allow-js1',
        helloSoda: { reference: 'hs_1', score: 80, decision: 'pass' },
      });
    });
    expect(await fraudSignalsFor(t.core.db, id)).toEqual({
      applicationId: id,
      hasIovationBlackbox: true,
      juicySessionId: 'sandbox-allow-js1',
      helloSoda: { reference: 'hs_1', score: 80, decision: 'pass' },
      iovation: null,
      juicyScore: null,
      evaluatedAt: null,
      worstVerdict: 'allow',
    });
    const evaluated = await evaluateFraudSignals(t.core, id);
    expect(evaluated.iovation?.verdict).toBe('review');
    expect(evaluated.juicyScore).toEqual({ verdict: 'allow', score: 800 });
    expect(evaluated.worstVerdict).toBe('review');
    expect(evaluated.evaluatedAt).toEqual(t.clock.now());
    // Idempotent: a second evaluation returns the stored assessment.
    expect(await evaluateFraudSignals(t.core, id)).toEqual(evaluated);
  });

  it('keeps the first signals when recorded twice, and rolls back with the transaction', async () => {
    const id = await application();
    await recordFraudSignals(t.core.db, id, { clientId, juicySessionId: 'first' });
    await recordFraudSignals(t.core.db, id, { clientId, juicySessionId: 'second' });
    expect((await fraudSignalsFor(t.core.db, id))?.juicySessionId).toBe('first');
    const other = await application();
    await expect(
      t.core.db.transaction(async (tx) => {
        await recordFraudSignals(tx, other, { clientId, iovationBlackbox: 'bb' });
        throw new Error('application creation failed');
      }),
    ).rejects.toThrow('application creation failed');
    expect(await fraudSignalsFor(t.core.db, other)).toBeNull();
  });

  it('answers null / not_found for an application without signals; no signals means no verdict', async () => {
    expect(await fraudSignalsFor(t.core.db, 987_654)).toBeNull();
    await expect(evaluateFraudSignals(t.core, 987_654)).rejects.toMatchObject({
      code: 'not_found',
    });
    const id = await application();
    await recordFraudSignals(t.core.db, id, { clientId });
    const view = await evaluateFraudSignals(t.core, id);
    expect(view).toMatchObject({
      hasIovationBlackbox: false,
      iovation: null,
      juicyScore: null,
      worstVerdict: null,
    });
  });

  it('never logs the blackbox', () => {
    expect(JSON.stringify(t.logger.lines)).not.toContain('sandbox-review-0400abc');
  });
});

describe('a failing fraud provider', () => {
  it('answers provider_failed and stores no verdict, so a retry asks again', async () => {
    const failing = await createTestCore({
      providers: {
        iovation: {
          name: 'failing-iovation',
          check: async () => {
            throw new ProviderError('failing-iovation', 'timeout');
          },
        },
      },
    });
    try {
      const client = await insertClientRow(failing.core.db, failing.core.pii, {
        phone: '+525500000002',
        email: 'otra@example.com',
        firstName: 'Eva',
        lastName: 'Ruiz',
        passwordHash: 'x',
      });
      const id = await application(failing.core.db, client);
      await recordFraudSignals(failing.core.db, id, {
        clientId: client,
        iovationBlackbox: 'bb',
      });
      await expect(evaluateFraudSignals(failing.core, id)).rejects.toMatchObject({
        code: 'provider_failed',
      });
      expect((await fraudSignalsFor(failing.core.db, id))?.evaluatedAt).toBeNull();
    } finally {
      await failing.close();
    }
  });
});
