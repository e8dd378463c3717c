import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-compliance.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice } = useCases;

export const watchlists: H<'watchlists'> = async (c) =>
  c.json(ok(await backOffice.watchlists(c.get('core'))), 200);

export const importWatchlist: H<'importWatchlist'> = async (c) =>
  c.json(
    ok(await backOffice.importWatchlist(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const confirmWatchlist: H<'confirmWatchlist'> = async (c) =>
  c.json(
    ok(await backOffice.confirmWatchlist(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const amlMatches: H<'amlMatches'> = async (c) => {
  const query = c.req.valid('query');
  const result = await backOffice.amlMatches(c.get('core'), query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const clearAmlMatch: H<'clearAmlMatch'> = async (c) =>
  c.json(
    ok(
      await backOffice.clearAmlMatch(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const completeDueDiligence: H<'completeDueDiligence'> = async (c) =>
  c.json(
    ok(
      await backOffice.completeDueDiligence(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const amlAlerts: H<'amlAlerts'> = async (c) => {
  const query = c.req.valid('query');
  const result = await backOffice.amlAlerts(c.get('core'), query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const raiseAmlAlert: H<'raiseAmlAlert'> = async (c) =>
  c.json(
    ok(await backOffice.raiseAmlAlert(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const decideAmlAlert: H<'decideAmlAlert'> = async (c) =>
  c.json(
    ok(
      await backOffice.decideAmlAlert(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    201,
  );

export const reviewAmlDecision: H<'reviewAmlDecision'> = async (c) =>
  c.json(
    ok(
      await backOffice.reviewAmlDecision(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const produceAmlReport: H<'produceAmlReport'> = async (c) =>
  c.json(
    ok(await backOffice.produceAmlReport(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const amlSettings: H<'amlSettings'> = async (c) =>
  c.json(ok(await backOffice.amlSettings(c.get('core'))), 200);

export const requestAmlSettings: H<'requestAmlSettings'> = async (c) =>
  c.json(
    ok(await backOffice.requestAmlSettings(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const backOfficeComplianceRouter = createRouter()
  .openapi(routes.watchlists, watchlists)
  .openapi(routes.importWatchlist, importWatchlist)
  .openapi(routes.confirmWatchlist, confirmWatchlist)
  .openapi(routes.amlMatches, amlMatches)
  .openapi(routes.clearAmlMatch, clearAmlMatch)
  .openapi(routes.completeDueDiligence, completeDueDiligence)
  .openapi(routes.amlAlerts, amlAlerts)
  .openapi(routes.raiseAmlAlert, raiseAmlAlert)
  .openapi(routes.decideAmlAlert, decideAmlAlert)
  .openapi(routes.reviewAmlDecision, reviewAmlDecision)
  .openapi(routes.produceAmlReport, produceAmlReport)
  .openapi(routes.amlSettings, amlSettings)
  .openapi(routes.requestAmlSettings, requestAmlSettings);
