import type { Executor } from '@lender/db';
import { and, eq, inArray, lt, lte, sql } from '@lender/db/orm';
import {
  ledgerEntries,
  ledgerTransactions,
  loans,
  payments,
  rollovers,
  settlementLines,
} from '@lender/db/schema';
import { contractNumberOf } from '../contract-number';
import { feeComponentOf } from '../documents/fee-names';
import type {
  ChargedFee,
  PaymentReceipt,
  ReceiptAllocation,
  ReceiptFeeParts,
} from '../documents/payment-receipt';
import type { FileOwner } from '../downloads';
import { CoreError } from '../errors/core-error';
import { RECEIVABLE_ACCOUNTS } from '../ledger/accounts';
import { extensionFeeIncomeReference, extensionFeePaymentReference } from '../ledger/extension-fee-parts';
import { settlementReference } from '../ledger/loan-account';
import { rebatePostedWith } from '../ledger/rebate-link';
import { cepProofs } from './cep-proof';
import type { PaymentsContext } from './payment-context';
import { folioOf, readableReference } from './payment-model';
import { feePartsBefore } from './settle-payment';

export type { PaymentReceipt } from '../documents/payment-receipt';

/** A receipt as a file, saved under its Spanish name (`comprobante-de-pago-<folio>.pdf`). */
export interface ReceiptFile {
  readonly folio: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** The part of a payment an account's credit is (a fee by its kind). */
function partOf(
  account: string,
): Exclude<keyof ReceiptAllocation, 'fees' | 'feesByKind'> | ChargedFee | null {
  if (account === 'interest_receivable') return 'interest';
  if (account === 'principal_receivable') return 'principal';
  if (account === 'vat_receivable') return 'vat';
  if (account === 'overpayment_suspense') return 'overpayment';
  const fee = feeComponentOf(account);
  return fee === 'late_fee' ? 'lateFees' : fee;
}

/** The payment a receipt is of: `amount`, the money received. */
interface ReceiptPayment {
  readonly id: number;
  readonly loanId: number;
  readonly rolloverId: number | null;
  readonly amount: number;
}

/**
 * What a payment paid, read from the ledger transactions its settlement posted (`payment:<id>`,
 * and `rollover:payment:<id>` for an extension's fee), with the early-payoff rebate posted just
 * before them and the loan's balance right after them (issue 47; after the rest of an extension's fee
 * paid with its parts' income, ADR 387), and the day it was paid (their day).
 */
async function ledgerOf(db: Executor, payment: ReceiptPayment) {
  const { loanId, id: paymentId } = payment;
  const ofFeeReference = extensionFeePaymentReference(paymentId);
  const posted = await db
    .select({
      id: ledgerTransactions.id,
      day: ledgerTransactions.effectiveDate,
      reference: ledgerTransactions.reference,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        eq(ledgerTransactions.kind, 'payment'),
        inArray(ledgerTransactions.reference, [`payment:${paymentId}`, ofFeeReference]),
      ),
    );
  if (posted.length === 0) return null;
  const ids = posted.map((row) => row.id);
  const first = Math.min(...ids);
  // Its ledger day is the day it was paid (ADR 358, 359), whenever it was recorded.
  const paidOn = posted.map((row) => row.day).sort()[0] as string;
  const allocation = { interest: 0, lateFees: 0, vat: 0, principal: 0, overpayment: 0 };
  const fees: Partial<Record<ChargedFee, number>> = {};
  const ofFee = posted.find((row) => row.reference === ofFeeReference)?.id;
  const feeParts = ofFee === undefined ? null : await feePartsOf(db, payment, ofFee);
  const entries = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.transactionId, ids));
  // The refund of interest and IVA earlier payments paid that a payoff's rebate held for it and it
  // applied (`earlyPayoffRebatePlan`): the receipt states the money received, so the refund is the
  // part of the principal (then of what it left held) the money did not pay. Likewise the money of
  // the earlier payments toward an extension's fee that its fee's payment applied (ADR 387).
  let applied = 0;
  let fromParts = 0;
  for (const entry of entries) {
    if (entry.account === 'overpayment_suspense' && entry.amount > 0) {
      if (entry.transactionId === ofFee) fromParts += entry.amount;
      else applied += entry.amount;
      continue;
    }
    const part = partOf(entry.account);
    // A payment credits what it pays (negative amounts); the bank's debit is the money itself.
    if (part && part in allocation) allocation[part as keyof typeof allocation] -= entry.amount;
    else if (part) fees[part as ChargedFee] = (fees[part as ChargedFee] ?? 0) - entry.amount;
  }
  const offPrincipal = Math.min(applied, Math.max(0, allocation.principal));
  allocation.principal -= offPrincipal;
  allocation.overpayment -= applied - offPrincipal;
  // What the earlier parts paid of the extension's fee is the part of its base (then of its IVA) this
  // payment's money did not pay: its IVA stays the IVA its CFDI states (`feePartsOf` names the parts).
  const offFee = Math.min(fromParts, fees.extension_fee ?? 0);
  if (offFee > 0) fees.extension_fee = (fees.extension_fee ?? 0) - offFee;
  allocation.vat -= fromParts - offFee;
  // The bank settled it for another amount (ADR 142): the correction is part of what it paid.
  let corrected = 0;
  for (const entry of await correctionsOf(db, loanId, paymentId)) {
    if ((RECEIVABLE_ACCOUNTS as readonly string[]).includes(entry.account)) corrected += entry.amount;
    const part = partOf(entry.account);
    if (part && part in allocation) allocation[part as keyof typeof allocation] -= entry.amount;
    else if (part) fees[part as ChargedFee] = (fees[part as ChargedFee] ?? 0) - entry.amount;
  }
  // Paying off early posts the rebate in the same settlement, right before the payment (ADR 215).
  const rebateId = await rebatePostedWith(db, loanId, first);
  const [rebate] =
    rebateId === null
      ? []
      : await db
          .select({
            amount: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
          })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.transactionId, rebateId));
  const swap =
    feeParts && payment.rolloverId !== null
      ? await db
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(
            and(
              eq(ledgerTransactions.loanId, loanId),
              eq(ledgerTransactions.reference, extensionFeeIncomeReference(payment.rolloverId)),
            ),
          )
      : [];
  const last = Math.max(...ids, ...swap.map((row) => row.id));
  const [after] = await db
    .select({ owed: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.loanId, loanId),
        lte(ledgerEntries.transactionId, last),
        inArray(ledgerEntries.account, [...RECEIVABLE_ACCOUNTS]),
      ),
    );
  return {
    paidOn,
    allocation: {
      ...allocation,
      fees: Object.values(fees).reduce((sum, amount) => sum + amount, 0),
      feesByKind: fees,
    } satisfies ReceiptAllocation,
    rebate: Number(rebate?.amount ?? 0),
    balanceAfter: Math.max(0, Number(after?.owed ?? 0) + corrected),
    feeParts,
  };
}

/**
 * The extension's fee a payment short of it completed with the earlier payments toward it, posted
 * before its fee's payment (ADR 387): the fee, what those payments gave of it (the loan account moved
 * it from what they had paid) and each of them, oldest first. Null for any other payment.
 */
async function feePartsOf(
  db: Executor,
  payment: ReceiptPayment,
  ofFee: number,
): Promise<ReceiptFeeParts | null> {
  if (payment.rolloverId === null) return null;
  const [rollover] = await db
    .select({ fee: rollovers.fee })
    .from(rollovers)
    .where(eq(rollovers.id, payment.rolloverId));
  if (!rollover || payment.amount >= rollover.fee) return null;
  const toward = await feePartsBefore(db, payment.rolloverId, payment.id);
  if (toward.length === 0) return null;
  const amountOf = new Map(toward.map((part) => [`payment:${part.id}`, part.amount]));
  const earlier = await db
    .select({ reference: ledgerTransactions.reference, paidOn: ledgerTransactions.effectiveDate })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.loanId, payment.loanId),
        eq(ledgerTransactions.kind, 'payment'),
        inArray(ledgerTransactions.reference, [...amountOf.keys()]),
        lt(ledgerTransactions.id, ofFee),
      ),
    )
    .orderBy(ledgerTransactions.id);
  if (earlier.length === 0) return null;
  return {
    fee: rollover.fee,
    fromEarlier: rollover.fee - payment.amount,
    earlier: earlier.map((part) => ({
      folio: folioOf(Number(part.reference.slice('payment:'.length))),
      paidOn: part.paidOn,
      amount: amountOf.get(part.reference) ?? 0,
    })),
  };
}

/** The ledger entries of the settlement corrections of a payment's amount (`settlement:<line id>`). */
async function correctionsOf(db: Executor, loanId: number, paymentId: number) {
  const lines = await db
    .select({ id: settlementLines.id })
    .from(settlementLines)
    .where(and(eq(settlementLines.paymentId, paymentId), eq(settlementLines.resolution, 'corrected')));
  if (lines.length === 0) return [];
  return db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        eq(ledgerTransactions.kind, 'adjustment'),
        inArray(
          ledgerTransactions.reference,
          lines.map((line) => settlementReference(line.id)),
        ),
      ),
    );
}

/**
 * What a completed payment paid, from the ledger (allocation, rebate, balance after); `not_found` for
 * another client's payment or one not settled (only money received has a receipt).
 */
export async function receiptOf(
  ctx: Pick<PaymentsContext, 'db'>,
  paymentId: number,
  owner: FileOwner,
): Promise<PaymentReceipt> {
  const { db } = ctx;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  // Another client's payment is as unknown as a missing one; only money received has a receipt.
  if (!payment || (owner !== 'back-office' && payment.clientId !== owner.clientId))
    throw new CoreError('not_found');
  if (payment.status !== 'completed') throw new CoreError('not_found');
  const amount = payment.paidAmount ?? payment.amount;
  const ledger = await ledgerOf(db, { ...payment, amount });
  if (!ledger) throw new CoreError('not_found');
  const proof = (await cepProofs(db, [payment.id])).get(payment.id);
  const [loan] = await db
    .select({ applicationId: loans.applicationId })
    .from(loans)
    .where(eq(loans.id, payment.loanId));
  if (!loan) throw new CoreError('not_found');
  return {
    paymentId: payment.id,
    folio: folioOf(payment.id),
    loanId: payment.loanId,
    contractNumber: contractNumberOf(loan.applicationId),
    kind: payment.kind,
    channel: payment.paymentType,
    paymentForm: payment.paymentForm,
    amount,
    paidAt: payment.completedAt ?? payment.createdAt,
    reference: readableReference(payment.reference),
    // A claimed transfer's clave is its CEP's (its payment keeps no provider id, ADR 306).
    trackingKey: payment.paymentType === 'clabe' ? (proof?.trackingKey ?? payment.providerPaymentId) : null,
    ...ledger,
    cep: proof
      ? {
          trackingKey: proof.trackingKey,
          operationDate: proof.operationDate,
          senderBank: proof.senderBank,
          receiverBank: proof.receiverBank,
          sealed: proof.sealed,
        }
      : null,
  } satisfies PaymentReceipt;
}

/** Receipts of completed payments for the back office (the client's own: `payment-receipt.ts`). */
