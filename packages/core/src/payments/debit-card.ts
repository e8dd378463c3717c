import { passesLuhn } from '@lender/calculator/kernel';
import type { DebitCardRequest, SavedCard } from '@lender/contracts';
import { eq, sql } from '@lender/db/orm';
import { paymentCards } from '@lender/db/schema';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { cardHash, type PaymentsContext } from './payment-context';
import { CARD_NUMBER_DIGITS, isUniqueViolation } from './payment-model';

/**
 * `POST direct-debit/debit-credit-card`: registers the client's card for direct debit. The number
 * (16 digits, Luhn) and expiry are checked, the provider tokenizes it, and it becomes the client's one
 * active card; only its look-up hash and last four digits are kept. A card another client registered
 * is refused (`card_already_registered`).
 */
export async function debitCard(
  ctx: Pick<PaymentsContext, 'db' | 'clock' | 'audit' | 'cardHashKey' | 'paymentProvider'>,
  { actorId: clientId, body: input }: { actorId: number; body: DebitCardRequest },
): Promise<SavedCard> {
  const { db, clock, audit } = ctx;
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
  const hash = cardHash(ctx, number);
  const [existing] = await db.select().from(paymentCards).where(eq(paymentCards.cardHash, hash));
  if (existing && existing.clientId !== clientId) {
    throw new CoreError('card_already_registered', { field: ['cardNumber'] });
  }
  const tokenized = await ctx.paymentProvider.tokenizeCard({
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
      if (isUniqueViolation(error)) throw new CoreError('card_already_registered', { field: ['cardNumber'] });
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
}
