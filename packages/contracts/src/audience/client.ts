// `@lender/contracts/client`: the borrower's calls (`/web/private/client`). `clientCatalogue` is
// every endpoint map of `src/client/endpoints.ts`; the schemas are those of `src/client/`.

export * from '../client/account.js';
export * from '../client/application.js';
export * from '../client/cfdis.js';
export * from '../client/charge-in-parts.js';
export * from '../client/decision-reasons.js';
export * from '../client/documents.js';
export * from '../client/endpoints.js';
export * from '../client/integrations.js';
export * from '../client/journey.js';
export * from '../client/loan.js';
export * from '../client/mandates.js';
export * from '../client/payment-record-endpoints.js';
export * from '../client/payments.js';
export * from '../client/privacy.js';
export * from '../client/profile.js';
export * from '../client/promise-endpoints.js';
export * from '../client/proven-income.js';
export * from '../client/referrals.js';
export * from '../client/registration-fields.js';
export * from '../client/registration-steps.js';
export * from '../client/rights.js';
export * from '../client/sandbox.js';
export * from '../client/scheduled-charges.js';
export * from '../client/telemetry.js';
export * from '../common.js';
export { clientCatalogue } from './client-catalogue.js';
