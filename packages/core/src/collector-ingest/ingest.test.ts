import { eq } from '@lender/db/orm';
import { collectorChunks, collectorDatasets, collectorPartners } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleChunk, sealChunkForTest } from '../../testing/collector';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { CollectorIngestError, type CollectorPartner } from './ingest';
import { generateCollectorKeys, openSealedData } from './keys';

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

async function expectTitle(promise: Promise<unknown>, title: string, detail?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CollectorIngestError);
  expect((error as CollectorIngestError).title).toBe(title);
  if (detail) expect((error as Error).message).toContain(detail);
}

function upload(referenceNumber: string, chunk: unknown, isFinal = false) {
  return t.core.collector.upload(partner, {
    referenceNumber,
    data: sealChunkForTest(chunk, keys.publicKeyPem),
    isFinal,
    isEncrypted: true,
  });
}

describe('auth keys and tokens', () => {
  it('stores only an HMAC of the auth key', async () => {
    const rows = await t.core.db.select().from(collectorPartners);
    expect(rows.map((r) => r.name).sort()).toEqual(['borrower-site', 'other-site']);
    for (const row of rows) {
      expect(row.authKeyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.authKeyHash).not.toContain('site-key');
    }
  });

  it('logs in with a known key only; tokens expire; a refresh token works once', async () => {
    await expectTitle(t.core.collector.login('nope'), 'auth_key_invalid', 'AuthKey is invalid');
    const pair = await t.core.collector.login('site-key-0123456789abcdef');
    expect(pair).toMatchObject({ token_type: 'Bearer', issued: t.clock.now().toISOString() });
    expect(Date.parse(pair.expires) - Date.parse(pair.issued)).toBe(2 * 60 * 60 * 1000);
    expect((await t.core.collector.authenticate(pair.access_token)).name).toBe('borrower-site');

    const next = await t.core.collector.refresh(pair.refresh_token);
    expect(next.access_token).not.toBe(pair.access_token);
    await expectTitle(t.core.collector.refresh(pair.refresh_token), 'refresh_token_invalid');

    t.clock.advance(2 * 60 * 60 * 1000);
    await expectTitle(t.core.collector.authenticate(next.access_token), 'unauthorized');
    await expectTitle(t.core.collector.authenticate(undefined), 'unauthorized');
    t.clock.set('2026-03-02T18:00:00Z');
  });
});

describe('datasets', () => {
  it('verify opens a dataset, and again for the same partner (a reload continues it)', async () => {
    const r = ref();
    expect(await t.core.collector.verify(partner, r)).toEqual({
      referenceNumber: r,
      state: 'open',
      chunks: 0,
    });
    await upload(r, sampleChunk({ referenceNumber: r }));
    expect(await t.core.collector.verify(partner, r)).toEqual({
      referenceNumber: r,
      state: 'open',
      chunks: 1,
    });
  });

  it.each([
    ['too short', 'abc'],
    ['with a space', 'reg 0000000001'],
  ])('refuses a reference number %s: reference_number_invalid', async (_, bad) => {
    await expectTitle(t.core.collector.verify(partner, bad), 'reference_number_invalid');
  });

  it("refuses another partner's reference number: reference_number_not_unique", async () => {
    const r = ref();
    await t.core.collector.verify(partner, r);
    const other = await t.core.collector.authenticate(
      (await t.core.collector.login('other-key-0123456789abcdef')).access_token,
    );
    await expectTitle(t.core.collector.verify(other, r), 'reference_number_not_unique');
  });

  it('refuses suspended partners and partners without the web flow (action forbidden)', async () => {
    await expectTitle(
      t.core.collector.verify({ ...partner, status: 'suspended' }, ref()),
      'subscription_suspended',
    );
    await expectTitle(
      t.core.collector.upload(
        { ...partner, status: 'suspended' },
        { referenceNumber: ref(), data: 'x', isFinal: false, isEncrypted: true },
      ),
      'subscription_suspended',
    );
    await expectTitle(
      t.core.collector.verify({ ...partner, webFlow: false }, ref()),
      'standalone_flow_not_supported',
    );
  });

  it('a final chunk completes the dataset and computes its features; late chunks are refused', async () => {
    const r = ref();
    await t.core.collector.verify(partner, r);
    expect(await upload(r, sampleChunk({ referenceNumber: r }))).toEqual({
      referenceNumber: r,
      sequence: 0,
      state: 'open',
    });
    const last = sampleChunk({
      referenceNumber: r,
      sequence: 1,
      isFinal: true,
      device: undefined,
      events: [],
    });
    expect(await upload(r, last, true)).toMatchObject({ sequence: 1, state: 'complete' });

    const view = await t.core.collector.dataset(r);
    expect(view).toMatchObject({
      state: 'complete',
      chunkCount: 2,
      partner: 'borrower-site',
      rawPurged: false,
    });
    expect(view?.features).toMatchObject({
      chunks: 2,
      pasteCountIdentity: 1,
      typing: { identity: { keys: 4 } },
    });
    expect(view?.signal).toEqual({ flag: 'normal', reasons: [] });

    // The same final chunk again (a retry after a lost answer): the same answer, nothing doubled.
    const retry = await t.core.collector.upload(partner, {
      referenceNumber: r,
      data: sealChunkForTest(last, keys.publicKeyPem),
      isFinal: true,
      isEncrypted: true,
    });
    expect(retry).toMatchObject({ sequence: 1, state: 'complete' });
    expect((await t.core.collector.dataset(r))?.chunkCount).toBe(2);

    await expectTitle(
      upload(r, sampleChunk({ referenceNumber: r, sequence: 2 })),
      'dataset_in_complete_state',
    );
    await expectTitle(t.core.collector.verify(partner, r), 'dataset_in_complete_state');
  });

  it('a chunk number sent twice with other content is data_invalid', async () => {
    const r = ref();
    await t.core.collector.verify(partner, r);
    await upload(r, sampleChunk({ referenceNumber: r }));
    await expectTitle(
      upload(r, sampleChunk({ referenceNumber: r, events: [] })),
      'data_invalid',
      'already received',
    );
  });

  it('an open dataset past its time is expired: reference_number_expired', async () => {
    const r = ref();
    await t.core.collector.verify(partner, r);
    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      await expectTitle(upload(r, sampleChunk({ referenceNumber: r })), 'reference_number_expired');
      await expectTitle(t.core.collector.verify(partner, r), 'reference_number_expired');
      expect((await t.core.collector.expireAndPurge()).expired).toBeGreaterThanOrEqual(1);
      expect((await t.core.collector.dataset(r))?.state).toBe('expired');
    } finally {
      t.clock.set('2026-03-02T18:00:00Z');
    }
  });

  it.each([
    ['unencrypted data', () => ({ data: 'eyJ2IjoxfQ', isEncrypted: false }), 'Only encrypted'],
    ['not an envelope', () => ({ data: 'hello' }), 'not a v1 envelope'],
    [
      'another server key',
      () => ({ data: sealChunkForTest({}, generateCollectorKeys(2048).keys.publicKeyPem) }),
      'server key',
    ],
    ['not JSON', () => ({ data: sealChunkForTest('not json', keys.publicKeyPem) }), 'not JSON'],
    [
      'a typed character',
      (r: string) => ({
        data: sealChunkForTest(
          sampleChunk({ referenceNumber: r, events: [{ k: 'key', t: 1, field: 'x', c: 'a' as never }] }),
          keys.publicKeyPem,
        ),
      }),
      'events.0.c',
    ],
    [
      'a query string in the path',
      (r: string) => ({
        data: sealChunkForTest(
          sampleChunk({ referenceNumber: r, path: '/registration?curp=X' }),
          keys.publicKeyPem,
        ),
      }),
      'path',
    ],
    [
      'another reference number inside',
      () => ({
        data: sealChunkForTest(sampleChunk({ referenceNumber: 'reg-someone-else' }), keys.publicKeyPem),
      }),
      'does not match the upload',
    ],
  ])('refuses %s with data_invalid and stores nothing', async (_, make, detail) => {
    const r = ref();
    await t.core.collector.verify(partner, r);
    const body = { referenceNumber: r, isFinal: false, isEncrypted: true, ...make(r) };
    await expectTitle(t.core.collector.upload(partner, body), 'data_invalid', detail);
    expect((await t.core.collector.dataset(r))?.chunkCount).toBe(0);
  });

  it('refuses an upload to a reference number that was never verified', async () => {
    await expectTitle(
      upload('reg-never-verified', sampleChunk({ referenceNumber: 'reg-never-verified' })),
      'reference_number_invalid',
    );
  });

  it('retention deletes raw chunks of finished datasets and keeps the features', async () => {
    const r = ref();
    await t.core.collector.verify(partner, r);
    await upload(r, sampleChunk({ referenceNumber: r, isFinal: true }), true);
    const [dataset] = await t.core.db
      .select()
      .from(collectorDatasets)
      .where(eq(collectorDatasets.referenceNumber, r));
    const before = await t.core.collector.expireAndPurge(new Date('2026-03-31T00:00:00Z'));
    expect(
      (await t.core.db.select().from(collectorChunks).where(eq(collectorChunks.datasetId, dataset!.id)))
        .length,
    ).toBe(1);
    const after = await t.core.collector.expireAndPurge(new Date('2026-04-02T00:00:00Z'));
    expect(after.purgedDatasets).toBeGreaterThan(before.purgedDatasets);
    expect(
      await t.core.db.select().from(collectorChunks).where(eq(collectorChunks.datasetId, dataset!.id)),
    ).toEqual([]);
    const view = await t.core.collector.dataset(r);
    expect(view?.rawPurged).toBe(true);
    expect(view?.features?.pasteCountIdentity).toBe(1);
  });
});

describe('sealed data', () => {
  it('opens what the collector seals', () => {
    const chunk = sampleChunk({ referenceNumber: 'reg-sealed-0001' });
    expect(JSON.parse(openSealedData(sealChunkForTest(chunk, keys.publicKeyPem), keys))).toEqual(chunk);
  });
});
