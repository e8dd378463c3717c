import type { CepClaim } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, isNull, ne } from '@lender/db/orm';
import {
  cepClaims,
  complaints,
  loans,
  paymentReferences,
  payments,
  settlementLines,
} from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { insertComplaint } from '../complaints/back-office/complaint-log';
import type { ComplaintsContext } from '../complaints/back-office/complaint-register';
import { contractNumberOf } from '../contract-number';
import type { ResolvedDocumentsOptions } from '../documents/documents-options';
import { t } from '../i18n';
import { lockLoanAccount } from '../ledger/loan-account';
import type { Logger } from '../logger';
import {
  type CepClaimCall,
  type CepClaimInput,
  type CepClaimRow,
  cepClaimView,
  checkClaim,
  clabesOfClient,
  claimLoanId,
  type KnownTransfer,
  knownTransfer,
  receiverOf,
  recordTransfer,
  statedAmounts,
} from '../payments/cep-claim-model';
import type { PaymentsContext } from '../payments/payment-context';
import { isUniqueViolation } from '../payments/payment-model';
import { loanDayOf, settlePayment } from '../payments/settle-payment';
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

/** Why a claim is a case for customer care (`backoffice:complaints.cepClaimReasons.<reason>`). */
type CaseReason = 'not_found' | 'no_account' | 'provider_failed' | 'applied_elsewhere' | 'amount_differs';

/** `client.claimSpeiPayment`: the caller's claim, its amount already centavos ({@link fileSpeiClaim}). */
export const claimSpeiPayment = (ctx: CepClaimContext, { actorId, body }: CepClaimCall): Promise<CepClaim> =>
  fileSpeiClaim(ctx, { ...body, clientId: actorId });

/**
 * A borrower's claim (issue 52, ADR 302; identity ADR 306): "Ya pagué por SPEI". The claim's fields are
 * checked (`validation_failed` with each field's violation, nothing stored). A transfer is its clave de
 * rastreo, sending bank, operation date and amount: one already paid in (callback, statement line or an
 * earlier claim) to this borrower is `already_applied`; to another borrower's loan, the claim is
 * `unverified` with an aclaración of its own and the answer says nothing of that payment. Otherwise
 * Banxico's CEP is asked for it on each SPEI CLABE of the borrower's loans (the open one's first), for
 * the claimed amount and then for what an unposted statement line of that clave and day states; a
 * transfer it vouches for is a SPEI payment of the amount the CEP proves on the loan whose CLABE it
 * reached (a closed one holds it, its refund asked: ADR 382), its CEP kept beside the receipt. A claim
 * of another amount: what is proven applied, the difference an aclaración (`caseFolio`). A transfer the
 * CEP does not vouch for is an aclaración with the claim's data (one open case per clave), `unverified`.
 */
export async function fileSpeiClaim(ctx: CepClaimContext, input: CepClaimInput): Promise<CepClaim> {
  const { senderKey, trackingKey } = checkClaim(input, ctx.clock.now());
  const loanId = await claimLoanId(ctx, input.clientId);
  const claim: Claim = { ...input, trackingKey, loanId, account: '' };
  const known = await knownTransfer(ctx.db, claim);
  if (known !== null) return ctx.db.transaction((tx) => answerKnown(ctx, tx, claim, known));
  const accounts = await clabesOfClient(ctx.db, input.clientId, loanId);
  let reason: CaseReason = accounts.length === 0 ? 'no_account' : 'not_found';
  // The claimed amount first; then what the bank's statement says arrived with that clave that day.
  const amounts = [input.amount, ...(await statedAmounts(ctx.db, claim)).filter((a) => a !== input.amount)];
  lookUp: for (const amount of amounts) {
    for (const { loanId: paid, account } of accounts) {
      let transfer: CepTransfer | null;
      try {
        transfer = await ctx.providers.cep.validate({
          date: input.date,
          trackingKey,
          senderBank: senderKey,
          receiverBank: receiverOf(account),
          beneficiaryAccount: account,
          amount,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        ctx.logger?.warn('CEP look-up failed; the claim becomes a case', {
          provider: error.provider,
          trackingKey,
        });
        reason = 'provider_failed';
        break lookUp;
      }
      // Banxico's proof must be of money to this very account; its amount is what is applied.
      if (
        transfer &&
        transfer.beneficiary.account === account &&
        Number.isSafeInteger(transfer.amount) &&
        transfer.amount > 0
      )
        return applyTransfer(ctx, { ...claim, loanId: paid, account }, transfer);
    }
  }
  return ctx.db.transaction(async (tx) => {
    const account = accounts[0]?.account ?? '';
    const complaintId = await openCase(ctx, tx, { ...claim, account }, reason);
    return record(ctx, tx, claim, {
      outcome: 'unverified',
      complaintId,
      beneficiaryAccount: account,
      receiverBank: account ? receiverOf(account) : '',
    });
  });
}

type Claim = CepClaimInput & { loanId: number; account: string };
type Outcome = Pick<CepClaimRow, 'outcome'> & Partial<CepClaimRow>;

/**
 * A claim of a transfer already paid in. Another borrower's: a case of the claimant's own, the
 * answer `unverified` without that payment (nothing of it is the claimant's to read). This
 * borrower's: `already_applied`, with a case for the difference when the claim said another amount.
 */
async function answerKnown(
  ctx: CepClaimContext,
  tx: Executor,
  claim: Claim,
  known: KnownTransfer,
  proof: Partial<CepClaimRow> = {},
): Promise<CepClaim> {
  if (known.clientId !== claim.clientId) {
    const complaintId = await openCase(ctx, tx, claim, 'applied_elsewhere');
    return record(ctx, tx, claim, { outcome: 'unverified', complaintId });
  }
  if (known.amount === claim.amount)
    return record(ctx, tx, claim, { outcome: 'already_applied', paymentId: known.paymentId, ...proof });
  const complaintId = await openCase(ctx, tx, claim, 'amount_differs', known.amount);
  return record(ctx, tx, claim, {
    outcome: 'already_applied',
    paymentId: known.paymentId,
    provenAmount: known.amount,
    complaintId,
    ...proof,
  });
}

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

/**
 * A verified transfer: its CEP stored, then one payment of the amount the CEP proves settled under
 * the loan's lock, its identity kept in `spei_transfers` (once per transfer).
 */
async function applyTransfer(ctx: CepClaimContext, claim: Claim, transfer: CepTransfer): Promise<CepClaim> {
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
  const amount = transfer.amount;
  const actor: AuditActor = { type: 'client', id: claim.clientId };
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await lockLoanAccount(ctx.loanAccount, tx, claim.loanId);
      // Under the lock: a callback or another claim of the same transfer may have just landed.
      const known = await knownTransfer(tx, claim);
      if (known !== null) return answerKnown(ctx, tx, claim, known, proof);
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
          amount,
          paidAmount: amount,
          status: 'completed',
          // The clave alone names no transfer (ADR 306): the sending bank and the day with it.
          reference: `CEP-${claim.senderBank}-${claim.date.replaceAll('-', '')}-${claim.trackingKey}`,
          clabe: claim.account,
          recordedBy: 'cep',
          createdAt: now,
          completedAt: transfer.settledAt,
          fake: account.loan.fake,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      await recordTransfer(tx, { ...claim, amount, paymentId: payment.id });
      if (ref)
        await tx
          .update(paymentReferences)
          .set({ paymentId: payment.id })
          .where(eq(paymentReferences.id, ref.id));
      const paidOn = loanDayOf(ctx.clock, account, claim.date); // its CEP's day
      await settlePayment(ctx, account, { payment, amount, actor, paidOn });
      // A statement line of this transfer (its clave, day and amount) still waiting for finance is
      // this payment: never posted twice. A line of another amount is another movement.
      await tx
        .update(settlementLines)
        .set({ outcome: 'matched', paymentId: payment.id })
        .where(
          and(
            eq(settlementLines.channel, 'spei'),
            eq(settlementLines.movementKey, claim.trackingKey),
            eq(settlementLines.valueDate, claim.date),
            eq(settlementLines.amount, amount),
            isNull(settlementLines.paymentId),
            isNull(settlementLines.resolution),
          ),
        );
      if (amount === claim.amount)
        return record(ctx, tx, claim, { outcome: 'applied', paymentId: payment.id, ...proof });
      const complaintId = await openCase(ctx, tx, claim, 'amount_differs', amount);
      return record(ctx, tx, claim, {
        outcome: 'applied',
        paymentId: payment.id,
        provenAmount: amount,
        complaintId,
        ...proof,
      });
    });
  } catch (error) {
    // Two claims (or a claim and a callback) of one transfer racing: the unique key lets one through.
    if (!isUniqueViolation(error)) throw error;
    const known = await knownTransfer(ctx.db, claim);
    if (known === null) throw error;
    return ctx.db.transaction((tx) => answerKnown(ctx, tx, claim, known, proof));
  }
}

/**
 * An aclaración for customer care with the claim's data and why it is one, one open case per
 * borrower and clave (asked again, the same case); answers its id. `proven` is the amount the
 * transfer carried when the case is the difference.
 */
async function openCase(
  ctx: CepClaimContext,
  tx: Executor,
  claim: Claim,
  reason: CaseReason,
  proven?: number,
): Promise<number> {
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
  if (open?.complaintId) return open.complaintId;
  const words =
    proven === undefined
      ? {}
      : { proven: formatMoney(proven), difference: formatMoney(Math.abs(claim.amount - proven)) };
  // The borrower reads the case too: the loan by its contract number, nothing internal (ADR 315).
  const [loan] = await tx
    .select({ applicationId: loans.applicationId })
    .from(loans)
    .where(eq(loans.id, claim.loanId));
  const complaint = await insertComplaint(ctx, tx, {
    request: {
      channel: 'web',
      kind: 'clarification',
      cause: 'payment_not_applied',
      product: 'short_term_personal',
      loanId: claim.loanId,
      description: t('backoffice:complaints.cepClaim', {
        date: claim.date,
        amount: claim.amount,
        trackingKey: claim.trackingKey,
        senderBank: claim.senderBank,
        account: claim.account || '—',
        contract: contractNumberOf(loan?.applicationId ?? 0),
        reason: t(`backoffice:complaints.cepClaimReasons.${reason}`, words),
      }),
    },
    clientId: claim.clientId,
    receivedAt: ctx.clock.now(),
    loggedBy: null,
    actor: { type: 'client', id: claim.clientId },
  });
  return complaint.id;
}
