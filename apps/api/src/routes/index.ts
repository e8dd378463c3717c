import type { AppRouter } from '../http/context';
import { backOfficeAuthRouter } from './back-office-auth/back-office-auth.handlers';
import { backOfficeClientPageRouter } from './back-office-client-page/back-office-client-page.handlers';
import { backOfficeReadsRouter } from './back-office-reads/back-office-reads.handlers';
import { backOfficeReconciliationRouter } from './back-office-reconciliation/back-office-reconciliation.handlers';
import { backOfficeTable } from './back-office-table';
import { borrowerTable } from './borrower-table';
import { clientAccountRouter } from './client-account/client-account.handlers';
import { clientSandboxRouter } from './client-sandbox/client-sandbox.handlers';
import { clientVeriffRouter } from './client-veriff/client-veriff.handlers';
import { collectorIngestRouter } from './collector-ingest/collector-ingest.handlers';
import { healthRouter } from './health/health.handlers';
import { paymentProviderCallbackRouter } from './payment-provider-callback/payment-provider-callback.handlers';
import { publicAddressRouter } from './public-address/public-address.handlers';
import { publicAuthRouter } from './public-auth/public-auth.handlers';
import { publicCalculatorRouter } from './public-calculator/public-calculator.handlers';
import { publicCatalogRouter } from './public-catalog/public-catalog.handlers';
import { publicClientRouter } from './public-client/public-client.handlers';
import { publicDocumentsRouter } from './public-documents/public-documents.handlers';

/**
 * Every route module of the API, mounted at the root (routes carry their full `/web/...` paths,
 * as spec §7 writes them): the two tables of endpoints answered by the use case of their name
 * (`borrower-table.ts`, `back-office-table.ts`: add a line there) and the routers of the special
 * routes (a login's cookie, a cached public read, a provider's callback, the sandbox's pages).
 * The order is the OpenAPI document's, and more: a named schema used both bare and `.nullable()`
 * (`OverdueBucket`, `DecisionDetail`) is described as its first use shapes it, so the back office's
 * table comes after its reads and client page, as when these were documented (the snapshot test
 * holds the document byte for byte).
 */
export const routeModules: AppRouter[] = [
  healthRouter,
  publicAddressRouter,
  publicCatalogRouter,
  publicCalculatorRouter,
  publicClientRouter,
  publicDocumentsRouter,
  publicAuthRouter,
  clientAccountRouter,
  borrowerTable,
  paymentProviderCallbackRouter,
  clientSandboxRouter,
  clientVeriffRouter,
  backOfficeAuthRouter,
  backOfficeReadsRouter,
  backOfficeClientPageRouter,
  backOfficeTable,
  collectorIngestRouter,
  backOfficeReconciliationRouter,
];
