import type { BackOfficeRole } from './user.js';

/**
 * What each back-office role may do (ADR 026, 055, 075): permission → the roles that hold it.
 * Agents run the daily work (search, read, decide manual cases, block and unblock, record a payment
 * received outside the providers); decisions with lasting or financial weight, the audit log,
 * accounts, maker-checker approvals, settings edits and sandbox (spec §6: "only admins … can start
 * sandbox mode") are for admins. Each back-office endpoint of the catalogue names the permission it
 * needs (`permission`), so the API's guard and the back-office app's hidden controls read this one
 * table.
 */
export const BACK_OFFICE_PERMISSIONS = {
  'clients.read': ['admin', 'agent'],
  'clients.offer': ['admin', 'agent'],
  'clients.block': ['admin', 'agent'],
  'clients.unblock': ['admin', 'agent'],
  'clients.blacklist': ['admin'],
  'clients.sandbox': ['admin'],
  'applications.queue': ['admin', 'agent'],
  'applications.decide': ['admin', 'agent'],
  'loans.record_payment': ['admin', 'agent'],
  'loans.write_off': ['admin'],
  'outbox.read': ['admin', 'agent'],
  'audit.read': ['admin'],
  // Issue 16 (ADR 055): accounts, lists and exports, loans and payments, maker-checker, settings.
  'users.read': ['admin'],
  'users.manage': ['admin'],
  'lists.export': ['admin', 'agent'],
  'loans.read': ['admin', 'agent'],
  'payments.read': ['admin', 'agent'],
  'payments.refund': ['admin'],
  'outbox.retry': ['admin', 'agent'],
  'approvals.read': ['admin'],
  'approvals.decide': ['admin'],
  'dashboard.read': ['admin', 'agent'],
  'settings.read': ['admin', 'agent'],
  'settings.edit': ['admin'],
} as const satisfies Record<string, readonly BackOfficeRole[]>;

/** A permission of the back-office table, e.g. `clients.blacklist`. */
export type BackOfficePermission = keyof typeof BACK_OFFICE_PERMISSIONS;

/**
 * The guard of a back-office endpoint (`access: 'user'`): one permission, several (the role must
 * hold every one, e.g. an export needs the list's and `lists.export`), or `'signed-in'` for the
 * caller's own data (profile, language, logout, token refresh), open to every active back-office
 * user.
 */
export type EndpointPermission = BackOfficePermission | readonly BackOfficePermission[] | 'signed-in';

/** The permissions an endpoint's guard asks for (none for `'signed-in'` or no guard). */
export function requiredPermissions(
  permission: EndpointPermission | undefined,
): readonly BackOfficePermission[] {
  if (permission === undefined || permission === 'signed-in') return [];
  return typeof permission === 'string' ? [permission] : permission;
}

/** Whether `role` holds `permission`. */
export function roleCan(role: BackOfficeRole, permission: BackOfficePermission): boolean {
  return (BACK_OFFICE_PERMISSIONS[permission] as readonly BackOfficeRole[]).includes(role);
}
