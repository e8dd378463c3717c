import type { BackOfficeRole } from '@lender/contracts';
import { APPROVAL_KINDS, type ApprovalKind } from '@lender/db/schema';
import { type BackOfficePermission, roleCan } from './permissions';

/**
 * Need to know (issue 63, ADR 305): a compliance decision waiting in the approvals inbox (its kind,
 * "report: true", the officer's reason) would tip off whoever talks to the client, which art. 95 Bis
 * LGOAAC forbids. A request of these kinds is shown only to a role that reads the compliance
 * register; every other role's inbox and `approval` lookup behave as if it were not there. An ARCO
 * act waiting for its second officer is likewise shown only to the roles that read the ARCO register.
 */
const READ_PERMISSION: Partial<Record<ApprovalKind, BackOfficePermission>> = {
  'compliance.alert': 'compliance.read',
  'compliance.match': 'compliance.read',
  // A change of the thresholds says what a client must do to stay below them.
  'compliance.settings': 'compliance.read',
  // An ARCO act (a borrower's data blocked, erased, or their opposition applied) is the privacy
  // officer's to know: finance and collections, who talk to the borrower about money, do not.
  'privacy.arco_act': 'privacy.read',
};

/** The approval kinds `role` may not see. */
export function hiddenApprovalKinds(role: BackOfficeRole): ApprovalKind[] {
  return APPROVAL_KINDS.filter((kind) => {
    const permission = READ_PERMISSION[kind];
    return permission !== undefined && !roleCan(role, permission);
  });
}
