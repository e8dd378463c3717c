import { OpenAPIHono } from '@hono/zod-openapi';
import {
  COLLECTOR_ERROR_TITLES,
  COLLECTOR_PATHS,
  type CollectorErrorTitle,
  CollectorLoginRequestSchema,
  CollectorRefreshRequestSchema,
  CollectorUploadRequestSchema,
} from '@lender/contracts/collector';
import { CollectorIngestError } from '@lender/core';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { bearerToken } from '../../http/auth-middleware';
import type { AppEnv } from '../../http/context';

/**
 * The scoring collector's host (spec §7 "Third-party scoring collector", issue 18, ADR 032):
 * login, refresh, verify and upload under `/api/…`, outside the `/web` envelope. Errors are RFC
 * 9457 problem documents whose `title` is a spec §8 title; the collector maps them to its errors.
 */

/** An error answer: `{ type, title, status, detail }` as `application/problem+json`. */
export function problem(c: Context, title: CollectorErrorTitle, detail?: string) {
  const { status } = COLLECTOR_ERROR_TITLES[title];
  return c.body(
    JSON.stringify({
      type: 'about:blank',
      title,
      status,
      detail: detail ?? COLLECTOR_ERROR_TITLES[title].detail,
    }),
    status,
    { 'content-type': 'application/problem+json' },
  );
}

async function jsonBody(c: Context): Promise<unknown> {
  // sendBeacon posts text/plain: the body is read as JSON whatever its content type.
  try {
    return JSON.parse(await c.req.text());
  } catch {
    return undefined;
  }
}

export const collectorIngestRouter = new OpenAPIHono<AppEnv>();

collectorIngestRouter.use(
  '/api/*',
  cors({
    origin: (origin, c) => {
      const allowed = (c as Context<AppEnv>).get('core').collector.allowedOrigins;
      return allowed === '*' || allowed.includes(origin) ? origin || '*' : null;
    },
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['content-type', 'authorization'],
    maxAge: 600,
  }),
);

collectorIngestRouter.onError((error, c) => {
  if (error instanceof CollectorIngestError) return problem(c, error.title, error.message);
  c.get('core').logger.error('collector ingest failed', {
    requestId: c.get('requestId'),
    error: String(error),
  });
  return problem(c, 'internal_error');
});

collectorIngestRouter.post(COLLECTOR_PATHS.login, async (c) => {
  const body = CollectorLoginRequestSchema.safeParse(await jsonBody(c));
  if (!body.success) return problem(c, 'auth_key_invalid');
  return c.json(await c.get('core').collector.login(body.data.authKey), 200);
});

collectorIngestRouter.post(COLLECTOR_PATHS.refresh, async (c) => {
  const body = CollectorRefreshRequestSchema.safeParse(await jsonBody(c));
  if (!body.success) return problem(c, 'refresh_token_invalid');
  return c.json(await c.get('core').collector.refresh(body.data.refreshToken), 200);
});

collectorIngestRouter.get(COLLECTOR_PATHS.verify, async (c) => {
  const ingest = c.get('core').collector;
  const partner = await ingest.authenticate(bearerToken(c.req.header('authorization')));
  return c.json(await ingest.verify(partner, c.req.query('referenceNumber') ?? ''), 200);
});

collectorIngestRouter.post(COLLECTOR_PATHS.upload, async (c) => {
  const ingest = c.get('core').collector;
  // A beacon cannot set headers: on this one call the token may come as `?access_token=`.
  const partner = await ingest.authenticate(
    bearerToken(c.req.header('authorization')) ?? c.req.query('access_token'),
  );
  const body = CollectorUploadRequestSchema.safeParse(await jsonBody(c));
  if (!body.success) {
    const issue = body.error.issues[0];
    return problem(
      c,
      'data_invalid',
      `Upload body is invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  return c.json(await ingest.upload(partner, body.data), 200);
});

/** The public key partner sites give to `createCollector({ publicKey })` (PEM). */
collectorIngestRouter.get('/api/datasets/v1/public-key', (c) =>
  c.body(c.get('core').collector.publicKeyPem, 200, { 'content-type': 'application/x-pem-file' }),
);
