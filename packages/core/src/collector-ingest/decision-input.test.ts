// The collector's behaviour in the decision input (split from ingest.test.ts: one file per area).
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleChunk, sealChunkForTest } from '../../testing/collector';
import { createTestCore, type TestCore } from '../../testing/test-core';
import type { DecisionResult } from '../decision/engine';
import { linkClient } from './collector-session-link';
import { applyBehaviour, gatherBehaviour } from './decision-input';
import type { CollectorPartner } from './ingest';
import { generateCollectorKeys } from './keys';

const keys = generateCollectorKeys(2048).keys;
let t: TestCore;
let partner: CollectorPartner;
let seq = 0;
const ref = () => `reg-test-${String(++seq).padStart(6, '0')}`;

beforeAll(async () => {
  t = await createTestCore({ collector: { keys, datasetTtlHours: 24, retentionDays: 30 } });
  await t.core.collector.configurePartners([
    { name: 'borrower-site', authKey: 'site-key-0123456789abcdef' },
    { name: 'other-site', authKey: 'other-key-0123456789abcdef' },
  ]);
  const token = await t.core.collector.login('site-key-0123456789abcdef');
  partner = await t.core.collector.authenticate(token.access_token);
});
afterAll(() => t.close());

function upload(referenceNumber: string, chunk: unknown, isFinal = false) {
  return t.core.collector.upload(partner, {
    referenceNumber,
    data: sealChunkForTest(chunk, keys.publicKeyPem),
    isFinal,
    isEncrypted: true,
  });
}

describe('the decision input', () => {
  const accepted: DecisionResult = {
    outcome: APPLICATION_STATUS.accepted,
    offeredAmount: 200_000,
    reasons: [{ rule: 'affordability', code: 'decision.approve' }],
    ruleSet: 'v1',
  };
  const rejected: DecisionResult = {
    outcome: APPLICATION_STATUS.rejected,
    offeredAmount: null,
    reasons: [{ rule: 'income', code: 'decision.incomeTooLow' }],
    ruleSet: 'v1',
  };
  const review = {
    source: 'dataset' as const,
    referenceNumber: 'reg-x',
    signal: {
      flag: 'review' as const,
      reasons: [{ code: 'behaviour.identityPasted', params: { pastes: 2 } }],
    },
  };

  it('is off by default; when on it reads the latest dataset linked to the client', async () => {
    const [client] = await t.core.db
      .insert(clients)
      .values({
        emailEnc: t.core.pii.encrypt('behaviour@lender.test'),
        emailHash: t.core.pii.hash('email', 'behaviour@lender.test'),
        firstName: 'Ana',
        lastName: 'López',
        phoneEnc: t.core.pii.encrypt('+525500000001'),
        phoneHash: t.core.pii.hash('phone', '+525500000001'),
        passwordHash: 'x',
      })
      .returning({ id: clients.id });
    const clientId = client!.id;
    const now = t.clock.now();
    expect(await gatherBehaviour(t.core.db, clientId, { enabled: false, now })).toEqual({ source: 'off' });
    expect(await gatherBehaviour(t.core.db, clientId, { enabled: true, now })).toEqual({ source: 'absent' });

    // Two sessions on different devices: the second is linked after the first, so it is compared.
    const first = ref();
    await t.core.collector.verify(partner, first);
    await upload(first, sampleChunk({ referenceNumber: first, isFinal: true }), true);
    expect(await linkClient(t.core, clientId, first)).toBe('linked');
    t.clock.advance(60_000);
    const second = ref();
    await t.core.collector.verify(partner, second);
    const phone = { ...sampleChunk({ referenceNumber: second }).device!, platform: 'iPhone', touchPoints: 5 };
    await upload(second, sampleChunk({ referenceNumber: second, isFinal: true, device: phone }), true);
    expect((await t.core.collector.dataset(second))?.features?.deviceConsistency.status).toBe(
      'no_earlier_sessions',
    );
    expect(await linkClient(t.core, clientId, second)).toBe('linked');
    const view = await t.core.collector.dataset(second);
    expect(view?.clientId).toBe(clientId);
    expect(view?.features?.deviceConsistency).toEqual({
      status: 'changed',
      changed: ['touchPoints', 'platform'],
      comparedWith: 1,
    });
    expect(await t.core.collector.datasetsOfClient(clientId)).toEqual([second, first]);

    const input = await gatherBehaviour(t.core.db, clientId, { enabled: true, now: t.clock.now() });
    expect(input).toEqual({
      source: 'dataset',
      referenceNumber: second,
      signal: {
        flag: 'review',
        reasons: [{ code: 'behaviour.deviceChanged', params: { changed: 'touchPoints,platform' } }],
      },
    });
    // Linking is for one client only.
    expect(await linkClient(t.core, clientId + 1000, second)).toBe('other_client');
    expect(await linkClient(t.core, clientId, 'reg-unknown-0000')).toBe('not_found');
    t.clock.set('2026-03-02T18:00:00Z');
  });

  it('sends an offering outcome with a review signal to manual verification, with the reason', () => {
    const decided = applyBehaviour(accepted, review);
    expect(decided.outcome).toBe(APPLICATION_STATUS.manualVerification);
    expect(decided.offeredAmount).toBeNull();
    expect(decided.reasons.map((r) => r.code)).toEqual(['decision.approve', 'decision.behaviourReview']);
    expect(decided.reasons[1]?.params).toEqual({
      referenceNumber: 'reg-x',
      signals: 'behaviour.identityPasted',
    });
  });

  it('never rejects and is never the only reason of a rejection', () => {
    const decided = applyBehaviour(rejected, review);
    expect(decided.outcome).toBe(APPLICATION_STATUS.rejected);
    expect(decided.reasons[0]?.code).toBe('decision.incomeTooLow');
    expect(decided.reasons.map((r) => r.code)).toContain('decision.behaviourNoted');
    for (const outcome of Object.values(APPLICATION_STATUS)) {
      const result = applyBehaviour({ ...accepted, outcome: outcome as DecisionResult['outcome'] }, review);
      if (result.outcome === APPLICATION_STATUS.rejected) expect(outcome).toBe(APPLICATION_STATUS.rejected);
    }
  });

  it('changes nothing when off, absent or normal', () => {
    expect(applyBehaviour(accepted, { source: 'off' })).toBe(accepted);
    expect(applyBehaviour(accepted, { source: 'absent' })).toBe(accepted);
    expect(applyBehaviour(accepted, { ...review, signal: { flag: 'normal', reasons: [] } })).toBe(accepted);
  });
});
