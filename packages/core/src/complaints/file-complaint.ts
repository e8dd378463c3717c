import type { ClientComplaint, FileComplaintRequest } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { insertComplaint } from './back-office/complaint-log';
import type { ComplaintsContext } from './back-office/complaint-register';
import { clientComplaintView } from './client-complaint-view';

/**
 * `client.fileComplaint` (issue 51): the borrower files a consulta, reclamación or aclaración for
 * the UNE from "Mis derechos" — channel `web`, its folio the next of the year, its answer due in
 * business days — and it lands in the register staff work. A dispute of a credit-bureau record is
 * an aclaración with cause `credit_bureau` naming the loan reported (`required` without it); a loan
 * named must be the client's (`invalid_value`).
 */
export async function fileComplaint(
  ctx: ComplaintsContext,
  { actorId: clientId, body: request }: { readonly actorId: number; readonly body: FileComplaintRequest },
): Promise<ClientComplaint> {
  if (request.cause === 'credit_bureau' && request.loanId === undefined)
    throw new CoreError('required', { field: ['loanId'] });
  const saved = await ctx.db.transaction(async (tx) => {
    if (request.loanId !== undefined) {
      const [loan] = await tx
        .select({ id: loans.id })
        .from(loans)
        .where(and(eq(loans.id, request.loanId), eq(loans.clientId, clientId)));
      if (!loan) throw new CoreError('invalid_value', { field: ['loanId'] });
    }
    return insertComplaint(ctx, tx, {
      request: { ...request, channel: 'web', product: 'short_term_personal' },
      clientId,
      receivedAt: ctx.clock.now(),
      loggedBy: null,
      actor: { type: 'client', id: clientId },
    });
  });
  return clientComplaintView(saved);
}
