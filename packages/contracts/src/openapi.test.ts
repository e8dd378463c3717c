import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { type EndpointDefinition, openApiOperation, toOpenApiPath } from './endpoint.js';
import { ENDPOINT_LIST, endpoints, responseEnvelopeSchema } from './endpoints.js';
import { ErrorEnvelopeSchema, errorEnvelope, successEnvelope, violationsFromZodError } from './envelope.js';

/** How the API mounts a catalogue entry with @hono/zod-openapi (the shape apps/api follows). */
function routeOf(endpoint: EndpointDefinition): RouteConfig {
  const { params, query, body, bodyContentType = 'application/json' } = endpoint.request;
  const success =
    endpoint.responseContentType === 'application/json'
      ? { 'application/json': { schema: responseEnvelopeSchema(endpoint) } }
      : { [endpoint.responseContentType]: { schema: endpoint.response } };
  return createRoute({
    ...openApiOperation(endpoint),
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body ? { body: { required: true, content: { [bodyContentType]: { schema: body } } } } : {}),
    },
    responses: {
      [endpoint.successStatus]: { description: endpoint.summary, content: success },
      400: {
        description: 'Validation failed',
        content: { 'application/json': { schema: ErrorEnvelopeSchema } },
      },
    },
  });
}

function buildApp() {
  const app = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        const errors = violationsFromZodError(result.error, (result as { data?: unknown }).data);
        return c.json(errorEnvelope('validation_failed', { errors }), 400);
      }
      return undefined;
    },
  });
  for (const endpoint of ENDPOINT_LIST) {
    app.openapi(routeOf(endpoint), (c) => c.json(successEnvelope(null), 200) as never);
  }
  return app;
}

function collectRefs(node: unknown, refs: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, refs);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else collectRefs(value, refs);
    }
  }
}

describe('OpenAPI document generated from the catalogue', () => {
  const app = buildApp();
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'lender /web', version: '0.0.0' },
  });

  it('documents every endpoint under its OpenAPI path and method', () => {
    for (const endpoint of ENDPOINT_LIST) {
      const operation = doc.paths?.[toOpenApiPath(endpoint.path)]?.[endpoint.method];
      expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
    }
    const operations = Object.values(doc.paths ?? {}).flatMap((item) => Object.keys(item ?? {}));
    expect(operations).toHaveLength(ENDPOINT_LIST.length);
  });

  it('resolves every $ref to a named component', () => {
    const refs = new Set<string>();
    collectRefs(doc, refs);
    const names = Object.keys(doc.components?.schemas ?? {});
    for (const ref of refs) expect(names).toContain(ref.replace('#/components/schemas/', ''));
    expect(names).toEqual(
      expect.arrayContaining(['Violation', 'Money', 'Offer', 'ClientProfile', 'Application', 'Loan']),
    );
  });

  it('keeps null in nullable references and numbers in status enums', () => {
    const schemas = doc.components?.schemas ?? {};
    expect(JSON.stringify(schemas.Offer)).toContain(
      '"promoCode":{"anyOf":[{"$ref":"#/components/schemas/PromoCode"},{"type":"null"}]}',
    );
    expect(schemas.ApplicationStatus).toMatchObject({
      type: 'integer',
      enum: [1, 2, 3, 4, 5, 6, 7, 13, 14, 17, 18, 23, 401],
    });
  });

  it('answers an invalid registration with violations in the server path format', async () => {
    const response = await app.request(endpoints['public.registerClient'].path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'A', mobilePhone: { number: '55' } }),
    });
    expect(response.status).toBe(400);
    const body = ErrorEnvelopeSchema.parse(await response.json());
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { propertyPath: 'children[firstName].data', code: 'too_short', message: 'This value is too short.' },
        {
          propertyPath: 'children[mobilePhone].children[number].data',
          code: 'invalid_format',
          message: 'This value has an invalid format.',
        },
        {
          propertyPath: 'children[email].data',
          code: 'required',
          message: 'This value should not be blank.',
        },
      ]),
    );
  });

  it('validates path parameters by their rule', async () => {
    const bad = await app.request('/web/public/client/check/email/not-an-email');
    expect(bad.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(await bad.json()).errors).toEqual([
      {
        propertyPath: 'children[value].data',
        code: 'invalid_mail',
        message: 'This value is not a valid e-mail address.',
      },
    ]);
    const good = await app.request('/web/public/client/check/phone/5512345678');
    expect(good.status).toBe(200);
  });
});
