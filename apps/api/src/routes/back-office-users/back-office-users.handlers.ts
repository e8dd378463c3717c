import { backOfficeAccountEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 16: back-office accounts (admins), the caller's permissions and own profile (ADR 055).
export const backOfficeUsersRouter = useCaseRouter([
  useCaseRoute(e.permissions, backOffice.permissions),
  useCaseRoute(e.profile, backOffice.profile),
  // The caller's own password: the session it is changed from stays, the account's others end.
  useCaseRoute(e.changePassword, backOffice.changePassword),
  useCaseRoute(e.accounts, backOffice.accounts),
  useCaseRoute(e.createAccount, backOffice.createAccount),
  useCaseRoute(e.account, backOffice.account),
  useCaseRoute(e.updateAccount, backOffice.updateAccount),
  useCaseRoute(e.deactivateAccount, backOffice.deactivateAccount),
  useCaseRoute(e.reactivateAccount, backOffice.reactivateAccount),
  useCaseRoute(e.resetTotp, backOffice.resetTotp),
]);
