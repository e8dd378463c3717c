import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as backOfficeMaps from './back-office/endpoints.js';
import { catalogueOf, ENDPOINT_GROUP_OF_ACCESS, ENDPOINT_GROUPS } from './catalogue.js';
import * as clientMaps from './client/endpoints.js';
import { defineEndpoints, type EndpointGroup, pathParameterNames, toOpenApiPath } from './endpoint.js';
import { ENDPOINT_LIST, type EndpointId, endpoints, responseEnvelopeSchema } from './endpoints.js';
import { isErrorCode } from './errors.js';
import * as publicMaps from './public/endpoints.js';

const PUBLIC = '/web/public';
const CLIENT = '/web/private/client';
const BACK_OFFICE = '/web/private/back-office';

/**
 * Every call of spec §7 as `METHOD path` (Hono style). Sub-paths that the spec lists under a group of
 * the private client live under `/web/private/client/…`. `classification list` is
 * `classification/list`; the `-ts` variant is the suffix of `phone/sms-code`.
 */
const SPEC_CALLS = [
  `GET ${PUBLIC}/address/region`,
  `GET ${PUBLIC}/address/region/:id/city`,
  `GET ${PUBLIC}/address/district`,
  `GET ${PUBLIC}/address/ward`,
  `GET ${PUBLIC}/address/city`,
  `GET ${PUBLIC}/classification/:path`,
  `GET ${PUBLIC}/classification/list`,
  `POST ${PUBLIC}/util/hello-soda`,
  `GET ${PUBLIC}/bank`,
  `POST ${PUBLIC}/client`,
  `GET ${PUBLIC}/affiliate/leads/:id`,
  `POST ${PUBLIC}/client/recover/password`,
  `GET ${PUBLIC}/client/check/:key/:value`,
  `POST ${PUBLIC}/client/phone/sms-code`,
  `POST ${PUBLIC}/client/phone/sms-code-ts`,
  `POST ${PUBLIC}/client/email/send-code`,
  `POST ${PUBLIC}/client/document`,
  `GET ${PUBLIC}/id-document-autocomplete-time-setting`,
  `GET ${PUBLIC}/client/employment-statuses`,
  `GET ${PUBLIC}/client/employment-positions`,
  `POST ${PUBLIC}/client/login`,
  `POST ${PUBLIC}/user/login`,
  `GET ${PUBLIC}/config/calculator`,
  `GET ${PUBLIC}/arithmetic/offer/stl/:sequence_type/:amount/:payCycle/:payDates`,
  `GET ${CLIENT}`,
  `PUT ${CLIENT}`,
  `GET ${CLIENT}/verificationCode`,
  `GET ${CLIENT}/verification-digit`,
  `POST ${CLIENT}/direct-debit/charge-rollover`,
  `POST ${CLIENT}/direct-debit/debit-credit-card`,
  `POST ${CLIENT}/direct-debit/consent`,
  `GET ${CLIENT}/client-journey/current`,
  `POST ${CLIENT}/discounts/promo-code`,
  `POST ${CLIENT}/openPay/getBarcode`,
  `PUT ${CLIENT}/complete-back-office-client`,
  `PUT ${CLIENT}/complete-step-two`,
  `PUT ${CLIENT}/complete-step-three`,
  `PUT ${CLIENT}/complete-step-four`,
  `POST ${CLIENT}/change/password`,
  `PUT ${CLIENT}/change/phone`,
  `PUT ${CLIENT}/change/email`,
  `POST ${CLIENT}/additional/contact`,
  `PUT ${CLIENT}/yhat/limit`,
  `POST ${CLIENT}/phone/sms-code`,
  `POST ${CLIENT}/phone/verify`,
  `POST ${CLIENT}/phone/verify-ts`,
  `POST ${CLIENT}/phone/sms-code-ts`,
  `PUT ${CLIENT}/iban/validate`,
  `POST ${CLIENT}/application`,
  `PUT ${CLIENT}/application/:id`,
  `GET ${CLIENT}/application/actual`,
  `GET ${CLIENT}/application/actual/status`,
  `GET ${CLIENT}/application/:id/offer/actual`,
  `POST ${CLIENT}/application/agreement/:id`,
  `GET ${CLIENT}/application/payment-method`,
  `POST ${CLIENT}/logger/metrics`,
  `PUT ${CLIENT}/special/offer/approve`,
  `PUT ${CLIENT}/yhat/offer/approve/decrease`,
  `PUT ${CLIENT}/yhat/offer/approve/increase`,
  `GET ${CLIENT}/loan/active`,
  `PUT ${CLIENT}/loan/active/rollover`,
  `GET ${CLIENT}/loan/active/payment-schedule`,
  `POST ${CLIENT}/loan/:id/rollover/:rolloverId/application`,
  `POST ${CLIENT}/loan/:id/rollover/:rolloverId/application/:appId/document`,
  `POST ${CLIENT}/render/document`,
  `GET ${CLIENT}/document`,
  `GET ${CLIENT}/document/download/:type`,
  `POST ${CLIENT}/document/upload`,
  `POST ${CLIENT}/bank-statement/upload`,
  `PUT ${CLIENT}/finish`,
  `POST ${CLIENT}/geo`,
  `GET ${CLIENT}/flow`,
  `GET ${CLIENT}/referrals`,
  `POST ${CLIENT}/referrals`,
  `PATCH ${CLIENT}/referrals/:id`,
  `PUT ${CLIENT}/save/nationalIdentificator`,
  `POST ${CLIENT}/bank/saveAccountNumber`,
  `GET ${CLIENT}/draft-loan-agreement-pdf`,
  `GET ${CLIENT}/token/refresh`,
  `POST ${CLIENT}/logout`,
  `GET ${CLIENT}/arithmetic/offer/stl/:amount/:payCycle/:payDates`,
  `POST ${CLIENT}/client-document/upload`,
  `GET ${CLIENT}/client-document/:type/:id`,
  `DELETE ${CLIENT}/client-document/:type/:id`,
  `POST ${CLIENT}/client-document/finish`,
  `GET ${CLIENT}/client-document/state`,
  `GET ${CLIENT}/document/list`,
  `GET ${CLIENT}/document/download-temporary/:id`,
  `POST ${CLIENT}/veriff/session`,
  `GET ${CLIENT}/veriff/session`,
  `GET ${CLIENT}/veriff/decision/:id`,
  `GET ${CLIENT}/belvo/access-token`,
  `POST ${CLIENT}/belvo/store/link`,
  `POST ${CLIENT}/belvo/skip`,
  `GET ${CLIENT}/addresses/list`,
  `GET ${BACK_OFFICE}/user/:id`,
  `GET ${BACK_OFFICE}/token/refresh`,
  'POST /web/private/user/logout',
  `GET ${BACK_OFFICE}/client/:id/arithmetic/offer`,
];

const call = (e: { method: string; path: string }) => `${e.method.toUpperCase()} ${e.path}`;

describe('endpoint catalogue', () => {
  it('names every endpoint by its key', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.id).toBe(key);
  });

  it('names every endpoint `<group>.<its key in its map>`, the group its access’s (the SDK method’s name)', () => {
    const maps = { ...publicMaps, ...clientMaps, ...backOfficeMaps };
    let mapped = 0;
    for (const map of Object.values(maps)) {
      if (typeof map !== 'object' || map === null || Array.isArray(map)) continue;
      for (const [key, endpoint] of Object.entries(
        map as Record<string, { id?: unknown; access?: unknown }>,
      )) {
        if (typeof endpoint.id !== 'string') continue;
        const group = ENDPOINT_GROUP_OF_ACCESS[endpoint.access as 'public'];
        expect(endpoint.id).toBe(`${group}.${key}`);
        mapped += 1;
      }
    }
    // Every endpoint is in a map (the public calculator's two in `publicEndpoints` too).
    expect(mapped).toBeGreaterThanOrEqual(ENDPOINT_LIST.length);
    for (const endpoint of ENDPOINT_LIST) expect(ENDPOINT_GROUPS).toContain(endpoint.id.split('.')[0]);
    expectTypeOf(endpoints['backOffice.riskReport'].id).toEqualTypeOf<'backOffice.riskReport'>();
    expectTypeOf(
      backOfficeMaps.backOfficeRiskReportEndpoints.riskReport.id,
    ).toEqualTypeOf<'backOffice.riskReport'>();
    expectTypeOf<EndpointId>().toExtend<`${EndpointGroup}.${string}`>();
    expectTypeOf<'client.activeLoan'>().toExtend<EndpointId>();
  });

  it('puts each access in one group: user and mfa are the back office', () => {
    expect(ENDPOINT_GROUP_OF_ACCESS).toEqual({
      public: 'public',
      client: 'client',
      user: 'backOffice',
      mfa: 'backOffice',
    });
    expect([...new Set(Object.values(ENDPOINT_GROUP_OF_ACCESS))]).toEqual([...ENDPOINT_GROUPS]);
  });

  it('names a map’s endpoints `<group>.<key>`; a catalogue refuses one of another group’s access', () => {
    const fields = {
      method: 'get',
      path: '/web/public/one',
      access: 'public',
      tag: 'Public: catalogues',
      summary: 'One',
      request: {},
      response: endpoints['public.banks'].response,
    } as const;
    const map = defineEndpoints('public', { one: fields });
    expect(map.one.id).toBe('public.one');
    expectTypeOf(map.one.id).toEqualTypeOf<'public.one'>();
    expect(() => catalogueOf({ map: defineEndpoints('client', { one: fields }) })).toThrow(
      'endpoint "public.one" has the id "client.one"',
    );
  });

  it('has a unique method and path per endpoint', () => {
    const calls = ENDPOINT_LIST.map(call);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('lists each spec §7 call once and only those as origin spec', () => {
    const specCalls = ENDPOINT_LIST.filter((e) => e.origin === 'spec').map(call);
    expect([...specCalls].sort()).toEqual([...new Set(SPEC_CALLS)].sort());
  });

  it('keeps the calls beyond the spec in their own areas', () => {
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.origin === 'operations')) {
      expect(endpoint.path.startsWith(`${BACK_OFFICE}/`)).toBe(true);
      expect(endpoint.access).toBe('user');
    }
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.origin === 'sandbox')) {
      expect(endpoint.path.startsWith(`${CLIENT}/sandbox/`)).toBe(true);
    }
    expect(
      ENDPOINT_LIST.filter((e) => e.origin === 'extension')
        .map(call)
        .sort(),
    ).toEqual(
      [
        `POST ${CLIENT}/application/agreement/:id/sms-code`,
        `GET ${PUBLIC}/address/postal-code/:postalCode`,
        `GET ${PUBLIC}/documents`,
        `GET ${PUBLIC}/documents/:id`,
        `GET ${PUBLIC}/documents/:id/pdf`,
        // The lender's identity the site's footer shows, from the configuration documents print.
        `GET ${PUBLIC}/company`,
        // What the borrower's profile and loan pages read back.
        `GET ${CLIENT}/consents`,
        `GET ${CLIENT}/direct-debit/cards`,
        `GET ${CLIENT}/loan/active/payments`,
        `GET ${CLIENT}/loans/closed`,
        // The borrower's direct-debit mandates and their revocation (issue 66, ADR 325).
        `GET ${CLIENT}/mandates`,
        `POST ${CLIENT}/mandates/:id/revocation`,
        // "Mi préstamo", the no-loan, counter-offer and profile pages in one read each (issue 65, ADR 328).
        `GET ${CLIENT}/my-loan`,
        `GET ${CLIENT}/no-loan`,
        `GET ${CLIENT}/counter-offer`,
        `GET ${CLIENT}/profile-page`,
        // Payday charges and the pre-notice's one-tap "no me cobren" (issue 66, ADR 329).
        `GET ${CLIENT}/scheduled-charges`,
        `PUT ${CLIENT}/mandates/:id/parts`,
        `GET ${PUBLIC}/scheduled-charges/:token`,
        `POST ${PUBLIC}/scheduled-charges/:token/cancellation`,
        // Income the borrower proves with payroll CFDIs (issue 67 point 6, ADR 333).
        `GET ${CLIENT}/proven-income`,
        `POST ${CLIENT}/proven-income/payroll-cfdis`,
        // The site ties the scoring collector's dataset to the client.
        `PUT ${CLIENT}/collector/session`,
        // The registration code on its own step; the summary's answers and "Cambiar".
        `POST ${PUBLIC}/client/phone/sms-code/check`,
        `GET ${CLIENT}/registration/answers`,
        `POST ${CLIENT}/application/:id/withdraw`,
        // The site reports an answer that broke its contract.
        `POST ${CLIENT}/reports/malformed-response`,
        // The late borrower's promise to pay.
        `GET ${CLIENT}/loan/active/promise`,
        `POST ${CLIENT}/loan/active/promise`,
        // Who contacted the borrower and when, and "¿Somos nosotros?" (issue 66, ADR 326).
        `GET ${CLIENT}/collection-contacts`,
        `POST ${PUBLIC}/contact-check`,
        // A payment plan the borrower requests, or accepts when collections offered it (issue 52).
        `GET ${CLIENT}/loan/active/payment-plan`,
        `POST ${CLIENT}/loan/active/payment-plan`,
        `POST ${CLIENT}/loan/active/payment-plan/accept`,
        // A borrower in a declared disaster zone defers; staff declare and end the zones (issue 52).
        `GET ${CLIENT}/loan/active/relief`,
        `POST ${CLIENT}/loan/active/relief`,
        `GET ${BACK_OFFICE}/disaster-zones`,
        `POST ${BACK_OFFICE}/disaster-zones`,
        `POST ${BACK_OFFICE}/disaster-zones/:id/end`,
        // The anti-money-laundering thresholds, changed by two compliance officers, with their history.
        `GET ${BACK_OFFICE}/compliance/settings`,
        `POST ${BACK_OFFICE}/compliance/settings`,
        // The borrower's notice preferences and the one-link marketing unsubscribe.
        `GET ${CLIENT}/notice-preferences`,
        `PUT ${CLIENT}/notice-preferences`,
        `GET ${PUBLIC}/unsubscribe/:token`,
        `POST ${PUBLIC}/unsubscribe/:token`,
        // References apart from payments, and each payment's receipt.
        `GET ${CLIENT}/loan/active/payment-references`,
        `GET ${CLIENT}/payments/:id/receipt`,
        // "Ya pagué por SPEI": a transfer checked against Banxico's CEP.
        `POST ${CLIENT}/payments/spei-claims`,
        // The CEP a verified claim kept of the payment it applied, XML and PDF as Banxico issued it.
        `GET ${CLIENT}/payments/:id/cep/xml`,
        `GET ${CLIENT}/payments/:id/cep/pdf`,
        // The borrower's CFDIs of interest and fees, each one's XML and PDF.
        `GET ${CLIENT}/cfdis`,
        `GET ${CLIENT}/cfdis/:id/xml`,
        `GET ${CLIENT}/cfdis/:id/pdf`,
        // "Mis derechos": ARCO requests, complaints to the UNE, the voluntary consents withdrawn.
        `GET ${CLIENT}/privacy/arco-requests`,
        `POST ${CLIENT}/privacy/arco-requests`,
        `GET ${CLIENT}/privacy/arco-requests/:id/archive`,
        `GET ${CLIENT}/privacy/deletion-assessment`,
        `GET ${CLIENT}/complaints`,
        `POST ${CLIENT}/complaints`,
        `POST ${CLIENT}/consents/withdrawal`,
        // What weighed in the newest decision, in the borrower's words, and when to apply again.
        `GET ${CLIENT}/decision-reasons`,
      ].sort(),
    );
  });

  it.each(ENDPOINT_LIST.map((e) => [call(e), e] as const))(
    '%s: params schema matches the path',
    (_name, endpoint) => {
      const names = pathParameterNames(endpoint.path);
      const keys = endpoint.request.params ? Object.keys(endpoint.request.params.shape) : [];
      expect(keys.sort()).toEqual([...names].sort());
    },
  );

  it('gives access by area: public paths are public, private client paths need a client token', () => {
    for (const endpoint of ENDPOINT_LIST) {
      if (endpoint.path.startsWith(`${PUBLIC}/`)) expect(endpoint.access).toBe('public');
      if (endpoint.path.startsWith(CLIENT)) expect(endpoint.access).toBe('client');
      if (endpoint.path.startsWith(BACK_OFFICE) || endpoint.path.startsWith('/web/private/user')) {
        expect(endpoint.access).toBe('user');
      }
    }
  });

  it('sends bodies only where the method carries one, and only catalogue error codes', () => {
    for (const endpoint of ENDPOINT_LIST) {
      if (endpoint.method === 'get' || endpoint.method === 'delete')
        expect(endpoint.request.body).toBeUndefined();
      for (const code of endpoint.errors) expect(isErrorCode(code)).toBe(true);
    }
  });

  it('marks the token-issuing calls (spec §7: Authorization in the body)', () => {
    const issuing = ENDPOINT_LIST.filter((e) => e.issuesToken).map((e) => e.id);
    expect(issuing.sort()).toEqual(
      [
        'public.registerClient',
        'public.clientLogin',
        'public.userLogin',
        'client.tokenRefresh',
        'backOffice.tokenRefresh',
      ].sort(),
    );
    const envelope = responseEnvelopeSchema(endpoints['public.clientLogin']);
    const data = { accountType: 'client', mfa: false, expiresIn: 900, refreshIn: 240 };
    expect(envelope.safeParse({ success: true, data }).success).toBe(false);
    expect(envelope.safeParse({ success: true, data, Authorization: 'jwt' }).success).toBe(true);
  });

  it('creates the application with 201 and an Idempotency-Key (spec §7)', () => {
    expect(endpoints['client.createApplication'].successStatus).toBe(201);
    expect(endpoints['client.createApplication'].idempotent).toBe(true);
    expect(endpoints['client.signAgreement'].idempotent).toBe(true);
    expect(endpoints['client.chargeRollover'].idempotent).toBe(true);
  });

  it('turns Hono paths into OpenAPI paths', () => {
    expect(toOpenApiPath(endpoints['public.clientCheck'].path)).toBe(
      '/web/public/client/check/{key}/{value}',
    );
  });

  it('parses a response with the catalogue schema, e.g. the calculator config', () => {
    const schema: z.ZodType = endpoints['public.calculatorConfig'].response;
    const range = { minAmount: 1000, maxAmount: 4000 };
    const config = {
      amountLimits: {
        minMainLoan: 1000,
        minAdditionLoan: 500,
        amountTo: 12000,
        interval: 100,
        first: range,
        repeated: range,
      },
      initialStates: {
        first: { amount: 2000, payCycle: 'weekly' },
        repeated: { amount: 3000, payCycle: 'monthly' },
      },
      payCycles: ['weekly', 'biweekly', 'semi_monthly', 'monthly'],
      terms: { minDays: 7, maxDays: 62 },
      payDates: {
        weekly: [
          {
            value: '2026-03-03,2026-03-10',
            dates: ['2026-03-03', '2026-03-10'],
            label: { key: 'calculator.payDate.weekly', params: { date: '2026-03-03', weekday: 'tuesday' } },
            dueDate: '2026-03-10',
            term: 8,
          },
        ],
        biweekly: [],
        semi_monthly: [],
        monthly: [],
      },
      today: '2026-03-02',
    };
    expect(schema.parse(config)).toEqual(config);
  });
});
