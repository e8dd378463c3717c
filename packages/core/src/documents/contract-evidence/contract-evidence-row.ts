import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { agreementSignatures, contractEvidence } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import type { RecordedSignature } from './check-evidence';
import type { SigningEvents } from './signing-evidence';

/** A loan's stored evidence and its signature record; `not_found` when the loan has none. */
export async function contractEvidenceRow(db: Database, loanId: number) {
  const [row] = await db.select().from(contractEvidence).where(eq(contractEvidence.loanId, loanId));
  if (!row) throw new CoreError('not_found');
  const [signature] = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.loanId, loanId));
  const recorded: RecordedSignature | null = signature
    ? {
        signedAt: signature.signedAt,
        ip: signature.ip,
        userAgent: signature.userAgent,
        documentHash: signature.documentHash,
      }
    : null;
  return { row, events: row.events as SigningEvents, signature: recorded };
}
