// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { alertWords, bucketWords, psiText, rateText, segmentWords } from '../components/monitoring-words';
import { translator } from '../i18n';
import { resetEnv } from '../server/env.server';
import { monitoringLoader, monitoringMonths } from './_app.credit-policy.monitoring.server';

// Issue 67 point 5: the credit monitoring page reads the month's report through the API, for the
// role that reads the credit policy only; its figures are shown in words, never as codes.

const es = translator('es-MX');
const MONITORING = '/web/private/back-office/credit-policies/monitoring';
const report = {
  month: '2026-03',
  reference: '2026-01',
  policyVersion: 1,
  decisions: { month: 60, reference: 40 },
  psi: [
    {
      characteristic: 'income_band',
      psi: 4.3109,
      band: 'act',
      buckets: [{ bucket: '4000-7999', reference: 20, month: 60 }],
    },
  ],
  segments: [
    {
      dimension: 'state',
      segment: 'Oaxaca',
      decisions: 30,
      approved: 0,
      approvalRateBps: 0,
      ratioToBestBps: 0,
      fourFifthsBreached: true,
    },
  ],
  manualReview: {
    reviewed: 6,
    withEngineOutcome: 5,
    overrides: 2,
    overrideRateBps: 4_000,
    cells: [{ engine: 'approve', reviewer: 'reject', count: 1 }],
  },
  alerts: [{ kind: 'four_fifths', subject: 'state:Oaxaca', raisedAt: '2026-03-02T12:45:00.000Z' }],
};
const answer = (url: URL): Answer =>
  url.pathname === MONITORING ? { body: { success: true, data: report } } : { status: 404, body: {} };

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the credit monitoring page', () => {
  it('is forbidden to an agent and asks the API nothing of the report', async () => {
    const asked = stubApi(answer, ['clients.read', 'applications.queue', 'applications.decide']);
    const refused = await monitoringLoader(await signedIn('/credit-policy/monitoring')).catch(
      (error: unknown) => error,
    );
    expect((refused as Response).status).toBe(403);
    expect(asked.filter((url) => url.pathname === MONITORING)).toEqual([]);
  });

  it('asks for the month and reference typed, and reads the report', async () => {
    const asked = stubApi(answer, ['settings.read']);
    const page = await loaded<{ month: string; reference: string; report: typeof report }>(
      monitoringLoader(await signedIn('/credit-policy/monitoring?month=2026-03&reference=2026-01')),
    );
    expect(page).toMatchObject({ month: '2026-03', reference: '2026-01', refusal: null });
    expect(page.report.manualReview.overrideRateBps).toBe(4_000);
    const call = asked.find((url) => url.pathname === MONITORING);
    expect(call?.searchParams.get('month')).toBe('2026-03');
    expect(call?.searchParams.get('reference')).toBe('2026-01');
  });

  it('says in words that a month has not begun', async () => {
    stubApi(
      (url) =>
        url.pathname === MONITORING
          ? { status: 400, body: { success: false, code: 'invalid_value', message: 'x' } }
          : { status: 404, body: {} },
      ['settings.read'],
    );
    const page = await loaded<{ report: unknown; refusal: string }>(
      monitoringLoader(await signedIn('/credit-policy/monitoring?month=2026-04')),
    );
    expect(page).toMatchObject({ report: null, refusal: 'backoffice:creditMonitoring.monitoring.notBegun' });
  });

  it('takes this month in Mexico City when none or a malformed one is asked', () => {
    // 05:30 UTC on 1 April is still 31 March in Mexico City.
    const now = new Date('2026-04-01T05:30:00Z');
    expect(monitoringMonths(new URL('http://bo.test/x'), now)).toEqual({ month: '2026-03', reference: null });
    expect(monitoringMonths(new URL('http://bo.test/x?month=2026-13&reference=x'), now)).toEqual({
      month: '2026-03',
      reference: null,
    });
  });
});

describe('monitoring figures in words', () => {
  it('writes rates as percents, the index with four decimals, and bands in pesos and years', () => {
    expect(rateText(4_000)).toBe('40.0%');
    expect(rateText(8_000)).toBe('80.0%');
    expect(rateText(null)).toBe('—');
    expect(psiText(0.25)).toBe('0.2500');
    expect(bucketWords(es, 'income_band', '4000-7999')).toBe('De $4,000.00 a $7,999.99');
    expect(bucketWords(es, 'income_band', '<4000')).toBe('Menos de $4,000.00');
    expect(bucketWords(es, 'offer_band', '5000+')).toBe('$5,000.00 o más');
    expect(bucketWords(es, 'offer_band', 'none')).toBe('Sin oferta');
    expect(bucketWords(es, 'score_band', 'A')).toBe('Banda A');
    expect(bucketWords(es, 'score_band', 'none')).toBe('Sin puntaje: la política no tenía tarjeta de puntos');
    // ADR 344: the oldest bands are 65-75 and 76+, the group the "over 75" rule declines.
    expect(bucketWords(es, 'age_band', '76+')).toBe('76 años o más');
    expect(bucketWords(es, 'age_band', '65-75')).toBe('De 65 a 75 años');
    expect(bucketWords(es, 'age_band', '18-24')).toBe('De 18 a 24 años');
    expect(bucketWords(es, 'pay_cycle', 'semi_monthly')).toBe('Quincenal');
    expect(bucketWords(es, 'sequence', 'repeated')).toBe('Recurrente');
    expect(segmentWords(es, 'sex', 'female')).toBe('Mujer');
    expect(segmentWords(es, 'state', 'unknown')).toBe('Sin dato');
  });

  it('names an alert’s characteristic or group, never its code', () => {
    const four = alertWords(es, { kind: 'four_fifths', subject: 'sex:female', raisedAt: '' });
    expect(four).toMatch(/^Sexo Mujer: se aprueba menos de cuatro quintos/);
    const psi = alertWords(es, { kind: 'psi', subject: 'income_band', raisedAt: '' });
    expect(psi).toBe('Ingreso mensual: la población cambió mucho frente al mes de referencia.');
  });
});
