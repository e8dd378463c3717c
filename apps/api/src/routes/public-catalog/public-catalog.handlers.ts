import { publicEndpoints as e } from '@lender/contracts';
import { CoreError, useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './public-catalog.routes';

export const classificationList: AppRouteHandler<typeof routes.classificationList> = async (c) => {
  const list = await useCases.public.classificationList(c.get('core'), c.req.valid('query'));
  if (!list) throw new CoreError('not_found');
  return c.json(ok(list), 200);
};

export const classification: AppRouteHandler<typeof routes.classification> = async (c) => {
  const { path } = c.req.valid('param');
  const { locale } = c.req.valid('query');
  const map = await useCases.public.classification(c.get('core'), path, locale);
  if (!map) throw new CoreError('not_found');
  return c.json(ok({ ...map }), 200);
};

export const company: AppRouteHandler<typeof routes.company> = (c) =>
  c.json(ok(useCases.public.company(c.get('core'))), 200);

export const employmentStatuses: AppRouteHandler<typeof routes.employmentStatuses> = (c) =>
  c.json(ok(useCases.public.employmentStatuses()), 200);

export const employmentPositions: AppRouteHandler<typeof routes.employmentPositions> = (c) => {
  const { employmentStatusKey } = c.req.valid('query');
  const positions = useCases.public.employmentPositions(employmentStatusKey);
  if (!positions)
    throw new CoreError('not_found', { message: `Unknown employment status: ${employmentStatusKey}` });
  return c.json(ok(positions), 200);
};

export const publicCatalogRouter = createRouter()
  .openapi(routes.classificationList, classificationList)
  .openapi(routes.classification, classification)
  .route('/', useCaseRouter([useCaseRoute(e.banks, useCases.public.banks, routes.banksOptions)]))
  .openapi(routes.company, company)
  .openapi(routes.employmentStatuses, employmentStatuses)
  .openapi(routes.employmentPositions, employmentPositions)
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(
        e.idDocumentTimeSetting,
        useCases.public.idDocumentTimeSetting,
        routes.idDocumentTimeSettingOptions,
      ),
      useCaseRoute(e.helloSoda, useCases.public.helloSoda, routes.helloSodaOptions),
    ]),
  );
