import type { CepClaim } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, isNull, ne } from '@lender/db/orm';
import { cepClaims, complaints, paymentReferences, payments, settlementLines } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { insertComplaint } from '../back-office/complaints/complaint-log';
import type { ComplaintsContext } from '../back-office/complaints/complaint-register';
import type { ResolvedDocumentsOptions } from '../documents/documents-options';
import { t } from '../i18n';
import { lockLoanAccount } from '../ledger/loan-account';
import { openLoanId } from '../loans/loan-context';
import type { Logger } from '../logger';
import {
  type CepClaimInput,
  type CepClaimRow,
  cepClaimView,
  checkClaim,
  clabesOfLoan,
  paymentOfTransfer,
  receiverOf,
} from '../payments/cep-claim-model';
import type { PaymentsContext } from '../payments/payment-context';
import { isUniqueViolation } from '../payments/payment-model';
import { settlePayment } from '../payments/settle-payment';
import type { CepTransfer } from '../providers/cep/port';
import type { Providers } from '../providers/index';
import { ProviderError } from '../providers/provider-error';
import { newStorageKey } from '../providers/storage/port';

/** What a claim uses (`Core` is one). */
export type CepClaimContext = PaymentsContext &
  ComplaintsContext & {
    readonly providers: Pick<Providers, 'cep'>;
    readonly documentsOptions: Pick<ResolvedDocumentsOptions, 'storage'>;
    readonly logger?: Logger;
  };

type Unverified = 'not_found' | 'no_account' | 'provider_failed';

/**
 * `client.claimSpeiPayment` (issue 52, ADR 302): "Ya pagué por SPEI". The claim's fields are checked
 * (`validation_failed` with each field's violation, nothing stored). A transfer already applied — by
 * the provider's callback, a statement line or an earlier claim, all keyed by the clave de rastreo —
 * is `already_applied`. Otherwise Banxico's CEP is asked for it on each SPEI CLABE of the open loan;
 * a transfer it vouches for, of the claimed amount, becomes a SPEI payment settled on the loan
 * account (`providerPaymentId` = the clave, so the callback and the statement find it), its signed
 * CEP stored beside the receipt. One it does not is an aclaración in the complaints register with
 * the claim's data (one open case per clave), `unverified`.
 */
export async function claimSpeiPayment(ctx: CepClaimContext, input: CepClaimInput): Promise<CepClaim> {
  const { senderKey, trackingKey } = checkClaim(input, ctx.clock.now());
  const loanId = await openLoanId(ctx, input.clientId);
  const claim = { ...input, trackingKey, loanId };
  const known = await paymentOfTransfer(ctx.db, trackingKey);
  if (known !== null) return record(ctx, ctx.db, claim, { outcome: 'already_applied', paymentId: known });
  const accounts = await clabesOfLoan(ctx.db, loanId);
  let reason: Unverified = accounts.length === 0 ? 'no_account' : 'not_found';
  for (const account of accounts) {
    let transfer: CepTransfer | null;
    try {
      transfer = await ctx.providers.cep.validate({
        date: input.date,
        trackingKey,
        senderBank: senderKey,
        receiverBank: receiverOf(account),
        beneficiaryAccount: account,
        amount: input.amount,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      ctx.logger?.warn('CEP look-up failed; the claim becomes a case', {
        provider: error.provider,
        trackingKey,
      });
      reason = 'provider_failed';
      break;
    }
    // Banxico's proof must be of this very money to this very account.
    if (transfer && transfer.amount === input.amount && transfer.beneficiary.account === account)
      return applyTransfer(ctx, { ...claim, account }, transfer);
  }
  return openCase(ctx, { ...claim, account: accounts[0] ?? '' }, reason);
}

type Claim = CepClaimInput & { loanId: number };
type Outcome = Pick<CepClaimRow, 'outcome'> & Partial<CepClaimRow>;

/** Stores the claim and its outcome, audited `cep_claim.<outcome>`. */
async function record(ctx: CepClaimContext, tx: Executor, claim: Claim, outcome: Outcome): Promise<CepClaim> {
  const [row] = await tx
    .insert(cepClaims)
    .values({
      clientId: claim.clientId,
      loanId: claim.loanId,
      operationDate: claim.date,
      amount: claim.amount,
      trackingKey: claim.trackingKey,
      senderBank: claim.senderBank,
      receiverBank: '',
      beneficiaryAccount: '',
      createdAt: ctx.clock.now(),
      ...outcome,
    })
    .returning();
  if (!row) throw new Error('cep claim insert returned nothing');
  await ctx.audit.record(tx, {
    actor: { type: 'client', id: claim.clientId },
    action: 'cep_claim.record',
    entity: 'cep_claim',
    entityId: row.id,
    after: {
      outcome: row.outcome,
      trackingKey: row.trackingKey,
      amount: auditMoney(row.amount),
      paymentId: row.paymentId,
      complaint: row.complaintId === null ? null : String(row.complaintId),
    },
  });
  return cepClaimView(tx, row);
}

/** A verified transfer: its CEP stored, then one payment settled under the loan's lock (once per clave). */
async function applyTransfer(
  ctx: CepClaimContext,
  claim: Claim & { account: string },
  transfer: CepTransfer,
): Promise<CepClaim> {
  const now = ctx.clock.now();
  const storage = ctx.documentsOptions.storage;
  const cepXmlKey = newStorageKey('cep', now);
  await storage.put(cepXmlKey, transfer.xml, 'application/xml');
  const cepPdfKey = transfer.pdf ? newStorageKey('cep', now) : null;
  if (cepPdfKey && transfer.pdf) await storage.put(cepPdfKey, transfer.pdf, 'application/pdf');
  const proof = {
    receiverBank: receiverOf(claim.account),
    beneficiaryAccount: claim.account,
    cepXmlKey,
    cepPdfKey,
    cepSeal: transfer.seal,
  };
  const actor: AuditActor = { type: 'client', id: claim.clientId };
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await lockLoanAccount(ctx.loanAccount, tx, claim.loanId);
      // Under the lock: a callback or another claim of the same transfer may have just landed.
      const known = await paymentOfTransfer(tx, claim.trackingKey);
      if (known !== null)
        return record(ctx, tx, claim, { outcome: 'already_applied', paymentId: known, ...proof });
      // The reference of that CLABE, still unpaid, is what the money pays (its kind and extension).
      const [ref] = await tx
        .select()
        .from(paymentReferences)
        .where(
          and(
            eq(paymentReferences.loanId, claim.loanId),
            eq(paymentReferences.clabe, claim.account),
            isNull(paymentReferences.paymentId),
          ),
        )
        .orderBy(desc(paymentReferences.id))
        .limit(1);
      const [payment] = await tx
        .insert(payments)
        .values({
          loanId: account.loan.id,
          clientId: account.loan.clientId,
          kind: ref?.kind ?? 'repayment',
          paymentType: 'clabe',
          rolloverId: ref?.rolloverId ?? null,
          amount: claim.amount,
          paidAmount: claim.amount,
          status: 'completed',
          reference: `CEP-${claim.trackingKey}`,
          clabe: claim.account,
          providerPaymentId: claim.trackingKey,
          recordedBy: 'cep',
          createdAt: now,
          completedAt: transfer.settledAt,
          fake: account.loan.fake,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      if (ref)
        await tx
          .update(paymentReferences)
          .set({ paymentId: payment.id })
          .where(eq(paymentReferences.id, ref.id));
      await settlePayment(ctx, account, { payment, amount: claim.amount, actor });
      // A statement line of this transfer still waiting for finance is this payment: never posted twice.
      await tx
        .update(settlementLines)
        .set({ outcome: 'matched', paymentId: payment.id })
        .where(
          and(
            eq(settlementLines.channel, 'spei'),
            eq(settlementLines.movementKey, claim.trackingKey),
            isNull(settlementLines.paymentId),
            isNull(settlementLines.resolution),
          ),
        );
      return record(ctx, tx, claim, { outcome: 'applied', paymentId: payment.id, ...proof });
    });
  } catch (error) {
    // Two claims (or a claim and a callback) of one transfer racing: the unique key lets one through.
    if (!isUniqueViolation(error)) throw error;
    const known = await paymentOfTransfer(ctx.db, claim.trackingKey);
    if (known === null) throw error;
    return record(ctx, ctx.db, claim, { outcome: 'already_applied', paymentId: known, ...proof });
  }
}

/** An unverified claim: an aclaración for customer care with the claim's data, one open case per clave. */
async function openCase(
  ctx: CepClaimContext,
  claim: Claim & { account: string },
  reason: Unverified,
): Promise<CepClaim> {
  return ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ complaintId: cepClaims.complaintId })
      .from(cepClaims)
      .innerJoin(complaints, eq(complaints.id, cepClaims.complaintId))
      .where(
        and(
          eq(cepClaims.clientId, claim.clientId),
          eq(cepClaims.trackingKey, claim.trackingKey),
          ne(complaints.status, 'resolved'),
        ),
      )
      .limit(1);
    const complaintId =
      open?.complaintId ??
      (
        await insertComplaint(ctx, tx, {
          request: {
            channel: 'web',
            kind: 'clarification',
            cause: 'payment_not_applied',
            product: 'short_term_personal',
            loanId: claim.loanId,
            description: t('backoffice:complaints.cepClaim', {
              date: claim.date,
              amount: (claim.amount / 100).toFixed(2),
              trackingKey: claim.trackingKey,
              senderBank: claim.senderBank,
              account: claim.account || '—',
              clientId: claim.clientId,
              loanId: claim.loanId,
              reason: t(`backoffice:complaints.cepClaimReasons.${reason}`),
            }),
          },
          clientId: claim.clientId,
          receivedAt: ctx.clock.now(),
          loggedBy: null,
          actor: { type: 'client', id: claim.clientId },
        })
      ).id;
    return record(ctx, tx, claim, {
      outcome: 'unverified',
      complaintId,
      beneficiaryAccount: claim.account,
      receiverBank: claim.account ? receiverOf(claim.account) : '',
    });
  });
}
