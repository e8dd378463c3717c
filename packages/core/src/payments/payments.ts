import { createHmac, randomUUID } from 'node:crypto';
import { fromApiAmount, LOAN_STATUS, toApiAmount } from '@lender/calculator';
import {
  type ChargeRequest,
  type DebitCardRequest,
  type DirectDebitConsent,
  type DirectDebitConsentRequest,
  type Payment,
  type PaymentCallback,
  PaymentCallbackSchema,
  type PaymentReference,
  type PaymentReferenceRequest,
  type SavedCard,
} from '@lender/contracts';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AuditActor, AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { businessDate, type Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { directDebitConsents, loans, paymentCards, payments, rollovers } from '../db/schema/index';
import { CoreError } from '../errors/core-error';
import type { LedgerBalances, ReceivableAccount } from '../ledger/accounts';
import { loanBalances, postTransaction } from '../ledger/ledger';
import { chargeLines, paymentLines, REPAYMENT_ORDER } from '../ledger/postings';
import { type LoansService, OPEN_LOAN_STATUSES } from '../loans/loans';
import type { RolloversService } from '../loans/rollovers';
import { type PaymentProvider, signPaymentCallback, verifyPaymentCallback } from './payment-port';

/** Spec §9: a card number has 16 digits. */
export const CARD_NUMBER_DIGITS = 16;
/** How long a barcode or SPEI reference can be paid (hours). */
export const PAYMENT_REFERENCE_TTL_HOURS = 72;
/** An extension is paid first from a rollover payment: its fee, then its IVA, then as a repayment. */
export const EXTENSION_ORDER: readonly ReceivableAccount[] = [
  'fee_receivable:extension_fee',
  'vat_receivable',
  ...REPAYMENT_ORDER.filter((a) => a !== 'fee_receivable:extension_fee' && a !== 'vat_receivable'),
];

/** Luhn checksum (ISO/IEC 7812) of a card number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CallbackOutcome {
  paymentId: number;
  /** The notification was seen before (same event or the payment already settled): nothing changed. */
  duplicate: boolean;
}

export interface PaymentsService {
  consent(
    clientId: number,
    input: DirectDebitConsentRequest,
    meta?: { ip?: string | null; userAgent?: string | null },
  ): Promise<DirectDebitConsent>;
  registerCard(clientId: number, input: DebitCardRequest): Promise<SavedCard>;
  /** Charges the saved card for the chosen extension (default) or a repayment (full, or partial with `amount`). */
  charge(clientId: number, input: ChargeRequest): Promise<Payment>;
  /** A barcode (cash at a store) or a CLABE reference (SPEI) for a repayment or the chosen extension. */
  paymentReference(clientId: number, input: PaymentReferenceRequest): Promise<PaymentReference>;
  /** The provider's signed notification; throws `unauthorized` on a bad signature. Idempotent by `eventId`. */
  handleCallback(rawBody: string, signature: string | null | undefined): Promise<CallbackOutcome>;
  /** Signs a callback body (the sandbox adapter and tests deliver callbacks through `handleCallback`). */
  signCallback(rawBody: string): string;
  /**
   * Periodic (jobs helper, every minute): the sandbox provider confirms pending card charges by
   * delivering their signed callbacks. A real provider calls the callback endpoint itself.
   */
  confirmPending(): Promise<{ confirmed: number }>;
  /** Sandbox: the borrower paid a barcode or CLABE reference (`amount` centavos, default the reference's). */
  simulateReferencePayment(reference: string, amount?: number): Promise<CallbackOutcome>;
  /**
   * Back office: a payment received outside the providers (bank deposit…). `reference` is the
   * receipt's number and makes it idempotent; `amount` in centavos.
   */
  recordExternalPayment(input: {
    loanId: number;
    amount: number;
    reference: string;
    actor: AuditActor;
  }): Promise<{ payment: Payment; duplicate: boolean }>;
  list(loanId: number): Promise<Payment[]>;
}

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  provider: PaymentProvider;
  loans: LoansService;
  rollovers: RolloversService;
  /** HMAC key of provider callbacks. */
  callbackSecret: string;
  /** HMAC key of the card look-up hash (never the card itself). */
  cardHashKey: string;
}

type PaymentRow = typeof payments.$inferSelect;

const paymentView = (row: PaymentRow): Payment => ({
  id: row.id,
  kind: row.kind,
  paymentType: row.paymentType,
  amount: { amount: toApiAmount(row.paidAmount ?? row.amount), currency: 'MXN' },
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt ? row.completedAt.toISOString() : null,
});

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const { db, clock, audit } = deps;
  const cardHash = (number: string) =>
    createHmac('sha256', deps.cardHashKey).update(`card:${number}`).digest('hex');

  /**
   * Takes the loan lock (`lockForMoney`, held to the end of `tx`) and answers what a new payment is
   * for — the active extension's fee, or the amount (default: today's early payoff, ADR 022) — with
   * today's payoff, against which callers check what is still pending (issue 10).
   */
  async function lockedTarget(
    tx: Executor,
    loanId: number,
    kind: 'rollover' | 'repayment',
    amount: number | undefined,
  ) {
    const { loan } = await deps.loans.lockForMoney(tx, loanId);
    if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status))
      throw new CoreError('no_active_loan');
    if (kind === 'rollover') {
      const [rollover] = await tx
        .select()
        .from(rollovers)
        .where(and(eq(rollovers.loanId, loan.id), eq(rollovers.status, 'active')));
      if (!rollover) throw new CoreError('rollover_not_available');
      return { loan, amount: rollover.fee, rolloverId: rollover.id, payoff: rollover.fee };
    }
    const { payoff } = await deps.loans.earlyPayoff(tx, loan.id);
    const wanted = amount ?? payoff;
    if (!Number.isSafeInteger(wanted) || wanted <= 0)
      throw new CoreError('too_small', { field: ['amount', 'amount'] });
    return { loan, amount: wanted, rolloverId: null, payoff };
  }

  /** Records a pending card charge (inside the locked transaction). */
  async function insert(
    tx: Executor,
    target: { loan: typeof loans.$inferSelect; rolloverId: number | null },
    amount: number,
  ): Promise<{ row: PaymentRow; created: boolean }> {
    const [row] = await tx
      .insert(payments)
      .values({
        loanId: target.loan.id,
        clientId: target.loan.clientId,
        kind: target.rolloverId === null ? 'repayment' : 'rollover',
        paymentType: 'card',
        rolloverId: target.rolloverId,
        amount,
        status: 'pending',
        reference: `CARD-${randomUUID()}`,
        createdAt: clock.now(),
        fake: target.loan.fake,
      })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    return { row, created: true };
  }

  /** Pending payments of a loan, read inside the locked transaction. */
  async function pendingOf(tx: Executor, loanId: number, paymentType: PaymentRow['paymentType'][]) {
    return tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.loanId, loanId),
          eq(payments.status, 'pending'),
          inArray(payments.paymentType, paymentType),
        ),
      )
      .orderBy(asc(payments.id));
  }

  /** Settles a confirmed payment in the ledger; the caller's transaction holds the payment row. */
  async function settle(tx: Executor, payment: PaymentRow, amount: number, actor: AuditActor): Promise<void> {
    // Takes the loan lock (a no-op when the caller holds it) and brings late fees up to the payment's
    // business date, which is the date the payment is booked on.
    const { today: day } = await deps.loans.lockForMoney(tx, payment.loanId);
    let left = amount;
    if (payment.kind === 'rollover' && payment.rolloverId !== null) {
      const [rollover] = await tx
        .select()
        .from(rollovers)
        .where(and(eq(rollovers.id, payment.rolloverId), eq(rollovers.status, 'active')));
      // A payment short of the fee does not extend the loan: it is a partial repayment (ADR 022).
      if (rollover && amount >= rollover.fee) {
        await postTransaction(tx, {
          loanId: payment.loanId,
          kind: 'extension_fee',
          reference: `rollover:${rollover.id}`,
          lines: chargeLines({
            component: 'extension_fee',
            gross: rollover.feeWithoutVat,
            discount: 0,
            vat: rollover.fee - rollover.feeWithoutVat,
          }),
          effectiveDate: day,
        });
        const balances: LedgerBalances = await loanBalances(tx, payment.loanId);
        await postTransaction(tx, {
          loanId: payment.loanId,
          kind: 'payment',
          reference: `rollover:payment:${payment.id}`,
          lines: paymentLines(balances, rollover.fee, EXTENSION_ORDER),
          effectiveDate: day,
        });
        await deps.rollovers.markPaid(tx, rollover.id, actor);
        left -= rollover.fee;
      }
    }
    if (left > 0) {
      // Paying everything before the due date gives back the unearned interest first (ADR 022).
      if (payment.kind === 'repayment') await deps.loans.applyEarlyPayoff(tx, payment.loanId, left);
      const balances = await loanBalances(tx, payment.loanId);
      await postTransaction(tx, {
        loanId: payment.loanId,
        kind: 'payment',
        reference: `payment:${payment.id}`,
        lines: paymentLines(balances, left),
        effectiveDate: day,
      });
    }
    await audit.record(tx, {
      actor,
      action: 'payment.complete',
      entity: 'payment',
      entityId: payment.id,
      before: { status: 'pending' },
      after: { status: 'completed', amount: auditMoney(amount), loanId: payment.loanId, kind: payment.kind },
    });
    await deps.loans.closeIfPaid(tx, payment.loanId, actor);
  }

  async function applyCallback(event: PaymentCallback): Promise<CallbackOutcome> {
    const amount = fromApiAmount(event.amount.amount);
    const now = clock.now();
    const system: AuditActor = { type: 'system' };
    try {
      return await db.transaction(async (tx) => {
        const [seen] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.providerPaymentId, event.eventId));
        if (seen) return { paymentId: seen.id, duplicate: true };
        const [target] = await tx
          .select({ loanId: payments.loanId })
          .from(payments)
          .where(eq(payments.reference, event.reference));
        if (!target) throw new CoreError('not_found');
        // Loan first, then the payment: the same order as charges and references take (no deadlock).
        await deps.loans.lockForMoney(tx, target.loanId);
        const [payment] = await tx
          .update(payments)
          .set({
            status: event.status,
            providerPaymentId: event.eventId,
            paidAmount: event.status === 'completed' ? amount : null,
            completedAt: now,
          })
          .where(and(eq(payments.reference, event.reference), eq(payments.status, 'pending')))
          .returning();
        if (!payment) {
          const [known] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(eq(payments.reference, event.reference));
          if (!known) throw new CoreError('not_found');
          return { paymentId: known.id, duplicate: true };
        }
        if (event.status === 'completed') await settle(tx, payment, amount, system);
        else {
          await audit.record(tx, {
            actor: system,
            action: 'payment.fail',
            entity: 'payment',
            entityId: payment.id,
            before: { status: 'pending' },
            after: { status: 'failed' },
          });
        }
        return { paymentId: payment.id, duplicate: false };
      });
    } catch (error) {
      // Two deliveries of one event racing: the unique index lets one through.
      if (isUniqueViolation(error)) {
        const [seen] = await db
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.providerPaymentId, event.eventId));
        if (seen) return { paymentId: seen.id, duplicate: true };
      }
      throw error;
    }
  }

  async function deliver(event: PaymentCallback): Promise<CallbackOutcome> {
    const body = JSON.stringify(event);
    return service.handleCallback(body, signPaymentCallback(deps.callbackSecret, body));
  }

  const service: PaymentsService = {
    async consent(clientId, input, meta = {}) {
      const now = clock.now();
      const [row] = await db
        .insert(directDebitConsents)
        .values({
          clientId,
          paymentType: input.paymentType,
          acceptedAt: now,
          ip: meta.ip ?? null,
          userAgent: meta.userAgent ?? null,
        })
        .returning();
      if (!row) throw new Error('consent insert returned nothing');
      return { id: row.id, paymentType: row.paymentType, acceptedAt: row.acceptedAt.toISOString() };
    },

    async registerCard(clientId, input) {
      const number = input.cardNumber;
      if (!new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(number) || !passesLuhn(number)) {
        throw new CoreError('disbursement_number_invalid', { field: ['cardNumber'] });
      }
      const now = clock.now();
      const month = Number(businessDate(now).slice(5, 7));
      const year = Number(businessDate(now).slice(0, 4));
      if (input.expiryYear < year || (input.expiryYear === year && input.expiryMonth < month)) {
        throw new CoreError('disbursement_number_invalid', { field: ['expiryYear'] });
      }
      const hash = cardHash(number);
      const [existing] = await db.select().from(paymentCards).where(eq(paymentCards.cardHash, hash));
      if (existing && existing.clientId !== clientId) {
        throw new CoreError('card_already_registered', { field: ['cardNumber'] });
      }
      const tokenized = await deps.provider.tokenizeCard({
        number,
        expiryMonth: input.expiryMonth,
        expiryYear: input.expiryYear,
        holderName: input.holderName,
      });
      const values = {
        clientId,
        cardHash: hash,
        providerToken: tokenized.token,
        last4: number.slice(-4),
        brand: tokenized.brand,
        holderName: input.holderName,
        expiryMonth: input.expiryMonth,
        expiryYear: input.expiryYear,
        active: true,
      };
      const row = await db.transaction(async (tx) => {
        await tx.update(paymentCards).set({ active: false }).where(eq(paymentCards.clientId, clientId));
        try {
          const [saved] = await tx
            .insert(paymentCards)
            .values(values)
            .onConflictDoUpdate({
              target: paymentCards.cardHash,
              set: { ...values, clientId: sql`${paymentCards.clientId}` },
              setWhere: eq(paymentCards.clientId, clientId),
            })
            .returning();
          // The client's own change (ADR 026): which fields, never the card's number.
          if (saved) {
            await audit.record(tx, {
              actor: { type: 'client', id: clientId },
              action: 'client.card_add',
              entity: 'payment_card',
              entityId: saved.id,
              after: { fields: ['cardNumber', 'expiryMonth', 'expiryYear', 'holderName'] },
            });
          }
          return saved;
        } catch (error) {
          if (isUniqueViolation(error))
            throw new CoreError('card_already_registered', { field: ['cardNumber'] });
          throw error;
        }
      });
      if (!row) throw new CoreError('card_already_registered', { field: ['cardNumber'] });
      return {
        id: row.id,
        masked: `**** **** **** ${row.last4}`,
        brand: row.brand,
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
      };
    },

    async charge(clientId, input) {
      const [card] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.clientId, clientId), eq(paymentCards.active, true)))
        .orderBy(desc(paymentCards.id))
        .limit(1);
      if (!card) throw new CoreError('conflict', { message: 'No card registered for direct debit.' });
      const wanted = input.amount ? fromApiAmount(input.amount.amount) : undefined;
      if (input.kind === 'rollover' && input.rolloverType)
        await deps.rollovers.choose(clientId, input.rolloverType);
      // One transaction under the loan lock decides and records the charge (issue 10): a submit
      // without an Idempotency-Key, however many arrive at once on however many instances, finds the
      // pending charge of the same loan, kind and amount and gets it back instead of a second one, and
      // no charge may take the card beyond what is owed.
      const loanId = await deps.loans.openLoanId(clientId);
      const decided = await db.transaction(async (tx) => {
        const target = await lockedTarget(tx, loanId, input.kind, wanted);
        const live = await pendingOf(tx, loanId, ['card']);
        const sameKind = live.filter((p) => p.kind === input.kind && p.rolloverId === target.rolloverId);
        if (input.kind === 'rollover') {
          // One extension fee at a time: a pending charge for it is the answer.
          const same = sameKind.at(-1);
          return same ? { row: same, created: false } : insert(tx, target, target.amount);
        }
        const left = target.payoff - sameKind.reduce((sum, p) => sum + p.amount, 0);
        const amount = wanted ?? left;
        const same =
          wanted === undefined && left <= 0 ? sameKind.at(-1) : sameKind.find((p) => p.amount === amount);
        if (same) return { row: same, created: false };
        if (amount > left || amount <= 0) {
          throw new CoreError('payment_exceeds_balance', {
            params: { owed: toApiAmount(Math.max(0, left)) },
          });
        }
        return insert(tx, target, amount);
      });
      const { row } = decided;
      if (!decided.created) return paymentView(row);
      const answer = await deps.provider.charge({
        token: card.providerToken,
        amount: row.amount,
        reference: row.reference,
        fake: row.fake,
      });
      if (!answer.accepted) {
        await db
          .update(payments)
          .set({ status: 'failed', completedAt: clock.now() })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
        throw new CoreError('provider_failed', { message: 'The card was declined.' });
      }
      return paymentView(row);
    },

    async paymentReference(clientId, input) {
      const wanted = input.amount ? fromApiAmount(input.amount.amount) : undefined;
      const now = clock.now();
      const view = (row: PaymentRow): PaymentReference => ({
        channel: input.channel,
        reference: row.reference,
        barcode: row.barcode,
        clabe: row.clabe,
        amount: { amount: toApiAmount(row.amount), currency: 'MXN' as const },
        expiresAt: (row.expiresAt ?? now).toISOString(),
      });
      // Under the loan lock (issue 10): a request for a reference the loan already has live (same
      // kind, channel and amount, not expired) gets that one back, so a submit without a key never
      // makes two payable references; nor is a reference made for more than closes the loan.
      const loanId = await deps.loans.openLoanId(clientId);
      return db.transaction(async (tx) => {
        const target = await lockedTarget(tx, loanId, input.kind, wanted);
        if (input.kind === 'repayment' && target.amount > target.payoff) {
          throw new CoreError('payment_exceeds_balance', { params: { owed: toApiAmount(target.payoff) } });
        }
        const live = (await pendingOf(tx, loanId, [input.channel])).find(
          (p) =>
            p.kind === input.kind &&
            p.rolloverId === target.rolloverId &&
            p.amount === target.amount &&
            p.expiresAt !== null &&
            p.expiresAt.getTime() > now.getTime(),
        );
        if (live) return view(live);
        const expiresAt = new Date(now.getTime() + PAYMENT_REFERENCE_TTL_HOURS * 3_600_000);
        const reference = `${input.channel === 'cash' ? 'OXXO' : 'SPEI'}-${randomUUID().slice(0, 13).toUpperCase()}`;
        const [row] = await tx
          .insert(payments)
          .values({
            loanId: target.loan.id,
            clientId,
            kind: input.kind,
            paymentType: input.channel,
            rolloverId: target.rolloverId,
            amount: target.amount,
            status: 'pending',
            reference,
            createdAt: now,
            expiresAt,
            fake: target.loan.fake,
          })
          .returning();
        if (!row) throw new Error('payment insert returned nothing');
        const made = await deps.provider.createReference({
          channel: input.channel,
          amount: target.amount,
          reference,
          sequence: row.id,
          fake: target.loan.fake,
        });
        const [stored] = await tx
          .update(payments)
          .set({ barcode: made.barcode, clabe: made.clabe })
          .where(eq(payments.id, row.id))
          .returning();
        return view(stored ?? row);
      });
    },

    async handleCallback(rawBody, signature) {
      if (!verifyPaymentCallback(deps.callbackSecret, rawBody, signature))
        throw new CoreError('unauthorized');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new CoreError('validation_failed');
      }
      const parsed = PaymentCallbackSchema.safeParse(json);
      if (!parsed.success) throw new CoreError('validation_failed');
      return applyCallback(parsed.data);
    },

    signCallback(rawBody) {
      return signPaymentCallback(deps.callbackSecret, rawBody);
    },

    async confirmPending() {
      const pending = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            eq(payments.paymentType, 'card'),
            lte(payments.createdAt, clock.now()),
          ),
        )
        .orderBy(asc(payments.id));
      let confirmed = 0;
      for (const payment of pending) {
        const outcome = await deliver({
          eventId: `sandbox-${payment.reference}`,
          reference: payment.reference,
          amount: { amount: toApiAmount(payment.amount), currency: 'MXN' },
          status: 'completed',
          occurredAt: clock.now().toISOString(),
        });
        if (!outcome.duplicate) confirmed += 1;
      }
      return { confirmed };
    },

    async simulateReferencePayment(reference, amount) {
      const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (!payment) throw new CoreError('not_found');
      return deliver({
        eventId: `sandbox-${reference}-${randomUUID().slice(0, 8)}`,
        reference,
        amount: { amount: toApiAmount(amount ?? payment.amount), currency: 'MXN' },
        status: 'completed',
        occurredAt: clock.now().toISOString(),
      });
    },

    async recordExternalPayment(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        throw new CoreError('too_small', { field: ['amount'] });
      const reference = `MANUAL-${input.reference}`;
      const [known] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (known) return { payment: paymentView(known), duplicate: true };
      const now = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          const [loan] = await tx.select().from(loans).where(eq(loans.id, input.loanId));
          if (!loan) throw new CoreError('not_found');
          if (
            !(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status) &&
            loan.status !== LOAN_STATUS.paid
          ) {
            throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'payment' } });
          }
          const [payment] = await tx
            .insert(payments)
            .values({
              loanId: loan.id,
              clientId: loan.clientId,
              kind: 'repayment',
              paymentType: 'manual',
              amount: input.amount,
              paidAmount: input.amount,
              status: 'completed',
              reference,
              createdAt: now,
              recordedBy: input.actor.type === 'user' ? `user:${input.actor.id}` : input.actor.type,
              completedAt: now,
              fake: loan.fake,
            })
            .returning();
          if (!payment) throw new Error('payment insert returned nothing');
          await settle(tx, payment, input.amount, input.actor);
          return payment;
        });
        return { payment: paymentView(row), duplicate: false };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const [again] = await db.select().from(payments).where(eq(payments.reference, reference));
          if (again) return { payment: paymentView(again), duplicate: true };
        }
        throw error;
      }
    },

    async list(loanId) {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.loanId, loanId))
        .orderBy(asc(payments.id));
      return rows.map(paymentView);
    },
  };
  return service;
}
