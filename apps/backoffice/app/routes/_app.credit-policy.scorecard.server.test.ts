// @vitest-environment node
import { errorEnvelope, toPropertyPath } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUT_OFFS, POLICIES, policyVersion } from '../../test/credit-policies';
import { type Answer, API, signedIn, stubApi } from '../../test/stubbed-api';
import { bpsToPercent, percentToBps, scorecardFieldWords } from '../components/scorecard-form';
import { translator } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { resetEnv } from '../server/env.server';
import { creditPolicyAction } from './_app.credit-policy._index.server';

// Issue 67 point 1: a draft's scorecard in the editor's form — cut-off, bands' lowest scores and
// probabilities of default (percent, two decimals), each bin's points and points without the
// data — read as text and checked before anything reaches the API, in Spanish words.

const es = translator('es-MX');
const TYPED_CUT_OFFS = {
  ...Object.fromEntries(Object.entries(CUT_OFFS).map(([name, value]) => [`cutOff.${name}`, String(value)])),
  'cutOff.minMonthlyIncome': '4000',
  'cutOff.firstDefaultRateBps': '15.00',
  'cutOff.repeatedDefaultRateBps': '7.00',
};
/** The scorecard of the draft as its form writes it (bands A, B; income 3 bins, proof 2 bins). */
const TYPED_CARD = {
  'scorecard.cutOff': '540',
  'scorecard.band.A': '700',
  'scorecard.probability.A': '4.96',
  'scorecard.band.B': '-20',
  'scorecard.probability.B': '25',
  'scorecard.points.monthly_income.0': '-16',
  'scorecard.points.monthly_income.1': '-8',
  'scorecard.points.monthly_income.2': '9',
  'scorecard.missing.monthly_income': '0',
  'scorecard.points.income_proof.0': '40',
  'scorecard.points.income_proof.1': '-1',
  'scorecard.missing.income_proof': '0',
};

const sent: { method: string; path: string; body: unknown }[] = [];
function api(put: () => Answer) {
  stubApi(() => ({ body: { success: true, data: [] } }), ['settings.read', 'settings.edit']);
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    if (req.method === 'GET') return stubbed(req);
    const text = await req.clone().text();
    sent.push({
      method: req.method,
      path: new URL(req.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
    const answer = put();
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}
/** The saved draft as the API answers it (the action only redirects to it). */
const DRAFT = { ...policyVersion(2, 'draft'), revision: 4 };
const ok = () => ({ body: { success: true, data: DRAFT } });

async function save(fields: Record<string, string>) {
  const signed = await signedIn('/credit-policy');
  const request = new Request(signed.url, {
    method: 'POST',
    headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
    body: new URLSearchParams({ intent: 'save', version: '2', revision: '3', ...TYPED_CUT_OFFS, ...fields }),
  });
  return creditPolicyAction(request);
}
const failureOf = (result: unknown) => (result as { data: ActionFailure }).data;

beforeEach(() => {
  sent.length = 0;
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('a draft’s scorecard saved from the editor', () => {
  it('sends every band’s score and probability and every bin’s points, in the draft’s order', async () => {
    api(ok);
    const result = (await save({
      ...TYPED_CARD,
      'scorecard.probability.A': ' 12.34 ',
      'scorecard.points.monthly_income.1': '-1000',
      'scorecard.points.income_proof.0': '1000',
      'scorecard.missing.income_proof': '-7',
    })) as Response;
    expect(result.status).toBe(302);
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `${POLICIES}/2`,
        body: {
          revision: 3,
          cutOffs: CUT_OFFS,
          scorecard: {
            cutOff: 540,
            bands: [
              { band: 'A', minScore: 700, probabilityBps: 1234 },
              { band: 'B', minScore: -20, probabilityBps: 2500 },
            ],
            characteristics: [
              { characteristic: 'monthly_income', bins: [-16, -1000, 9], missingPoints: 0 },
              { characteristic: 'income_proof', bins: [1000, -1], missingPoints: -7 },
            ],
          },
        },
      },
    ]);
  });

  it('refuses three decimals, a decimal comma, a negative or over-100 probability and points past ±1000, in Spanish, sending nothing', async () => {
    api(ok);
    const failure = failureOf(
      await save({
        ...TYPED_CARD,
        'scorecard.probability.A': '12.345',
        'scorecard.probability.B': '12,5',
        'scorecard.points.monthly_income.0': '1001',
        'scorecard.points.monthly_income.2': '9.5',
        'scorecard.missing.income_proof': '-1001',
        'scorecard.band.B': '700',
      }),
    );
    expect(failure.fields).toEqual({
      'scorecard.probability.A': 'backoffice:creditPolicy.probability',
      'scorecard.probability.B': 'backoffice:creditPolicy.probability',
      'scorecard.band.B': 'backoffice:creditPolicy.bandOrder',
      'scorecard.points.monthly_income.0': 'backoffice:creditPolicy.pointsRange',
      'scorecard.points.monthly_income.2': 'backoffice:creditPolicy.pointsRange',
      'scorecard.missing.income_proof': 'backoffice:creditPolicy.pointsRange',
    });
    expect(es('backoffice:creditPolicy.pointsRange')).toBe('Escribe un número entero de -1000 a 1000.');
    expect(es('backoffice:creditPolicy.probability')).toBe(
      'Escribe un porcentaje de 0 a 100, con punto decimal y hasta dos decimales.',
    );
    // What was typed stays in the form; nothing reached the API.
    expect(failure.values?.['scorecard.probability.B']).toBe('12,5');
    expect(sent).toEqual([]);
    for (const typed of ['-1', '-0.01', '100.01', '101', '1e2', '', '.5', '5.']) {
      api(ok);
      const refused = failureOf(await save({ ...TYPED_CARD, 'scorecard.probability.A': typed }));
      expect([typed, refused.fields]).toEqual([
        typed,
        { 'scorecard.probability.A': 'backoffice:creditPolicy.probability' },
      ]);
    }
    expect(sent).toEqual([]);
  });

  it('refuses a band whose probability of default is under the band before it, sending nothing', async () => {
    api(ok);
    const failure = failureOf(
      await save({ ...TYPED_CARD, 'scorecard.probability.A': '25.01', 'scorecard.probability.B': '25' }),
    );
    expect(failure.fields).toEqual({ 'scorecard.probability.B': 'backoffice:creditPolicy.probabilityOrder' });
    expect(es('backoffice:creditPolicy.probabilityOrder')).toBe(
      'La probabilidad de incumplimiento de una banda es al menos la de la banda anterior: una puntuación menor no incumple menos.',
    );
    expect(sent).toEqual([]);
    // Equal probabilities are fine.
    api(ok);
    await save({ ...TYPED_CARD, 'scorecard.probability.A': '25', 'scorecard.probability.B': '25' });
    expect(sent).toHaveLength(1);
    // Core's own refusal of the order (`too_small`) gets the same words beside the field.
    expect(scorecardFieldWords('scorecard.bands.1.probabilityBps', 'too_small')).toBe(
      'backoffice:creditPolicy.probabilityOrder',
    );
    expect(scorecardFieldWords('scorecard.bands.1.probabilityBps', 'invalid_value')).toBe(
      'backoffice:creditPolicy.probability',
    );
  });

  it('reads a percent to the basis point and writes it back with two decimals', () => {
    expect(['0', '0.5', '12.34', '100', '100.00', '007.10'].map(percentToBps)).toEqual([
      0, 50, 1234, 10_000, 10_000, 710,
    ]);
    expect([0, 50, 496, 1234, 10_000].map(bpsToPercent)).toEqual(['0.00', '0.50', '4.96', '12.34', '100.00']);
  });

  it('puts the API’s refusal of a band, a probability or a bin beside its own field', async () => {
    const refusal = (...paths: (string | number)[][]) =>
      api(() => ({
        status: 400,
        body: errorEnvelope('invalid_value', {
          message: 'The scorecard is not valid.',
          errors: paths.map((path) => ({
            propertyPath: toPropertyPath(path),
            code: 'invalid_value',
            message: 'x',
          })),
        }),
      }));
    refusal(
      ['scorecard', 'bands', 1, 'minScore'],
      ['scorecard', 'bands', 0, 'probabilityBps'],
      ['scorecard', 'characteristics', 1, 'bins', 1],
      ['scorecard', 'characteristics', 0, 'missingPoints'],
    );
    expect(failureOf(await save(TYPED_CARD)).fields).toEqual({
      'scorecard.band.B': 'backoffice:creditPolicy.bandOrder',
      'scorecard.probability.A': 'backoffice:creditPolicy.probability',
      'scorecard.points.income_proof.1': 'backoffice:creditPolicy.pointsRange',
      'scorecard.missing.monthly_income': 'backoffice:creditPolicy.pointsRange',
    });
    // The draft's scorecard is not the one the form was written from: read the page again.
    refusal(['scorecard', 'characteristics', 0, 'bins']);
    const shape = failureOf(await save(TYPED_CARD));
    expect(shape).toMatchObject({ key: 'backoffice:app.conflict', conflict: true });
  });
});
