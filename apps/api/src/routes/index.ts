import type { AppRouter } from '../http/context';
import { backOfficeApplicationsRouter } from './back-office-applications/back-office-applications.handlers';
import { backOfficeApprovalsRouter } from './back-office-approvals/back-office-approvals.handlers';
import { backOfficeAuditRouter } from './back-office-audit/back-office-audit.handlers';
import { backOfficeAuthRouter } from './back-office-auth/back-office-auth.handlers';
import { backOfficeCfdisRouter } from './back-office-cfdis/back-office-cfdis.handlers';
import { backOfficeClientPageRouter } from './back-office-client-page/back-office-client-page.handlers';
import { backOfficeClientsRouter } from './back-office-clients/back-office-clients.handlers';
import { backOfficeCollectionsRouter } from './back-office-collections/back-office-collections.handlers';
import { backOfficeComplaintsRouter } from './back-office-complaints/back-office-complaints.handlers';
import { backOfficeComplianceRouter } from './back-office-compliance/back-office-compliance.handlers';
import { backOfficeCreditPoliciesRouter } from './back-office-credit-policies/back-office-credit-policies.handlers';
import { backOfficeListsRouter } from './back-office-lists/back-office-lists.handlers';
import { backOfficeLoansRouter } from './back-office-loans/back-office-loans.handlers';
import { backOfficePaymentOversightRouter } from './back-office-payment-oversight/back-office-payment-oversight.handlers';
import { backOfficePlatformClockRouter } from './back-office-platform-clock/back-office-platform-clock.handlers';
import { backOfficePolicyChallengersRouter } from './back-office-policy-challengers/back-office-policy-challengers.handlers';
import { backOfficePrivacyRouter } from './back-office-privacy/back-office-privacy.handlers';
import { backOfficeQueueRouter } from './back-office-queue/back-office-queue.handlers';
import { backOfficeReadsRouter } from './back-office-reads/back-office-reads.handlers';
import { backOfficeReconciliationRouter } from './back-office-reconciliation/back-office-reconciliation.handlers';
import { backOfficeUsersRouter } from './back-office-users/back-office-users.handlers';
import { cepClaimsRouter } from './cep-claims/cep-claims.handlers';
import { clientAccountRouter } from './client-account/client-account.handlers';
import { clientAddressesRouter } from './client-addresses/client-addresses.handlers';
import { clientAgreementRouter } from './client-agreement/client-agreement.handlers';
import { clientApplicationRouter } from './client-application/client-application.handlers';
import { clientBelvoRouter } from './client-belvo/client-belvo.handlers';
import { clientCfdisRouter } from './client-cfdis/client-cfdis.handlers';
import { clientDocumentsRouter } from './client-documents/client-documents.handlers';
import { clientIbanRouter } from './client-iban/client-iban.handlers';
import { clientJourneyRouter } from './client-journey/client-journey.handlers';
import { clientLoanRouter } from './client-loan/client-loan.handlers';
import { clientLoanDocumentsRouter } from './client-loan-documents/client-loan-documents.handlers';
import { clientMandatesRouter } from './client-mandates/client-mandates.handlers';
import { clientMyLoanRouter } from './client-my-loan/client-my-loan.handlers';
import { clientNoticesRouter } from './client-notices/client-notices.handlers';
import { clientPaymentsRouter } from './client-payments/client-payments.handlers';
import { clientPrivacyRouter } from './client-privacy/client-privacy.handlers';
import { clientProvenIncomeRouter } from './client-proven-income/client-proven-income.handlers';
import { clientRecordsRouter } from './client-records/client-records.handlers';
import { clientReferralsRouter } from './client-referrals/client-referrals.handlers';
import { clientRightsRouter } from './client-rights/client-rights.handlers';
import { clientSandboxRouter } from './client-sandbox/client-sandbox.handlers';
import { clientVeriffRouter } from './client-veriff/client-veriff.handlers';
import { collectionContactsRouter } from './collection-contacts/collection-contacts.handlers';
import { collectorDatasetsRouter } from './collector-datasets/collector-datasets.handlers';
import { collectorIngestRouter } from './collector-ingest/collector-ingest.handlers';
import { disasterReliefRouter } from './disaster-relief/disaster-relief.handlers';
import { healthRouter } from './health/health.handlers';
import { paymentPlansRouter } from './payment-plans/payment-plans.handlers';
import { paymentProviderCallbackRouter } from './payment-provider-callback/payment-provider-callback.handlers';
import { publicAddressRouter } from './public-address/public-address.handlers';
import { publicAuthRouter } from './public-auth/public-auth.handlers';
import { publicCalculatorRouter } from './public-calculator/public-calculator.handlers';
import { publicCatalogRouter } from './public-catalog/public-catalog.handlers';
import { publicClientRouter } from './public-client/public-client.handlers';
import { publicDocumentsRouter } from './public-documents/public-documents.handlers';
import { siteReportsRouter } from './site-reports/site-reports.handlers';

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
  publicDocumentsRouter,
  publicAuthRouter,
  clientAccountRouter,
  clientApplicationRouter,
  clientAgreementRouter,
  clientLoanRouter,
  clientPaymentsRouter,
  clientMandatesRouter,
  clientProvenIncomeRouter,
  clientMyLoanRouter,
  cepClaimsRouter,
  clientCfdisRouter,
  clientRecordsRouter,
  clientNoticesRouter,
  clientPrivacyRouter,
  clientRightsRouter,
  paymentProviderCallbackRouter,
  clientJourneyRouter,
  clientSandboxRouter,
  clientVeriffRouter,
  clientBelvoRouter,
  clientReferralsRouter,
  clientAddressesRouter,
  clientIbanRouter,
  clientDocumentsRouter,
  clientLoanDocumentsRouter,
  backOfficeAuthRouter,
  backOfficeClientsRouter,
  backOfficeApplicationsRouter,
  backOfficeLoansRouter,
  backOfficeCfdisRouter,
  backOfficeReadsRouter,
  backOfficeAuditRouter,
  backOfficeUsersRouter,
  backOfficeListsRouter,
  backOfficeClientPageRouter,
  backOfficeQueueRouter,
  backOfficeCollectionsRouter,
  collectionContactsRouter,
  paymentPlansRouter,
  backOfficeComplaintsRouter,
  backOfficeComplianceRouter,
  backOfficePaymentOversightRouter,
  backOfficePolicyChallengersRouter,
  backOfficeCreditPoliciesRouter,
  backOfficePrivacyRouter,
  backOfficeApprovalsRouter,
  siteReportsRouter,
  collectorIngestRouter,
  collectorDatasetsRouter,
  backOfficeReconciliationRouter,
  backOfficePlatformClockRouter,
  disasterReliefRouter,
];
