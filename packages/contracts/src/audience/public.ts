// `@lender/contracts/public`: the guests' calls (`/web/public`): registration, login, address,
// catalogues, calculator, public documents. `publicCatalogue` is every endpoint map of
// `src/public/endpoints.ts`; the schemas are those of `src/public/`.

export * from '../common.js';
export * from '../public/address.js';
export * from '../public/affiliate.js';
export * from '../public/calculator.js';
export * from '../public/calculator-endpoints.js';
export * from '../public/classification.js';
export * from '../public/documents.js';
export * from '../public/endpoints.js';
export * from '../public/login.js';
export * from '../public/registration.js';
export * from '../public/util.js';
export { publicCatalogue } from './public-catalogue.js';
