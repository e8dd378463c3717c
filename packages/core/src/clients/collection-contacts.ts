import type { BorrowerContact } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { collectionTemplates, collectionContacts as contactRows, loans } from '@lender/db/schema';
import { contractNumberOf } from '../contract-number';

/** The code an agent signs contacts with for the borrower and the UNE: `AG-0007`, never a name. */
export function agentCodeOf(userId: number): string {
  return `AG-${String(userId).padStart(4, '0')}`;
}

/**
 * `client.collectionContacts` ("Quién te contactó y cuándo", issue 66, ADR 326): every collection
 * contact on the calling borrower's loans, newest first — when, the channel, which way, the agent's
 * code, the template sent and the result. Only the caller's rows: the query is by their client id.
 */
export async function collectionContacts(
  ctx: { readonly db: Database },
  { actorId: clientId }: { actorId: number },
): Promise<BorrowerContact[]> {
  const rows = await ctx.db
    .select({
      contact: contactRows,
      applicationId: loans.applicationId,
      templateName: collectionTemplates.name,
    })
    .from(contactRows)
    .innerJoin(loans, eq(loans.id, contactRows.loanId))
    .leftJoin(collectionTemplates, eq(collectionTemplates.id, contactRows.templateId))
    .where(eq(contactRows.clientId, clientId))
    .orderBy(desc(contactRows.contactedAt), desc(contactRows.id));
  return rows.map(({ contact, applicationId, templateName }) => ({
    id: contact.id,
    loanId: contact.loanId,
    contractNumber: contractNumberOf(applicationId),
    contactedAt: contact.contactedAt.toISOString(),
    channel: contact.channel as BorrowerContact['channel'],
    direction: contact.direction as BorrowerContact['direction'],
    agentCode: agentCodeOf(contact.userId),
    template:
      contact.templateId !== null && templateName !== null
        ? { id: contact.templateId, name: templateName }
        : null,
    result: contact.result as BorrowerContact['result'],
  }));
}
