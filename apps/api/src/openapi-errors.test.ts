import { ENDPOINT_LIST, ERROR_CODES, endpointErrorCodes, endpointErrorsByStatus } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { renderDocsHtml } from './openapi-docs';

/**
 * Issue 11 point 10: every code an endpoint can answer appears in its OpenAPI responses. The
 * catalogue's `endpointErrorCodes` is the one list; this test walks it against the document, and
 * the test setup (src/test/documented-errors.setup.ts) fails any test file in which a handler
 * answered a code outside it.
 */
type Operation = { operationId?: string; responses: Record<string, { description: string }> };
const document = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
const operations = new Map<string, Operation>();
for (const item of Object.values(document.paths)) {
  for (const operation of Object.values(item)) {
    if (operation.operationId) operations.set(operation.operationId, operation);
  }
}

describe('OpenAPI error responses', () => {
  it.each(ENDPOINT_LIST.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s lists every error code it can answer',
    (_id, endpoint) => {
      const operation = operations.get(endpoint.id);
      expect(operation, 'the document has the operation').toBeDefined();
      for (const [status, codes] of endpointErrorsByStatus(endpoint)) {
        const response = operation?.responses[String(status)];
        expect(response, `response ${status}`).toBeDefined();
        for (const code of codes) expect(response?.description).toContain(`\`${code}\``);
      }
      // …and no error status it cannot answer.
      const errorStatuses = Object.keys(operation?.responses ?? {})
        .map(Number)
        .filter((status) => status >= 400);
      expect(errorStatuses.sort()).toEqual(
        [...new Set(endpointErrorCodes(endpoint).map((code) => ERROR_CODES[code].status))].sort(),
      );
    },
  );

  it('documents nothing but catalogue endpoints (and the two provider callbacks)', () => {
    const ids = new Set(ENDPOINT_LIST.map((endpoint) => endpoint.id));
    // Called by the payment provider and Veriff, not by a site: documented by hand beside them.
    expect([...operations.keys()].filter((id) => !ids.has(id)).sort()).toEqual([
      'paymentProviderCallback',
      'veriffCallback',
    ]);
  });

  it('says in the reference why a photo fails the quality check (the minimum size)', () => {
    const html = renderDocsHtml(document as never);
    const upload = operations.get('client.idDocumentUpload') as unknown as { description: string };
    expect(upload.description).toContain('minSidePx');
    expect(html).toContain('minSidePx');
  });

  it('documents the CLABE the signing needs and the cool-off of a new application', () => {
    expect(operations.get('client.signAgreement')?.responses['409']?.description).toContain(
      '`clabe_required`',
    );
    expect(operations.get('client.agreementSmsCode')?.responses['409']?.description).toContain(
      '`clabe_required`',
    );
    expect(operations.get('client.createApplication')?.responses['409']?.description).toContain(
      '`reapply_cool_off`',
    );
  });
});

describe('OpenAPI requests and headers from the catalogue', () => {
  type Documented = {
    requestBody?: { content: Record<string, unknown> };
    parameters?: { name: string; in: string }[];
    responses: Record<string, { headers?: Record<string, unknown> }>;
  };
  const documented = (id: string) => operations.get(id) as unknown as Documented;

  it.each(ENDPOINT_LIST.filter((endpoint) => endpoint.paginated).map((e) => [e.id, e] as const))(
    '%s (a list) documents its pagination headers',
    (_id, endpoint) => {
      const headers = Object.keys(
        documented(endpoint.id).responses[String(endpoint.successStatus)]?.headers ?? {},
      );
      expect(headers).toEqual(expect.arrayContaining(['x-page', 'x-per-page', 'x-total-count', 'x-count']));
      // The cursor header only where the query takes a cursor; the estimate flag only on the back office.
      expect(headers.includes('x-next-cursor')).toBe(endpoint.request.query?.shape.cursor !== undefined);
      expect(headers.includes('x-total-count-estimated')).toBe(endpoint.access === 'user');
    },
  );

  it('documents the page of the address lists as a query parameter', () => {
    for (const id of ['public.addressRegions', 'public.addressWards', 'public.addressCities']) {
      expect(documented(id).parameters?.map((p) => `${p.in}:${p.name}`)).toContain('query:page');
    }
  });

  it('documents an upload as multipart/form-data (its contract’s content type), every other body as JSON', () => {
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.request.body)) {
      const types = Object.keys(documented(endpoint.id).requestBody?.content ?? {});
      expect(types, endpoint.id).toEqual([endpoint.request.bodyContentType ?? 'application/json']);
    }
  });
});
