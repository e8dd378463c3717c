import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../catalogue.js';
import { defineEndpoint } from '../endpoint.js';
import { ENDPOINT_LIST, endpoints } from '../endpoints.js';
import { ClientCheckResultSchema } from '../public/registration.js';
import * as backOffice from './back-office.js';
import * as client from './client.js';
import * as publicEntry from './public.js';
import * as calculatorEntry from './public-calculator.js';

describe('the audience entries', () => {
  const audiences = [
    { name: 'public', catalogue: publicEntry.publicCatalogue, path: /^\/web\/public\//, access: ['public'] },
    {
      name: 'client',
      catalogue: client.clientCatalogue,
      path: /^\/web\/private\/client(\/|$)/,
      access: ['client'],
    },
    {
      name: 'back-office',
      catalogue: backOffice.backOfficeCatalogue,
      path: /^\/web\/private\/(back-office|user)\//,
      access: ['user', 'mfa'],
    },
  ];

  it('split the root catalogue: every endpoint in exactly one audience, the same objects', () => {
    const ids = audiences.flatMap(({ catalogue }) => Object.keys(catalogue));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(endpoints).sort());
    for (const { name, catalogue } of audiences) {
      for (const [id, endpoint] of Object.entries(catalogue)) {
        const root = endpoints[id as keyof typeof endpoints];
        // The public entry's endpoints are their `zod/mini` forms (ADR 171): the same call.
        if (name === 'public') expect([endpoint.method, endpoint.path]).toEqual([root.method, root.path]);
        else expect(root).toBe(endpoint);
      }
    }
  });

  it.each(audiences)(
    'puts only $name paths and access in the $name catalogue',
    ({ catalogue, path, access }) => {
      for (const endpoint of Object.values(catalogue)) {
        expect(endpoint.path).toMatch(path);
        expect(access).toContain(endpoint.access);
      }
    },
  );

  it('keep the root order (mounting order: static segments before parameters)', () => {
    const order = ENDPOINT_LIST.map((endpoint) => endpoint.id);
    const merged = audiences.flatMap(({ catalogue }) => Object.keys(catalogue));
    expect(merged).toEqual(order);
  });

  it('re-export the shared schemas as the same objects (the public entry has its mini forms)', () => {
    expect(backOffice.EnvelopeSchema).toBe(client.EnvelopeSchema);
    expect(client.MoneySchema).toBe(backOffice.MoneySchema);
    expect(backOffice.ErrorEnvelopeSchema).toBe(client.ErrorEnvelopeSchema);
    expect(publicEntry.ClientCheckResultSchema).not.toBe(ClientCheckResultSchema);
    expect(publicEntry.ClientCheckResultSchema.parse({ unique: true })).toEqual({ unique: true });
  });

  it('give the public calculator its two calls alone, the same objects as the public catalogue', () => {
    const calls = calculatorEntry.publicCalculatorEndpoints;
    expect(Object.keys(calls)).toEqual(['calculatorConfig', 'arithmeticOffer']);
    expect(calls.calculatorConfig).toBe(endpoints['public.calculatorConfig']);
    expect(calls.arithmeticOffer).toBe(endpoints['public.arithmeticOffer']);
    expect(publicEntry.publicCatalogue['public.calculatorConfig'].path).toBe(calls.calculatorConfig.path);
    expect(calculatorEntry.CalculatorConfigSchema).toBe(calls.calculatorConfig.response);
  });
});

describe('catalogueOf', () => {
  const one = defineEndpoint({
    id: 'public.one',
    method: 'get',
    path: '/web/public/one',
    access: 'public',
    tag: 'Public: catalogues',
    summary: 'One',
    request: {},
    response: ClientCheckResultSchema,
  });
  const two = { ...one, id: 'public.two', path: '/web/public/two' };

  it('merges every endpoint map a module exports, keyed by id, and skips everything else', () => {
    const catalogue = catalogueOf({
      firstEndpoints: { one },
      LIMIT: 3,
      names: ['x'],
      more: { two },
    });
    expect(Object.keys(catalogue)).toEqual(['public.one', 'public.two']);
    expect(catalogue['public.two']).toBe(two);
  });

  it('refuses an endpoint whose id is not `<group>.<key>`, its group read from its access', () => {
    expect(() => catalogueOf({ a: { other: one } })).toThrow(
      'endpoint "public.other" has the id "public.one"',
    );
    expect(() => catalogueOf({ a: { one: { ...one, access: 'client' } } })).toThrow(
      'endpoint "client.one" has the id "public.one"',
    );
  });

  it('refuses an id two maps share', () => {
    expect(() => catalogueOf({ a: { one }, b: { one } })).toThrow('endpoint "public.one" is defined twice');
  });
});
