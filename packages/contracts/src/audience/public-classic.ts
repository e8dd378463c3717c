// The guests' calls (`/web/public`) with their classic schemas: registration, login, address,
// catalogues, calculator, public documents. `publicCatalogue` is every endpoint map of
// `src/public/endpoints.ts`; the schemas are those of `src/public/`. Not an entry since ADR 171:
// `@lender/contracts/public` is its `zod/mini` form (`public-mini.gen.ts`, printed from this
// module's schemas); the root entry carries the classic ones.

export * from '../common.js';
export * from '../public/address.js';
export * from '../public/affiliate.js';
export * from '../public/calculator.js';
export * from '../public/calculator-endpoints.js';
export * from '../public/classification.js';
export * from '../public/company.js';
export * from '../public/contact-check.js';
export * from '../public/documents.js';
export * from '../public/endpoints.js';
export * from '../public/login.js';
export * from '../public/registration.js';
export * from '../public/scheduled-charge-cancel.js';
export * from '../public/util.js';
export { publicCatalogue } from './public-catalogue.js';
