import { createHash } from 'node:crypto';
import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import { agreementSignatures, clients, loanInvoices, loans, payouts, rollovers } from '@lender/db/schema';
import { applicationForSigning, markApplicationSigning } from '../applications/application-signing';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { CoreError } from '../errors/core-error';
import { draftMandates, insertMandates } from '../mandates/mandate-terms';
import type { LoansContext } from './loan-context';
import type { SignInput } from './loan-model';
import { sendPayout } from './loan-payouts';
import { canonicalJson, loanTermsFromOffer, offeredRollovers, signedFeeRegistrations } from './loan-terms';
import { assertOfferSignableOrPriceAgain } from './offer-priced-again';
import { assertAgreementStatesLoan } from './sign-agreement-terms';

/**
 * `POST application/agreement/{id}` (step otp_agreement): signs the accepted application's agreement
 * with the SMS code. Stores the evidence (the hash of the agreement text, the code's hash, IP and
 * user agent), creates the loan (draft) with its invoice and extension options, and queues its payout,
 * in one transaction that locks the application; then keeps the agreement's documents and sends the
 * payout (both tried again later if they fail). The same signing sent again answers as the first.
 */
export async function signAgreement(
  ctx: Omit<LoansContext, 'loanDocuments' | 'notices'>,
  {
    actorId: clientId,
    params: { id: applicationId },
    body: { smsCode },
    requester,
    userAgent,
  }: {
    actorId: number;
    params: { id: number };
    body: { smsCode: string };
    /** The signature's evidence: the browser's address and user agent, when the request says. */
    requester?: string;
    userAgent?: string | null;
  },
): Promise<{ applicationId: number; loanId: number; signedAt: string }> {
  const input: SignInput = { smsCode, ip: requester ?? null, userAgent: userAgent ?? null };
  const { db, clock, pii, audit } = ctx;
  // The same signing sent again (its answer was lost: a crash, a dropped connection) gets the
  // answer of the signing it repeats, and nothing is signed twice.
  const repeated = await signingWithCode(ctx, clientId, applicationId, input.smsCode);
  if (repeated) return repeated;
  // Checked before the code is used, so a wrong state never burns a code.
  const signing = await applicationForSigning(ctx, db, clientId, applicationId);
  // An offer an IVA change made unsignable is priced again, nothing signed and the code kept (ADR 366).
  await assertOfferSignableOrPriceAgain(ctx, signing);
  const { application, offer } = signing;
  const now = clock.now();
  const method = application.paymentMethod === 'cash' ? 'cash' : 'bank_transfer';
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  if (method === 'bank_transfer' && !client.clabeEnc) {
    throw new CoreError('clabe_required', { field: ['clabe'] });
  }
  const papers = ctx.agreement;
  const agreement = papers ? await papers.currentTerms(clientId, applicationId) : null;
  // The late fee and IVA of the day the offer (and its carátula) was priced, scheduled changes due by
  // then included: what the signed contract states (issue 62); checked above against the offer.
  const pricing = await ctx.loanAccount.pricing(db, offer.pricedOn);
  const terms = {
    ...loanTermsFromOffer(
      offer.view,
      application.sequenceType === 'repeated' ? 'repeated' : 'first',
      pricing,
    ),
    // The RECO folios of the fees the signed contract charges, kept with the loan (issue 62).
    ...signedFeeRegistrations(agreement?.terms),
  };
  // The signed text is the loan's evidence: it states what the loan charges, or nothing is signed.
  if (agreement) assertAgreementStatesLoan(agreement.terms, terms);
  const documentHash =
    papers && agreement
      ? papers.agreementTextSha256(agreement.terms)
      : createHash('sha256').update(canonicalJson(offer.view), 'utf8').digest('hex');
  const documentKind = agreement ? 'agreement_text' : 'offer_terms_json';
  await ctx.codes.verify(
    { channel: 'sms', to: pii.decrypt(client.phoneEnc) },
    'sign_agreement',
    input.smsCode,
    ['smsCode'],
  );
  // The direct-debit mandates the borrower's consents give with this contract (issue 66, ADR 325).
  const mandates = await draftMandates(ctx, db, {
    clientId,
    applicationId,
    dueDate: terms.endDate,
    maxAmount: terms.total,
    signedAt: now,
    lender: ctx.company?.tradeName ?? '',
  });
  // NOM-151 (issue 50): the signed contract's PDF, its hash, the signing events and a time-stamp token.
  const evidence =
    papers && agreement
      ? await papers.prepareSigningEvidence({
          clientId,
          applicationId,
          terms: agreement.terms,
          phone: pii.decrypt(client.phoneEnc),
          signedAt: now,
          ip: input.ip ?? null,
          userAgent: input.userAgent ?? null,
          agreementTextSha256: documentHash,
          mandates: mandates.map((m) => ({
            kind: `mandate_${m.method}`,
            version: m.textVersion,
            text: m.text,
          })),
        })
      : null;
  const brands = ['cebuana', 'bdo', 'm_lhuillier'] as const;
  const brand = method === 'cash' ? (brands.find((b) => b === application.cashBrand) ?? 'cebuana') : null;
  const result = await db.transaction(async (tx) => {
    const actor: AuditActor = { type: 'client', id: clientId };
    // Locks the application and re-checks it: of two signings, the second finds it signing (409).
    await applicationForSigning(ctx, tx, clientId, applicationId);
    await markApplicationSigning(ctx, tx, applicationId, actor);
    const [loan] = await tx
      .insert(loans)
      .values({
        clientId,
        applicationId,
        status: LOAN_STATUS.draft,
        principal: terms.principal,
        terms,
        disbursementMethod: method,
        cashBrand: brand,
        dueDate: terms.endDate,
        signedAt: now,
        fake: application.fake || client.fake,
      })
      .returning();
    if (!loan) throw new Error('loan insert returned nothing');
    await tx.insert(agreementSignatures).values({
      applicationId,
      clientId,
      loanId: loan.id,
      codeHash: pii.hash('code', `agreement:${applicationId}:${input.smsCode}`),
      signedAt: now,
      ip: input.ip ?? null,
      userAgent: input.userAgent ?? null,
      documentHash,
      documentKind,
    });
    if (papers && evidence)
      await papers.storeSigningEvidence(tx, evidence, { loanId: loan.id, applicationId, clientId });
    await insertMandates(tx, mandates, { clientId, loanId: loan.id, acceptedAt: now, fake: loan.fake });
    await tx
      .insert(loanInvoices)
      .values({ loanId: loan.id, kind: 'repayment', status: 'draft', dueDate: loan.dueDate });
    await tx.insert(rollovers).values(offeredRollovers(loan.id, terms.extensions));
    const [payout] = await tx
      .insert(payouts)
      .values({ loanId: loan.id, method, brand, amount: terms.principal, status: 'pending' })
      .returning({ id: payouts.id });
    await audit.record(tx, {
      actor,
      action: 'application.sign',
      entity: 'application',
      entityId: applicationId,
      before: { status: APPLICATION_STATUS.accepted },
      after: { status: APPLICATION_STATUS.signing, documentHash },
    });
    await audit.record(tx, {
      actor,
      action: 'loan.create',
      entity: 'loan',
      entityId: loan.id,
      after: { status: LOAN_STATUS.draft, principal: auditMoney(terms.principal), method, brand },
    });
    return { loanId: loan.id, payoutId: payout?.id as number };
  });
  if (ctx.agreement && agreement) {
    try {
      await ctx.agreement.archiveAgreement(clientId, {
        applicationId,
        loanId: result.loanId,
        terms: agreement.terms,
        // The borrower's contract is the very file the evidence hashed and time-stamped.
        ...(evidence && { signedPdf: evidence.pdf }),
      });
    } catch (error) {
      // The evidence (hash of the text) is stored with the loan; the PDF copy can be rendered again.
      ctx.logger.error('agreement archive failed', { loanId: result.loanId, error: String(error) });
    }
  }
  try {
    await sendPayout(ctx, result.payoutId);
  } catch (error) {
    // The payout stays pending; confirmPending() sends it again.
    ctx.logger.error('payout send failed', { payoutId: result.payoutId, error: String(error) });
  }
  return { applicationId, loanId: result.loanId, signedAt: now.toISOString() };
}

/** The signing of this application by this client with this very code, if it was made. */
async function signingWithCode(
  ctx: Pick<LoansContext, 'db' | 'pii'>,
  clientId: number,
  applicationId: number,
  smsCode: string,
) {
  const [signature] = await ctx.db
    .select({ loanId: agreementSignatures.loanId, signedAt: agreementSignatures.signedAt })
    .from(agreementSignatures)
    .where(
      and(
        eq(agreementSignatures.applicationId, applicationId),
        eq(agreementSignatures.clientId, clientId),
        eq(agreementSignatures.codeHash, ctx.pii.hash('code', `agreement:${applicationId}:${smsCode}`)),
      ),
    );
  if (!signature?.loanId) return null;
  return { applicationId, loanId: signature.loanId, signedAt: signature.signedAt.toISOString() };
}
