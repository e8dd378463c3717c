import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { applicationForSigning } from '../applications/application-signing';
import { CoreError } from '../errors/core-error';
import { clientPhone, type LoansContext } from './loan-context';
import { assertOfferSignableOrPriceAgain } from './offer-priced-again';

/**
 * `POST application/agreement/{id}/sms-code` (step otp_agreement): sends the SMS code that signs the
 * agreement of the client's accepted application. No SMS is spent on an agreement that could not be
 * signed: a bank transfer needs the CLABE; an offer an IVA change made unsignable is priced again first.
 */
export async function agreementSmsCode(
  ctx: Pick<LoansContext, 'db' | 'pii' | 'codes' | 'sandbox' | 'clock' | 'audit' | 'loanAccount'>,
  { actorId: clientId, params: { id: applicationId } }: { actorId: number; params: { id: number } },
): Promise<{ expiresIn: number; resendIn: number }> {
  const { db } = ctx;
  const signing = await applicationForSigning(ctx, db, clientId, applicationId);
  const { application } = signing;
  if (application.paymentMethod !== 'cash') {
    const [client] = await db
      .select({ clabeEnc: clients.clabeEnc })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client?.clabeEnc) throw new CoreError('clabe_required', { field: ['clabe'] });
  }
  await assertOfferSignableOrPriceAgain(ctx, signing);
  return ctx.codes.send({ channel: 'sms', to: await clientPhone(ctx, clientId) }, 'sign_agreement');
}
