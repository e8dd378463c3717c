import { data } from '@remix-run/node';
import { refused } from './actions.server';
import type { SignedInAdmin } from './auth.server';

/**
 * The `contact` intent of a record page (issue 36): the client's full phone and CURP from the API,
 * an audited read, answered to this page only (never kept in the session or the URL).
 */
export async function revealContact(request: Request, admin: SignedInAdmin, clientId: number) {
  const result = await admin.api.backOffice.clientContact({ params: { id: clientId } });
  if (!result.success) return refused(request, admin, 'contact', result);
  return data({ contact: { phone: result.data.phone, curp: result.data.curp } });
}
