import type { BackOfficeRole } from '@lender/contracts';
import { CoreError } from '../errors/core-error';

// The roles are `BACK_OFFICE_ROLES` of @lender/contracts (`admin`, `agent`); the column
// `back_office_users.role` holds one of them.

/**
 * What each role may do (ADR 026). Agents run the daily work (search, read, decide manual cases,
 * block and unblock, record a payment received outside the providers); decisions with lasting or
 * financial weight, the audit log and sandbox (spec §6: "only admins … can start sandbox mode")
 * are for admins.
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

export type BackOfficePermission = keyof typeof BACK_OFFICE_PERMISSIONS;

/** Whether `role` holds `permission`. */
export function roleCan(role: BackOfficeRole, permission: BackOfficePermission): boolean {
  return (BACK_OFFICE_PERMISSIONS[permission] as readonly BackOfficeRole[]).includes(role);
}

/** Throws the 403 `forbidden` (naming the missing permission) unless `role` holds `permission`. */
export function assertRoleCan(role: BackOfficeRole, permission: BackOfficePermission): void {
  if (!roleCan(role, permission)) {
    throw new CoreError('forbidden', { message: `Forbidden: role ${role} lacks permission ${permission}.` });
  }
}
