import { ENDPOINT_GROUPS, ENDPOINT_LIST, type EndpointDefinition, endpoints } from '@lender/contracts';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type FakeServer, type SeenRequest, sendJson, startFakeServer } from '../test/fake-server';
import { sample } from '../test/sample';
import { createClient } from './client';
import { MalformedResponseError } from './errors/malformed-response-error';
import { CLIENT_GROUPS, type MethodName, methodSlot, type UnclaimedEndpointId } from './methods';

// Every endpoint of the @lender/contracts catalogue has a typed method, and each method's
// request and response plumbing works: path parameters, query, JSON or multipart body, headers,
// the envelope parsed with the endpoint's schema. A tiny real HTTP server answers each call
// with a catalogue-valid body. The endpoints the API already serves are also tested against the
// real server (test/*.test.ts).

const ACCESS_GROUP = { public: 'public', client: 'client', user: 'backOffice', mfa: 'backOffice' } as const;

describe('the catalogue is the list of methods', () => {
  it('claims every endpoint id at compile time', () => {
    expectTypeOf<UnclaimedEndpointId>().toBeNever();
    expectTypeOf<MethodName<'backOffice.riskReport', 'backOffice'>>().toEqualTypeOf<'riskReport'>();
    expectTypeOf<MethodName<'backOffice.riskReport', 'client'>>().toBeNever();
  });

  it.each(ENDPOINT_LIST.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s has a method in the group its access says',
    (_id, endpoint) => {
      const slot = methodSlot(endpoint.id);
      expect(slot?.group).toBe(ACCESS_GROUP[endpoint.access]);
    },
  );

  it('gives every endpoint its own method name, and no method without an endpoint', () => {
    const api = createClient({ baseUrl: 'http://127.0.0.1:9' });
    const methods = CLIENT_GROUPS.flatMap((group) =>
      Object.keys(api[group]).map((name) => `${group}.${name}`),
    );
    expect(new Set(methods).size).toBe(ENDPOINT_LIST.length);
    expect(methods).toHaveLength(ENDPOINT_LIST.length);
    // One name: the method `api.<group>.<name>` is the endpoint's id.
    expect(methods.sort()).toEqual(ENDPOINT_LIST.map((endpoint) => endpoint.id).sort());
    for (const group of CLIENT_GROUPS) {
      for (const method of Object.values(api[group])) expect(method).toBeTypeOf('function');
    }
  });

  it.each([
    ['public.addressRegions', 'public', 'addressRegions'],
    ['client.get', 'client', 'get'],
    ['backOffice.user', 'backOffice', 'user'],
    ['backOffice.logout', 'backOffice', 'logout'],
    ['public.userLogin', 'public', 'userLogin'],
  ])('names %s as %s.%s', (id, group, name) => {
    expect(methodSlot(id)).toEqual({ group, name });
  });

  it.each([
    ['publicity'],
    ['client'],
    ['user'],
    ['somethingElse'],
    ['clientGet'],
    ['user.logout'],
    ['client.'],
    ['client.a.b'],
  ])('claims no method for the id %s', (id) => {
    expect(methodSlot(id)).toBeUndefined();
  });

  it('has the catalogue’s groups', () => {
    expect(CLIENT_GROUPS).toEqual(ENDPOINT_GROUPS);
  });

  it('types a binary answer only for the endpoints that answer a PDF', () => {
    // The method's data type is BinaryBody exactly when the response schema is a bare string.
    for (const endpoint of ENDPOINT_LIST) {
      const isString =
        (endpoint.response as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'string';
      expect({ id: endpoint.id, binary: isString }).toEqual({
        id: endpoint.id,
        binary: endpoint.responseContentType !== 'application/json',
      });
    }
  });
});

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

function samePassword(value: unknown) {
  const body = value as Record<string, unknown>;
  return { ...body, repeatPassword: body.password };
}

/** Cross-field rules the structural sampler cannot guess (`repeatPassword` equals `password`…). */
const SAMPLE_FIXES: Record<string, (value: unknown) => unknown> = {
  'public.registerClient.body': samePassword,
  'public.recoverPassword.body': samePassword,
  'client.changePassword.body': samePassword,
  'client.completeBackOfficeClient.body': samePassword,
  'public.clientCheck.params': () => ({ key: 'email', value: 'ana@example.mx' }),
  'backOffice.exportContactLog.query': () => ({ month: '2026-03' }),
  'backOffice.monthCfdis.query': () => ({ month: '2026-03' }),
  'backOffice.exportCfdis.query': () => ({ month: '2026-03' }),
};

function requestSample(endpoint: EndpointDefinition, part: 'params' | 'query' | 'body'): unknown {
  const schema = endpoint.request[part];
  if (schema === undefined) return undefined;
  const fix = SAMPLE_FIXES[`${endpoint.id}.${part}`];
  const value = fix ? fix(sample(schema)) : sample(schema);
  const checked = schema.safeParse(value);
  if (!checked.success)
    throw new Error(`${endpoint.id}.${part}: the sample is not valid: ${checked.error.message}`);
  return value;
}

function expectedPath(endpoint: EndpointDefinition, params: Record<string, unknown> | undefined): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}

function methodOf(api: ReturnType<typeof createClient>, id: string) {
  const slot = methodSlot(id);
  if (!slot) throw new Error(`no method for ${id}`);
  return (api[slot.group] as unknown as Record<string, (input: Input) => Promise<unknown>>)[slot.name] as (
    input: Input,
  ) => Promise<{ success: boolean; status: number; data: unknown }>;
}

function expectBodyArrived(endpoint: EndpointDefinition, seen: SeenRequest, body: unknown) {
  if (body === undefined) {
    expect(seen.body.length).toBe(0);
    return;
  }
  if (endpoint.request.bodyContentType === 'multipart/form-data') {
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = seen.body.toString('latin1');
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      expect(text).toContain(`name="${name}"`);
      if (value instanceof File) expect(text).toContain(`filename="${value.name}"`);
      else expect(text).toContain(String(value));
    }
    return;
  }
  expect(seen.headers['content-type']).toBe('application/json');
  expect(JSON.parse(seen.body.toString('utf8'))).toEqual(JSON.parse(JSON.stringify(body)));
}

describe('every endpoint sends its request and parses its answer', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeServer();
  });
  afterAll(() => fake.close());

  it.each(Object.keys(endpoints))('%s', async (id) => {
    const endpoint = endpoints[id as keyof typeof endpoints] as EndpointDefinition;
    const params = requestSample(endpoint, 'params') as Record<string, unknown> | undefined;
    const query = requestSample(endpoint, 'query') as Record<string, unknown> | undefined;
    const body = requestSample(endpoint, 'body');
    const binary = endpoint.responseContentType !== 'application/json';
    const data = binary ? undefined : sample(endpoint.response);
    const pdf = Buffer.from(`%PDF-1.7 ${id}`);
    fake.requests.length = 0;
    fake.handle((_, res) => {
      if (binary) {
        res.writeHead(200, { 'content-type': endpoint.responseContentType });
        res.end(pdf);
        return;
      }
      sendJson(res, endpoint.successStatus, {
        success: true,
        data,
        ...(endpoint.issuesToken && { Authorization: 'issued.jwt' }),
      });
    });

    const onToken = vi.fn();
    const api = createClient({ baseUrl: fake.baseUrl, getToken: () => 'caller.jwt', onToken, retry: 0 });
    const input: Input = {
      ...(params !== undefined && { params }),
      ...(query !== undefined && { query }),
      ...(body !== undefined && { body }),
    };
    const result = await methodOf(api, id)(input);

    const [seen] = fake.requests;
    if (!seen) throw new Error('no request arrived');
    const url = new URL(seen.url, fake.baseUrl);
    expect(seen.method).toBe(endpoint.method.toUpperCase());
    expect(url.pathname).toBe(expectedPath(endpoint, params));
    const sentQuery = Object.fromEntries(
      Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual(sentQuery);
    expect(seen.headers.authorization).toBe('Bearer caller.jwt');
    expect(seen.headers['idempotency-key'] !== undefined).toBe(endpoint.idempotent);
    expectBodyArrived(endpoint, seen, body);

    expect(result.success).toBe(true);
    expect(result.status).toBe(binary ? 200 : endpoint.successStatus);
    if (binary) {
      expect(result.data).toEqual({ bytes: new Uint8Array(pdf), contentType: endpoint.responseContentType });
    } else {
      expect(result.data).toEqual(endpoint.response.parse(data));
    }
    expect(onToken.mock.calls).toEqual(endpoint.issuesToken ? [['issued.jwt']] : []);

    // The answer is parsed with the endpoint's schema: data of the wrong shape is refused.
    if (!binary) {
      const wrong = { 'not-in-any-schema': [Number.MAX_SAFE_INTEGER] };
      if (!endpoint.response.safeParse(wrong).success) {
        fake.handle((_, res) =>
          sendJson(res, 200, {
            success: true,
            data: wrong,
            ...(endpoint.issuesToken && { Authorization: 'x' }),
          }),
        );
        await expect(methodOf(api, id)(input)).rejects.toBeInstanceOf(MalformedResponseError);
      }
    }
  });
});
