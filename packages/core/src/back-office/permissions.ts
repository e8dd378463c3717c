import { type BackOfficePermission, type BackOfficeRole, roleCan } from '@lender/contracts';
import { CoreError } from '../errors/core-error';

// The table (permission → roles) is `BACK_OFFICE_PERMISSIONS` of @lender/contracts, beside the
// roles and the endpoints that name each permission (ADR 075); the column
// `back_office_users.role` holds one of `BACK_OFFICE_ROLES`.
export { BACK_OFFICE_PERMISSIONS, type BackOfficePermission, roleCan } from '@lender/contracts';

/** Throws the 403 `forbidden` (naming the missing permission) unless `role` holds `permission`. */
export function assertRoleCan(role: BackOfficeRole, permission: BackOfficePermission): void {
  if (!roleCan(role, permission)) {
    throw new CoreError('forbidden', { message: `Forbidden: role ${role} lacks permission ${permission}.` });
  }
}
