import { publicEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './public-catalog.routes';

export const publicCatalogRouter = useCaseRouter([
  useCaseRoute(e.classificationList, useCases.public.classificationList, routes.classificationListOptions),
  useCaseRoute(e.classification, useCases.public.classification, routes.classificationOptions),
  useCaseRoute(e.banks, useCases.public.banks, routes.banksOptions),
  useCaseRoute(e.company, useCases.public.company, routes.companyOptions),
  useCaseRoute(e.employmentStatuses, useCases.public.employmentStatuses, routes.employmentStatusesOptions),
  useCaseRoute(e.employmentPositions, useCases.public.employmentPositions, routes.employmentPositionsOptions),
  useCaseRoute(
    e.idDocumentTimeSetting,
    useCases.public.idDocumentTimeSetting,
    routes.idDocumentTimeSettingOptions,
  ),
  useCaseRoute(e.helloSoda, useCases.public.helloSoda, routes.helloSodaOptions),
]);
