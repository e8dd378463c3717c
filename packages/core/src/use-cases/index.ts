// Core's use cases by the catalogue's one name (issue 49): the endpoint `client.activeLoan` of
// `@lender/contracts` is the SDK's `api.client.activeLoan()` and core's `useCases.client.activeLoan(core, …)`,
// a plain function in a file named after it (`loans/active-loan.ts`). The API calls these; a repository
// test holds every catalogue key to one export here (apps/api/src/one-name.test.ts).
export * as backOffice from './back-office';
export * as client from './client';

// `public` is a reserved word where `export * as` wants an identifier; an export list takes any name.
import * as publicGroup from './public';

export { publicGroup as public };
