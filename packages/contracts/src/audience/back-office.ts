// `@lender/contracts/back-office`: the back office's calls. `backOfficeCatalogue` is every
// endpoint map of `src/back-office/endpoints.ts` (a new map or endpoint there lands here and in
// the root catalogue with no other registration); the schemas are those of `src/back-office/`.

export * from '../back-office/admin-users.js';
export * from '../back-office/approvals.js';
export * from '../back-office/audit-fields.js';
export * from '../back-office/audit-kinds.js';
export * from '../back-office/case-evidence.js';
export * from '../back-office/catalogues.js';
export * from '../back-office/cfdis.js';
export * from '../back-office/client-page.js';
export * from '../back-office/collections.js';
export * from '../back-office/complaints.js';
export * from '../back-office/dashboard.js';
export * from '../back-office/endpoints.js';
export * from '../back-office/features.js';
export * from '../back-office/lists.js';
export * from '../back-office/operations.js';
export * from '../back-office/privacy.js';
export * from '../back-office/queue.js';
export * from '../back-office/reconciliation.js';
export * from '../back-office/regulator.js';
export * from '../back-office/risk-reports.js';
export * from '../back-office/settings.js';
export * from '../back-office/settlement-layouts.js';
export * from '../back-office/summary-tables.js';
export * from '../back-office/user.js';
// Promises to pay are the borrower's (`client/`); the collections workspace takes them too.
export * from '../client/promises.js';
export * from '../common.js';
export * from '../permissions.js';
export { backOfficeCatalogue } from './back-office-catalogue.js';
