import { toApiAmount } from '@lender/calculator';
import { passesLuhn } from '@lender/calculator/kernel';
import { and, desc, eq, sql } from '@lender/db/orm';
import { directDebitConsents, paymentCards, payments } from '@lender/db/schema';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import type { PaymentsContext } from './payment-context';
import { CARD_NUMBER_DIGITS, isUniqueViolation, type PaymentsService, paymentView } from './payment-model';

/** Card payments: the consent, registering a card and charging it. */
export function createPaymentCards(ctx: PaymentsContext) {
  const { deps, db, clock, audit, cardHash, lockedTarget, insert, pendingOf } = ctx;
  const service: Pick<PaymentsService, 'consent' | 'registerCard' | 'charge'> = {
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
          // The client's own change (ADR 225): which fields, never the card's number.
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
      const wanted = input.amount;
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
  };
  return { service };
}
