import type { AppRouter } from '../http/context';
import { backOfficeAuthRouter } from './back-office-auth/back-office-auth.handlers';
import { clientAccountRouter } from './client-account/client-account.handlers';
import { healthRouter } from './health/health.handlers';
import { publicAddressRouter } from './public-address/public-address.handlers';
import { publicAuthRouter } from './public-auth/public-auth.handlers';
import { publicCalculatorRouter } from './public-calculator/public-calculator.handlers';
import { publicCatalogRouter } from './public-catalog/public-catalog.handlers';
import { publicClientRouter } from './public-client/public-client.handlers';

/**
 * Every route module of the API, mounted at the root (routes carry their full `/web/...` paths,
 * as spec §7 writes them). To add a resource: create `src/routes/<resource>/<resource>.routes.ts`
 * (createRoute, or `endpointRoute(endpoint)` for an endpoint of the contracts' catalogue),
 * `<resource>.handlers.ts` (exports its router built with `createRouter()`), `<resource>.test.ts`
 * (`createTestApp()`), and list the router here.
 */
export const routeModules: AppRouter[] = [
  healthRouter,
  publicAddressRouter,
  publicCatalogRouter,
  publicCalculatorRouter,
  publicClientRouter,
  publicAuthRouter,
  clientAccountRouter,
  backOfficeAuthRouter,
];
