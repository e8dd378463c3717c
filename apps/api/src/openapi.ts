import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/context';
import { HTML_CSP } from './http/security-headers';
import { renderDocsHtml } from './openapi-docs';
import { routeModules } from './routes/index';

/** Where the document and the reference are served (issue 4). */
export const OPENAPI_PATH = '/web/openapi.json';
export const DOCS_PATH = '/web/docs';

const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Lender /web API',
    version: '1.0.0',
    description:
      'The API of the Mexican short-term lending platform (spec §7). Every response is the envelope ' +
      '`{ success, data, message?, code?, errors?, Authorization? }`. Private calls need `Authorization: Bearer <token>`; ' +
      'a response that issues or refreshes a token carries it in the body as `Authorization`. ' +
      'Access tokens live 15 minutes by default and are refreshed every 240 s. ' +
      'Lists send `x-page`, `x-per-page`, `x-total-count` and `x-count`. The back-office lists count exactly up to ' +
      '1,000 matching rows; past that (and for an unfiltered list of a table well past it) `x-total-count` is the ' +
      "database planner's estimate, and the response also carries `x-total-count-estimated: true` (ADRs 064, 082). " +
      'The unfiltered client list is always counted exactly (ADR 097).',
  },
  servers: [{ url: '/' }],
};

function register(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
}

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const TRANSPORT_ERRORS = {
  413: 'Error: `payload_too_large` (the body is over the limit: 1 MiB for JSON, the document limit for uploads)',
  415: 'Error: `unsupported_media_type` (the body must be `application/json`, or `multipart/form-data` on uploads)',
} as const;

/**
 * Every operation that may carry a body answers 413 and 415 from the app's size limit and body guard
 * (issue 10), before its own route runs; routes built by `endpointRoute` document them already, and
 * this adds them to the few routes written by hand.
 */
function withTransportErrors(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation?.responses) continue;
      for (const [status, description] of Object.entries(TRANSPORT_ERRORS)) {
        operation.responses[status] ??= {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        };
      }
    }
  }
  return document;
}

/** The OpenAPI 3.1 document generated from the routes' contracts; needs no server or database. */
export function openApiDocument(): OpenApiDocument {
  const app = new OpenAPIHono<AppEnv>();
  for (const module of routeModules) app.route('/', module);
  register(app);
  return withTransportErrors(app.getOpenAPI31Document(documentConfig));
}

/** Serves the document at {@link OPENAPI_PATH} and the HTML reference at {@link DOCS_PATH}. */
export function registerOpenApi(app: OpenAPIHono<AppEnv>): void {
  register(app);
  let cached: { json: string; html: string } | undefined;
  const build = () => {
    if (!cached) {
      const document = withTransportErrors(app.getOpenAPI31Document(documentConfig));
      cached = { json: JSON.stringify(document), html: renderDocsHtml(document) };
    }
    return cached;
  };
  app.get(OPENAPI_PATH, (c) =>
    c.body(build().json, 200, { 'content-type': 'application/json; charset=utf-8' }),
  );
  app.get(DOCS_PATH, (c) => c.html(build().html, 200, { 'content-security-policy': HTML_CSP }));
}
