import { computeOffer, demoProduct, type Offer, payDateOptions } from '@lender/calculator';
import { decisionOfferRow } from '../applications/offer-row';
import type { Executor } from '../db/database';
import { applications, offers } from '../db/schema/index';

/**
 * The one "accepted application with its current offer" row builder of the tests (ADR 046): the
 * rows the decision of the applications service leaves, priced by `@lender/calculator`
 * (`demoProduct`, a biweekly cycle), written straight to the tables for tests about what follows
 * the decision.
 */
export interface AcceptedApplicationInput {
  clientId: number;
  /** Centavos. @default 3_000_00 */
  amount?: number;
  /** The business date the offer is priced on. */
  pricedOn: string;
  /** When the offer expires. */
  expiresAt: Date;
  /** Which of `payDateOptions('biweekly', pricedOn)` to take. @default the 7th */
  payDates?: (options: ReturnType<typeof payDateOptions>) => { value: string } | undefined;
  /** Store `first,second` as two options (as the API receives them) rather than one. @default false */
  splitPayDates?: boolean;
  /** Store the offer's view (`offerView`) or an empty one. @default true */
  withView?: boolean;
  paymentMethod?: 'bank_transfer' | 'cash';
  cashBrand?: string | null;
  fake?: boolean;
  /** Row timestamps (e.g. the test clock's now); the database default otherwise. */
  createdAt?: Date;
}

export async function insertAcceptedApplication(
  db: Executor,
  input: AcceptedApplicationInput,
): Promise<{ applicationId: number; offer: Offer; payDates: string }> {
  const amount = input.amount ?? 3_000_00;
  const options = payDateOptions('biweekly', input.pricedOn);
  const option = input.payDates ? input.payDates(options) : options[6];
  if (!option) throw new Error('no pay-date option');
  const offer = computeOffer(
    demoProduct,
    { amount, payCycle: 'biweekly', payDates: option.value, sequenceType: 'first' },
    input.pricedOn,
  );
  const [first, second] = option.value.split(',') as [string, string | undefined];
  const [application] = await db
    .insert(applications)
    .values({
      clientId: input.clientId,
      status: 3,
      desiredAmount: amount,
      principalAmount: offer.principal,
      loanAmount: offer.principal,
      termDays: offer.term,
      salaryCycle: 'biweekly',
      payDates:
        input.splitPayDates && second
          ? { first_repayment_option: first, second_repayment_option: second }
          : { first_repayment_option: option.value },
      sequenceType: 'first',
      paymentMethod: input.paymentMethod ?? 'bank_transfer',
      cashBrand: input.cashBrand ?? null,
      pricedOn: input.pricedOn,
      fake: input.fake ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning({ id: applications.id });
  const applicationId = application?.id as number;
  await db
    .insert(offers)
    .values(
      decisionOfferRow(applicationId, offer, input.pricedOn, input.expiresAt, { withView: input.withView }),
    );
  return { applicationId, offer, payDates: option.value };
}
