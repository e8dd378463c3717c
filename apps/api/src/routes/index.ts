import type { AppRouter } from '../http/context';
import { backOfficeClientPageRouter } from './back-office-client-page/back-office-client-page.handlers';
import { backOfficeReadsRouter } from './back-office-reads/back-office-reads.handlers';
import { backOfficeReconciliationRouter } from './back-office-reconciliation/back-office-reconciliation.handlers';
import { backOfficeTable } from './back-office-table';
import { borrowerTable, publicTable } from './borrower-table';
import { clientVeriffRouter } from './client-veriff/client-veriff.handlers';
import { collectorIngestRouter } from './collector-ingest/collector-ingest.handlers';
import { healthRouter } from './health/health.handlers';
import { paymentProviderCallbackRouter } from './payment-provider-callback/payment-provider-callback.handlers';
import { publicCalculatorRouter } from './public-calculator/public-calculator.handlers';
import { publicDocumentsRouter } from './public-documents/public-documents.handlers';

/**
 * Every route module of the API, mounted at the root (routes carry their full `/web/...` paths,
 * as spec §7 writes them): the tables of endpoints answered by the use case of their name (the
 * public and borrower's in `borrower-table.ts`, the back office's in `back-office-table.ts`: add a
 * line there) and the routers of the special routes (a cached public read, a public PDF, a
 * provider's callback, an identity check's pages, the back office's reads and signed document
 * links, a settlement file's upload, the collector).
 * The order is the OpenAPI document's, and more: a named schema used both bare and `.nullable()`
 * (`OverdueBucket`, `DecisionDetail`) is described as its first use shapes it, so the back office's
 * table comes after its reads and client page, as when these were documented (the snapshot test
 * holds the document byte for byte).
 */
export const routeModules: AppRouter[] = [
  healthRouter,
  publicTable,
  publicCalculatorRouter,
  publicDocumentsRouter,
  borrowerTable,
  paymentProviderCallbackRouter,
  clientVeriffRouter,
  backOfficeReadsRouter,
  backOfficeClientPageRouter,
  backOfficeTable,
  collectorIngestRouter,
  backOfficeReconciliationRouter,
];
