import type { DocumentContent } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { agreementOf, ownedLoan, type RolloversContext } from './rollovers';

/**
 * `GET loan/{id}/rollover/{rolloverId}/application/{appId}/document`: the extension agreement (PDF,
 * base64) of an option of the client's loan, kept with the loan's documents (issue 11).
 */
export async function rolloverDocument(
  ctx: Pick<RolloversContext, 'db' | 'loanDocuments' | 'loanAccount'>,
  {
    actorId: clientId,
    params: { id: loanId, rolloverId, appId: applicationId },
  }: { actorId: number; params: { id: number; rolloverId: number; appId: number } },
): Promise<DocumentContent> {
  const loan = await ownedLoan(ctx, clientId, loanId);
  if (loan.applicationId !== applicationId) throw new CoreError('not_found');
  const { rollover, bytes } = await agreementOf(ctx, clientId, loan.id, rolloverId);
  return {
    type: `rollover_agreement_${rollover.id}`,
    contentType: 'application/pdf',
    base64: Buffer.from(bytes).toString('base64'),
  };
}
