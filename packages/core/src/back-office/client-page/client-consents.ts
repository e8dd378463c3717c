import type { AdminClientConsent } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { agreementSignatures, directDebitConsents } from '@lender/db/schema';
import { type ClientPageContext, requireClient } from './client-page-context';

/** `backOffice.clientConsents`: the client's direct-debit consents and agreement signatures, newest first. */
export async function clientConsents(
  ctx: Pick<ClientPageContext, 'db'>,
  { params: { id: clientId } }: { params: { id: number } },
): Promise<AdminClientConsent[]> {
  const { db } = ctx;
  await requireClient(db, clientId);
  const debits = await db
    .select()
    .from(directDebitConsents)
    .where(eq(directDebitConsents.clientId, clientId));
  const signatures = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.clientId, clientId));
  const all: AdminClientConsent[] = [
    ...debits.map((row) => ({
      kind: 'direct_debit' as const,
      id: row.id,
      at: row.acceptedAt.toISOString(),
      paymentType: row.paymentType,
      applicationId: null,
      loanId: null,
      ip: row.ip,
      userAgent: row.userAgent,
      documentHash: null,
    })),
    ...signatures.map((row) => ({
      kind: 'agreement_signature' as const,
      id: row.id,
      at: row.signedAt.toISOString(),
      paymentType: null,
      applicationId: row.applicationId,
      loanId: row.loanId,
      ip: row.ip,
      userAgent: row.userAgent,
      documentHash: row.documentHash,
    })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at));
}
