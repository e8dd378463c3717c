import { type CreditBalance, fullNameOf } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, inArray, sql } from '@lender/db/orm';
import { approvalRequests, clients, ledgerEntries, loans } from '@lender/db/schema';
import { contractNumberOf } from '../contract-number';

/**
 * `GET back-office/credit-balances` (issue 61 point 2): the money the platform holds for borrowers —
 * each loan whose overpayment suspense owes its borrower something, largest first — with the refund
 * request that pays it back while it waits for another user's approval (filed by the platform when
 * the money arrived). A loan leaves the list once its refund is booked.
 */
export async function creditBalances(ctx: { readonly db: Database }): Promise<CreditBalance[]> {
  const held = await ctx.db
    .select({ loanId: ledgerEntries.loanId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'overpayment_suspense'))
    .groupBy(ledgerEntries.loanId)
    .having(sql`sum(${ledgerEntries.amount}) < 0`);
  if (held.length === 0) return [];
  const loanIds = held.map((row) => row.loanId);
  const [owners, requests] = await Promise.all([
    ctx.db
      .select({ loan: loans, client: clients })
      .from(loans)
      .innerJoin(clients, eq(clients.id, loans.clientId))
      .where(inArray(loans.id, loanIds)),
    ctx.db
      .select({ id: approvalRequests.id, entityId: approvalRequests.entityId })
      .from(approvalRequests)
      .where(
        and(
          eq(approvalRequests.kind, 'payment.refund'),
          eq(approvalRequests.status, 'pending'),
          inArray(approvalRequests.entityId, loanIds.map(String)),
        ),
      ),
  ]);
  const ownerOf = new Map(owners.map((row) => [row.loan.id, row]));
  const requestOf = new Map(requests.map((row) => [row.entityId, row.id]));
  return held
    .flatMap((row) => {
      const owner = ownerOf.get(row.loanId);
      if (!owner) return [];
      return [
        {
          loanId: row.loanId,
          contractNumber: contractNumberOf(owner.loan.applicationId),
          clientId: owner.client.id,
          clientName: fullNameOf(owner.client),
          heldCentavos: -Number(row.sum),
          refundRequestId: requestOf.get(String(row.loanId)) ?? null,
        },
      ];
    })
    .sort((a, b) => b.heldCentavos - a.heldCentavos || a.loanId - b.loanId);
}
