import { PAY_CYCLES, type PayCycle, payDateOptions } from '@lender/calculator';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { readProductConfig, startingStates } from '../catalog/product';
import { type OfferView, quotePublicOffer } from '../catalog/public-offer';
import { type Clock, today } from '../clock';
import { CoreError } from '../errors/core-error';
import { clientRow } from './client-row';
import type { BackOfficeOfferRequest } from './operations-model';

/**
 * The offer a client would get (spec §7 `client/{id}/arithmetic/offer`): at `query.amount`
 * (centavos), pay cycle and pay dates, else those of the client's latest application, else the
 * product's starting ones; priced as the public calculator prices it.
 */
export async function clientOffer(
  ctx: { readonly db: Database; readonly clock: Clock },
  {
    params: { id: clientId },
    query,
  }: {
    params: { id: number };
    /** `amount` in centavos (the request's pesos, converted by the route). */
    query: BackOfficeOfferRequest;
  },
): Promise<OfferView> {
  const { db, clock } = ctx;
  const row = await clientRow(db, clientId);
  const sequenceType = row.closedLoansCount > 0 ? 'repeated' : 'first';
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.clientId, clientId))
    .orderBy(desc(applications.id))
    .limit(1);
  const initial = (await startingStates(db, await readProductConfig(db)))[sequenceType];
  const knownCycle = (value: string | null | undefined): PayCycle | undefined =>
    value && (PAY_CYCLES as readonly string[]).includes(value) ? (value as PayCycle) : undefined;
  const payCycle =
    query.payCycle ?? knownCycle(application?.salaryCycle) ?? knownCycle(row.salaryCycle) ?? initial.payCycle;
  const amount = query.amount ?? application?.principalAmount ?? initial.amount;
  const businessDay = today(clock);
  const ownDates =
    application && application.salaryCycle === payCycle
      ? [application.payDates.first_repayment_option, application.payDates.second_repayment_option]
          .filter((value) => value !== undefined)
          .join(',')
      : undefined;
  const firstOption = payDateOptions(payCycle, businessDay)[0]?.value;
  const candidates = query.payDates !== undefined ? [query.payDates] : [ownDates, firstOption];
  let lastError: unknown;
  for (const payDates of candidates) {
    if (payDates === undefined || payDates === '') continue;
    try {
      return await quotePublicOffer(db, businessDay, { sequenceType, amount, payCycle, payDates });
    } catch (error) {
      if (!(error instanceof CoreError) || error.code !== 'validation_failed') throw error;
      lastError = error;
    }
  }
  throw lastError ?? new CoreError('not_found');
}
