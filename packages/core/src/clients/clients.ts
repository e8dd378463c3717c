// The clients' use cases are plain functions `(ctx, input)`, one file each (issue 49): registration,
// login and password recovery (`register-client.ts`, `client-check.ts`, `client-login.ts`,
// `recover-password.ts`), the client's own account (`get.ts`, `update.ts`, `change-phone.ts`,
// `complete-step-two.ts`, …) over `client-rows.ts`, and what the API's guard and the seed call:
// `authenticateProfile`, `requireActiveClient`, `setClientStatus`. Types and constants live in
// `client-model.ts`.
export { ADULT_AGE, type ClientRow } from './client-model';
