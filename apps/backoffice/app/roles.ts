import type { BackOfficeRole } from '@lender/contracts';

/**
 * The back-office roles in the order an admin chooses them (issue 36), checked against the
 * contracts' `BackOfficeRole` at compile time (type-only: the page carries no zod).
 */
const ROLE_SET: Record<BackOfficeRole, true> = {
  agent: true,
  collections: true,
  finance: true,
  auditor: true,
  compliance: true,
  privacy: true,
  admin: true,
};
export const ROLES = Object.keys(ROLE_SET) as BackOfficeRole[];

export function isRole(value: string): value is BackOfficeRole {
  return Object.hasOwn(ROLE_SET, value);
}
