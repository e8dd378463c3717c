// @vitest-environment node
import { errorEnvelope } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, API, signedIn, stubApi } from '../../test/stubbed-api';
import { complianceAction } from '../routes/_app.compliance.server';
import type { ActionFailure } from './actions.server';
import { resetEnv } from './env.server';

// ADR 317: the officer's request to change the AML thresholds, from the compliance screen — whole
// numbers, the high amount typed in pesos sent as centavos, one municipality per line; a wrong
// field refused beside it before anything is sent; the API's refusals beside the field they name.

const SETTINGS = '/web/private/back-office/compliance/settings';
const FORM = {
  intent: 'thresholds',
  version: '1',
  matchThreshold: '93',
  reviewThreshold: '80',
  relevantUsd: '7,500',
  'structuring.days': '7',
  'structuring.count': '3',
  'structuring.bandPercent': '15',
  'manySources.days': '30',
  'manySources.sources': '3',
  cashPayoffDays: '7',
  highAmount: '45,000.50',
  municipalities: ' Sinaloa/Culiacán \n\nGuerrero/Acapulco de Juárez\n',
  reason: 'Manual de PLD 2027',
};

/** The request filed, as the API answers it. */
const FILED = {
  id: 40,
  kind: 'compliance.settings',
  entity: { type: 'settings', id: 'aml' },
  payload: { version: 1, changes: [{ field: 'matchThreshold', before: 92, after: 93 }] },
  status: 'pending',
  maker: { id: 1, name: 'Admin' },
  checker: null,
  reason: 'Manual de PLD 2027',
  decisionReason: null,
  result: null,
  version: 1,
  createdAt: '2026-11-21T18:00:00.000Z',
  decidedAt: null,
};

/** The API answering `answer` to the settings call; the bodies it was sent. */
function api(answer: Answer): unknown[] {
  stubApi(() => answer, ['compliance.read', 'compliance.work']);
  const stubbed = globalThis.fetch;
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === SETTINGS && request.method === 'POST') {
      sent.push(JSON.parse(await request.clone().text()));
    }
    return stubbed(request);
  });
  return sent;
}

async function post(fields: Record<string, string>): Promise<Request> {
  const signed = await signedIn('/compliance');
  return new Request(signed.url, {
    method: 'POST',
    headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
    body: new URLSearchParams(fields),
  });
}

function refusal(result: unknown): { status: number | undefined; failure: ActionFailure } {
  const value = result as { data: ActionFailure; init: { status?: number } | null };
  return { status: value.init?.status, failure: value.data };
}

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('asking for a change of the AML thresholds', () => {
  it('sends whole numbers, the high amount in centavos and one municipality per line, and says another officer approves it', async () => {
    const sent = api({ status: 201, body: { success: true, data: FILED } });
    const result = await complianceAction(await post(FORM));
    expect(sent).toEqual([
      {
        version: 1,
        settings: {
          matchThreshold: 93,
          reviewThreshold: 80,
          relevantUsd: 7_500,
          structuring: { days: 7, count: 3, bandPercent: 15 },
          manySources: { days: 30, sources: 3 },
          cashPayoffDays: 7,
          highAmountCentavos: 45_000_50,
          highRiskMunicipalities: ['Sinaloa/Culiacán', 'Guerrero/Acapulco de Juárez'],
        },
        reason: 'Manual de PLD 2027',
      },
    ]);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('location')).toBe('/compliance');
  });

  it('refuses a number with decimals or letters, money with a decimal comma and a short reason, and sends nothing', async () => {
    const sent = api({ status: 201, body: { success: true, data: FILED } });
    const { status, failure } = refusal(
      await complianceAction(
        await post({
          ...FORM,
          matchThreshold: '92.5',
          'structuring.days': 'siete',
          cashPayoffDays: '',
          highAmount: '45000,50',
          reason: 'x',
        }),
      ),
    );
    expect(status).toBe(400);
    expect(failure.fields).toEqual({
      matchThreshold: 'backoffice:compliance.settings.form.whole',
      'structuring.days': 'backoffice:compliance.settings.form.whole',
      cashPayoffDays: 'errors:code.required',
      highAmount: 'backoffice:money.comma',
      reason: 'backoffice:compliance.settings.form.reasonShort',
    });
    expect(failure.values?.highAmount).toBe('45000,50');
    expect(sent).toEqual([]);
  });

  it('says beside the field what the API refused: the review threshold at the match threshold, a bad municipality, nothing changed', async () => {
    const violation = (field: string) => ({
      propertyPath: `children[settings].${field}.data`,
      code: 'invalid_value',
      message: 'x',
    });
    api({
      status: 400,
      body: {
        ...errorEnvelope('invalid_value'),
        errors: [
          violation('children[reviewThreshold]'),
          violation('children[highRiskMunicipalities].children[1]'),
          violation('children[structuring].children[bandPercent]'),
          violation('children[highAmountCentavos]'),
        ],
      },
    });
    const { status, failure } = refusal(await complianceAction(await post(FORM)));
    expect(status).toBe(400);
    expect(failure.fields).toEqual({
      reviewThreshold: 'backoffice:compliance.settings.errors.reviewThreshold',
      municipalities: 'backoffice:compliance.settings.errors.highRiskMunicipalities',
      'structuring.bandPercent': 'backoffice:compliance.settings.errors.bandPercent',
      highAmount: 'backoffice:compliance.settings.errors.highAmountCentavos',
    });
  });

  it('says someone changed the thresholds first (a stale version) and the role may not (403)', async () => {
    api({ status: 409, body: errorEnvelope('stale_version') });
    const stale = refusal(await complianceAction(await post(FORM)));
    expect([stale.status, stale.failure.key, stale.failure.conflict]).toEqual([
      409,
      'backoffice:app.conflict',
      true,
    ]);
    api({ status: 403, body: errorEnvelope('forbidden') });
    const forbidden = refusal(await complianceAction(await post(FORM)));
    expect([forbidden.status, forbidden.failure.key]).toEqual([403, 'backoffice:app.notAllowed']);
  });
});
