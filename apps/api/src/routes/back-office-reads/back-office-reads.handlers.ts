import { BACK_OFFICE_READ_MODELS, type ReadModel, useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import { csvResponse, csvRoute } from './csv-route';
import { phonesShownTo } from './export-options';

// The back office's read models (ADR 152): every list, export, the dashboard and the queue that
// `@lender/core` registers against a contract endpoint is mounted here, by one handler. A new
// report adds its endpoint to the contracts and its read model to core; nothing here changes.

/** The route of a read model's endpoint: JSON in the envelope, or a CSV file. */
const routeOf = (model: ReadModel) =>
  model.endpoint.responseContentType === 'text/csv'
    ? csvRoute(model.endpoint)
    : endpointRoute(model.endpoint);

/** Answers one read model: the reader's language (CSV), the phones they may see, then the query. */
async function answer(model: ReadModel, c: Context<AppEnv>): Promise<Response> {
  const core = c.get('core');
  const userId = c.get('auth').subjectId;
  const query = ((c.req.valid as (target: 'query') => unknown)('query') ?? {}) as Record<string, unknown>;
  const language = model.needsLanguage ? (await useCases.backOffice.user(core, userId)).language : 'es-MX';
  const revealPhonesTo = await phonesShownTo(c, query.reveal as 'phone' | undefined);
  const reader = revealPhonesTo === undefined ? { userId, language } : { userId, language, revealPhonesTo };
  const result = await model.read(core, query as never, reader);
  switch (result.kind) {
    case 'csv':
      return csvResponse(c, result.name, result);
    case 'page':
      setListPageHeaders(c, { page: query.page as number, perPage: query.perPage as number }, result);
      return c.json(ok(result.items), 200);
    case 'view':
      return c.json(ok(result.data), 200);
  }
}

export const backOfficeReadsRouter = createRouter();
for (const model of BACK_OFFICE_READ_MODELS) {
  backOfficeReadsRouter.openapi(routeOf(model), ((c: Context<AppEnv>) => answer(model, c)) as never);
}
