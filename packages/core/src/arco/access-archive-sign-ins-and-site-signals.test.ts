import { randomUUID } from 'node:crypto';
import { COLLECTOR_DEVICE_EXAMPLE } from '@lender/contracts/collector';
import {
  clientMetrics,
  collectorChunks,
  collectorDatasets,
  collectorFeatures,
  collectorPartners,
  collectorTokens,
  sessions,
} from '@lender/db/schema';
import { formatDateTime } from '@lender/i18n';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcoTestCore, codesWithoutWords, createArcoTestCore } from '../../testing/arco-fixtures';
import { sampleChunk } from '../../testing/collector';
import { logout } from '../auth/logout';
import { computeFeatures } from '../collector-ingest/features';
import { extractPdfText } from '../pdf/pdf-text';
import { buildAccessArchive } from './access-archive';

// Access (LFPDPPP): the archive holds the borrower's sign-ins (when each began, was last used, ends,
// and when and why it was closed), the behaviour our scoring collector kept about them (what it
// measured, the signal, the raw signals while kept) and the metrics their browser sent — in words,
// dates in Mexico City — and nothing of another person (another borrower's sessions, a staff
// session of the same number) and no secret (session ids, tokens, the collector's key and hashes).

const PARTNER_KEY_HASH = 'partner-key-hmac-7f3a9c1e';
const ACCESS_HASH = 'collector-access-sha256-1b2c3d';
const REFRESH_HASH = 'collector-refresh-sha256-4e5f6a';

let t: ArcoTestCore;
let own: number;
let lonely: number;
let files: Record<string, Uint8Array>;
let lonelyFiles: Record<string, Uint8Array>;
const secrets: string[] = [];
const at = (iso: string) => new Date(iso);
const json = (name: string, from = files) => JSON.parse(Buffer.from(from[`${name}.json`] ?? []).toString());
const pdf = (name: string, from = files) => extractPdfText(from[`${name}.pdf`] ?? new Uint8Array());
const everything = () => Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1'));

/** Signs the client in at `iso` (as `clientLogin` does); the token and the session's id. */
async function signIn(clientId: number, iso: string) {
  t.clock.set(iso);
  const issued = await t.core.auth.issue({ accountType: 'client', subjectId: clientId, mfaPending: false });
  const { sessionId } = await t.core.auth.authenticate(issued.token);
  secrets.push(issued.token, sessionId);
  return { token: issued.token, sessionId };
}

beforeAll(async () => {
  t = await createArcoTestCore();
  own = await t.borrower();
  const other = await t.borrower();
  lonely = await t.borrower();
  const { db } = t.core;
  await signIn(own, '2026-03-02T18:00:00Z');
  const second = await signIn(own, '2026-03-02T19:00:00Z');
  t.clock.set('2026-03-02T19:20:00Z');
  await logout(t.core, { session: { id: second.sessionId } });
  await signIn(other, '2026-03-02T18:30:00Z');
  // A back-office user whose id is the borrower's number: a staff session, never theirs.
  const staff = randomUUID();
  secrets.push(staff);
  await db.insert(sessions).values({
    ...{ id: staff, accountType: 'user' as const, subjectId: own, mfaPending: false },
    createdAt: at('2026-03-02T18:45:00Z'),
    lastSeenAt: at('2026-03-02T18:45:00Z'),
    expiresAt: at('2026-03-03T18:45:00Z'),
    absoluteExpiresAt: at('2026-03-03T18:45:00Z'),
  });

  const [partner] = await db
    .insert(collectorPartners)
    .values({ name: 'Sitio de solicitudes', authKeyHash: PARTNER_KEY_HASH })
    .returning();
  const partnerId = partner?.id ?? 0;
  await db.insert(collectorTokens).values({
    ...{ partnerId, accessHash: ACCESS_HASH, refreshHash: REFRESH_HASH },
    ...{ expiresAt: at('2026-03-02T19:00:00Z'), refreshExpiresAt: at('2026-03-03T18:00:00Z') },
  });
  const dataset = async (clientId: number, referenceNumber: string, platform: string) => {
    const chunk = sampleChunk({
      referenceNumber,
      isFinal: true,
      device: { ...COLLECTOR_DEVICE_EXAMPLE, platform },
    });
    const [row] = await db
      .insert(collectorDatasets)
      .values({
        ...{ referenceNumber, partnerId, clientId, state: 'complete' as const, chunkCount: 1 },
        ...{ createdAt: at('2026-03-02T18:00:00Z'), expiresAt: at('2026-03-03T18:00:00Z') },
        completedAt: at('2026-03-02T18:00:10Z'),
      })
      .returning();
    const datasetId = row?.id ?? 0;
    await db.insert(collectorChunks).values({
      ...{ datasetId, session: chunk.session, sequence: 0, isFinal: true },
      ...{ contentHash: `chunk-sha256-${referenceNumber}`, payload: chunk, byteSize: 900 },
    });
    const signal = { flag: 'review', reasons: [{ code: 'behaviour.identityPasted', params: { pastes: 2 } }] };
    await db
      .insert(collectorFeatures)
      .values({ datasetId, clientId, version: 'v1', features: computeFeatures([chunk]), signal });
  };
  await dataset(own, 'reg-own-00000001', 'Linux x86_64');
  await dataset(other, 'reg-other-0000002', 'Otro iPhone ajeno');
  await db.insert(clientMetrics).values([
    { clientId: own, payload: { metrics: [{ name: 'LCP', value: 1234, tags: { page: 'solicitud' } }] } },
    { clientId: other, payload: { metrics: [{ name: 'CLS', value: 0.987654 }] } },
  ]);
  t.clock.set('2026-03-02T20:00:00Z');
  files = unzipSync((await buildAccessArchive(t.core, { clientId: own })).bytes);
  lonelyFiles = unzipSync((await buildAccessArchive(t.core, { clientId: lonely })).bytes);
});
afterAll(() => t.close());

describe("the access archive holds the borrower's sign-ins", () => {
  it('both sessions, the one they closed with when and why, and that no device or address is kept', () => {
    expect(json('inicios-de-sesion')).toEqual({
      deviceOrAddressKept: false,
      signIns: [
        expect.objectContaining({
          signedInAt: '2026-03-02T18:00:00.000Z',
          lastSeenAt: '2026-03-02T18:00:00.000Z',
          endedAt: null,
          endReason: null,
        }),
        expect.objectContaining({
          signedInAt: '2026-03-02T19:00:00.000Z',
          endedAt: '2026-03-02T19:20:00.000Z',
          endReason: 'logout',
        }),
      ],
    });
  });

  it("never another borrower's session nor a staff session of the same number", () => {
    const starts = json('inicios-de-sesion').signIns.map((row: { signedInAt: string }) => row.signedInAt);
    expect(starts).not.toContain('2026-03-02T18:30:00.000Z');
    expect(starts).not.toContain('2026-03-02T18:45:00.000Z');
    expect(starts).toHaveLength(2);
  });

  it('reads in words with Mexico City times, never the closing code', async () => {
    const text = await pdf('inicios-de-sesion');
    expect(text).toContain(formatDateTime('2026-03-02T19:20:00Z'));
    // 18:00 UTC is noon in Mexico City.
    expect(text).toContain('02.03.2026 12:00');
    expect(text).toContain('Cerraste la sesión');
    expect(text).not.toMatch(/logout|accessArchive|2026-03-02T/);
  });

  it('a borrower who never signed in has an empty list, and nothing of the others', async () => {
    expect(json('inicios-de-sesion', lonelyFiles)).toEqual({ deviceOrAddressKept: false, signIns: [] });
    expect(json('comportamiento', lonelyFiles)).toEqual([]);
    expect(json('ubicacion-y-dispositivo', lonelyFiles).siteMetrics).toEqual([]);
    expect(await pdf('comportamiento', lonelyFiles)).toContain('No tenemos datos tuyos en esta sección.');
  });
});

describe('the access archive holds what our site measured of the borrower', () => {
  it('their behaviour dataset: the device, what was measured, the signal and the raw signals', () => {
    const [dataset, ...more] = json('comportamiento');
    expect(more).toEqual([]);
    expect(dataset).toMatchObject({
      referenceNumber: 'reg-own-00000001',
      site: 'Sitio de solicitudes',
      status: 'complete',
      pasteCountIdentity: 1,
      device: expect.objectContaining({ screen: '1280 × 800', platform: 'Linux x86_64' }),
      deviceConsistency: 'no_earlier_sessions',
      signal: 'review',
      signalReasons: ['identityPasted'],
      rawSignals: 'archivos/comportamiento-reg-own-00000001.json',
    });
    const raw = JSON.parse(Buffer.from(files[dataset.rawSignals] ?? []).toString());
    expect(raw).toEqual([
      expect.objectContaining({ referenceNumber: 'reg-own-00000001', path: '/registration' }),
    ]);
  });

  it("the browser's metrics beside the device signals", () => {
    expect(json('ubicacion-y-dispositivo').siteMetrics).toEqual([
      expect.objectContaining({ metrics: [{ metric: 'LCP', value: 1234, tags: { page: 'solicitud' } }] }),
    ]);
  });

  it('reads in words, never the codes', async () => {
    const behaviour = await pdf('comportamiento');
    expect(behaviour).toContain('Completo');
    expect(behaviour).toContain('Para revisión por una persona');
    expect(behaviour).toContain('Pegaste texto en varios datos de identidad');
    expect(behaviour).toContain('No había visitas anteriores');
    expect(behaviour).toContain('Datos de identidad');
    expect(behaviour).not.toMatch(/identityPasted|no_earlier_sessions|\bcomplete\b|\breview\b|accessArchive/);
    const signals = await pdf('ubicacion-y-dispositivo');
    expect(signals).toContain('Tiempo en mostrar el contenido principal');
    expect(signals).not.toMatch(/\bLCP\b|accessArchive/);
  });

  it('holds no secret and nothing of another borrower', () => {
    // The sections are there: their absence would prove nothing.
    expect(json('inicios-de-sesion').signIns).toHaveLength(2);
    expect(json('comportamiento')).toHaveLength(1);
    const text = everything().join('\n');
    for (const secret of [...secrets, PARTNER_KEY_HASH, ACCESS_HASH, REFRESH_HASH, 'chunk-sha256-reg-own'])
      expect(text, secret).not.toContain(secret);
    for (const foreign of ['reg-other-0000002', 'Otro iPhone ajeno', '0.987654'])
      expect(text, foreign).not.toContain(foreign);
  });

  it("every status and reason of the sign-ins and the site's measures reads in words", () => {
    expect(codesWithoutWords(files)).toEqual([]);
    expect(codesWithoutWords(lonelyFiles)).toEqual([]);
  });
});
