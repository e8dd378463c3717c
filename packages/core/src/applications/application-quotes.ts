import type { PayCycle } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import { eq } from '@lender/db/orm';
import { clients, loanLimits } from '@lender/db/schema';
import { readProductConfig } from '../catalog/product';
import { quotePublicOffer } from '../catalog/public-offer';
import { affordableAmount } from '../decision/engine';
import { gatherClientFacts } from '../decision/facts';
import { CoreError } from '../errors/core-error';
import type { ApplicationsContext } from './application-context';
import { type ApplicationsService, LOAN_LIMIT_REFRESH_SECONDS } from './application-model';

/** Prices for a logged-in client: quotes, promo codes and the available loan amount. */
export function createApplicationQuotes(ctx: ApplicationsContext) {
  const { db, sandbox, clientRow, boundsFor, sequenceOf } = ctx;
  const service: Pick<ApplicationsService, 'quote' | 'checkPromoCode' | 'refreshLimit'> = {
    async quote(clientId, request) {
      const client = await clientRow(clientId);
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const today = await sandbox.todayFor(clientId);
      return quotePublicOffer(db, today, { ...request, sequenceType: sequenceOf(facts) });
    },
    async checkPromoCode(clientId, promoCode) {
      const client = await clientRow(clientId);
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const today = await sandbox.todayFor(clientId);
      const product = await readProductConfig(db);
      const wanted = promoCode.trim().toUpperCase();
      const sequenceType = sequenceOf(facts);
      const promo = product.promoCodes.find(
        (candidate) =>
          candidate.code.trim().toUpperCase() === wanted &&
          candidate.sequenceTypes.includes(sequenceType) &&
          (candidate.validUntil === null || today <= candidate.validUntil),
      );
      if (!promo) throw new CoreError('promo_code_invalid', { field: ['promoCode'] });
      return {
        promoCode: promo.code,
        valid: true,
        discountPercent: Math.max(promo.interestPercent, promo.serviceFeePercent),
      };
    },
    async refreshLimit(clientId, options = {}) {
      const client = await clientRow(clientId);
      const clientClock = await sandbox.clockFor(clientId);
      const now = clientClock.now();
      const [stored] = await db.select().from(loanLimits).where(eq(loanLimits.clientId, clientId));
      if (
        !options.force &&
        stored &&
        now.getTime() - stored.updatedAt.getTime() < LOAN_LIMIT_REFRESH_SECONDS * 1000
      ) {
        return { availableLoanAmount: moneyView(stored.amount), updatedAt: stored.updatedAt.toISOString() };
      }
      const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
      const bounds = await boundsFor(sequenceOf(facts));
      const employment = (client.employment ?? {}) as { monthlyIncome?: unknown };
      const cycle = (client.salaryCycle ?? null) as PayCycle | null;
      const blocked = client.status === 2 || client.status === 3;
      const affordable =
        typeof employment.monthlyIncome === 'number' && !blocked
          ? affordableAmount(employment.monthlyIncome, cycle, bounds)
          : 0;
      const amount = affordable >= bounds.min ? affordable : 0;
      const reasons = [{ rule: 'affordability', code: amount > 0 ? 'limit.affordable' : 'limit.none' }];
      await db.transaction(async (tx) => {
        await tx
          .insert(loanLimits)
          .values({ clientId, amount, reasons, updatedAt: now })
          .onConflictDoUpdate({ target: loanLimits.clientId, set: { amount, reasons, updatedAt: now } });
        await tx.update(clients).set({ availableLoanAmount: amount }).where(eq(clients.id, clientId));
      });
      return { availableLoanAmount: moneyView(amount), updatedAt: now.toISOString() };
    },
  };
  return { service };
}
