import type { RolloverApplication } from '@lender/contracts';
import { agreementOf, chooseOption, ownedLoan, type RolloversContext } from './rollovers';

/**
 * `POST loan/{id}/rollover/{rolloverId}/application`: chooses that extension option of the client's
 * loan; the extension amends the loan's application, and its agreement is kept from this moment.
 */
export async function rolloverApplication(
  ctx: RolloversContext,
  {
    actorId: clientId,
    params: { id: loanId, rolloverId },
  }: { actorId: number; params: { id: number; rolloverId: number } },
): Promise<RolloverApplication> {
  const loan = await ownedLoan(ctx, clientId, loanId);
  const rollover = await chooseOption(ctx, clientId, loan.id, (r) => r.id === rolloverId);
  await agreementOf(ctx, clientId, loan.id, rollover.id);
  return { applicationId: loan.applicationId, rollover };
}
