// The back-office group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── auth, users, approvals, lists, queue, applications, audit, outbox, dashboard, clients (helper D) ──
export { account } from '../back-office/accounts/account';
export { accounts } from '../back-office/accounts/accounts';
export { changePassword } from '../back-office/accounts/change-password';
export { createAccount } from '../back-office/accounts/create-account';
export { deactivateAccount } from '../back-office/accounts/deactivate-account';
export { permissions } from '../back-office/accounts/permissions';
export { profile } from '../back-office/accounts/profile';
export { reactivateAccount } from '../back-office/accounts/reactivate-account';
export { resetTotp } from '../back-office/accounts/reset-totp';
export { setLanguage } from '../back-office/accounts/set-language';
export { updateAccount } from '../back-office/accounts/update-account';
export { user } from '../back-office/accounts/user';

// ── reads and reports, reconciliation, loans, collections, complaints, client page (helper E) ──

export {};
