import { fromApiAmount } from '@lender/calculator';
import { type Application, ClientOfferParamsSchema, type CounterOffer } from '@lender/contracts';
import { actualApplication } from '../applications/actual-application';
import { actualOffer } from '../applications/actual-offer';
import type { ApplicationsContext } from '../applications/application-context';
import { arithmeticOffer } from '../applications/arithmetic-offer';
import { decisionReasons } from '../applications/decision-reasons';
import { type CalculatorConfigSource, calculatorConfig } from '../catalog/calculator-config';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import { flow } from '../journey/flow';
import type { JourneyContext } from '../journey/journey-state';

/** What the page's read uses of the core: the applications', the journey's and the calculator's. */
export type CounterOfferContext = JourneyContext &
  Pick<ApplicationsContext, 'db' | 'pii' | 'sandbox'> & { readonly config: CalculatorConfigSource };

/** A read that is null when it answers one of `codes` (what its endpoint answers as a 4xx). */
async function orNull<T>(read: Promise<T>, ...codes: string[]): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof CoreError && codes.includes(error.code)) return null;
    throw error;
  }
}

/**
 * What was asked, priced on the application's pay dates (`client.arithmeticOffer` with the
 * application's desired amount, cycle and dates): null where that endpoint refuses the request (an
 * amount in cents, no pay date) or the price (`promo_code_invalid`, `validation_failed`).
 */
async function askedOf(ctx: CounterOfferContext, clientId: number, application: Application) {
  const { first_repayment_option: first, second_repayment_option: second } = application.payDates;
  const params = ClientOfferParamsSchema.safeParse({
    amount: application.desiredLoanAmount.amount,
    payCycle: application.salaryCycle,
    payDates: [first, second].filter((date) => date !== undefined).join(','),
  });
  if (!params.success) return null;
  const { amount, payCycle, payDates } = params.data;
  const offer = arithmeticOffer(ctx, {
    actorId: clientId,
    params: { amount: fromApiAmount(amount), payCycle, payDates },
    query: {},
  });
  return (await orNull(offer, 'validation_failed', 'promo_code_invalid', 'invalid_value')) as
    | CounterOffer['asked']
    | null;
}

/**
 * `client.counterOffer` (issue 65, ADR 328): everything the counter-offer pages
 * (`/application/offer-increase`, `/application/offer-decrease`) show, in one read — the active
 * application, its current offer, what weighed in the newest decision, the terms its pay cycle
 * offers today (the calculator's configuration, one per term), the amount asked priced on its pay
 * dates, and the journey's step the site's guard decides on. Each part is what the endpoint of its
 * name answers alone (null where that one answers a 4xx). Only the caller's rows.
 */
export async function counterOffer(
  ctx: CounterOfferContext,
  { actorId: clientId }: { actorId: number },
): Promise<CounterOffer> {
  const [application, reasons, journey] = await Promise.all([
    orNull(actualApplication(ctx, { actorId: clientId }), 'no_active_application'),
    orNull(decisionReasons(ctx, { actorId: clientId }), 'not_found'),
    flow(ctx, { actorId: clientId }),
  ]);
  if (application === null) {
    return { application, offer: null, reasons, terms: [], asked: null, flow: journey };
  }
  const [offer, asked, calculator] = await Promise.all([
    orNull(
      actualOffer(ctx, { actorId: clientId, params: { id: application.id } }),
      'not_found',
      'offer_expired',
    ),
    askedOf(ctx, clientId, application),
    calculatorConfig(ctx, today(ctx.clock)),
  ]);
  const seen = new Set<number>();
  const terms = calculator.payDates[application.salaryCycle]
    .filter((option) => !seen.has(option.term) && seen.add(option.term))
    .map((option) => ({ term: option.term, dueDate: option.dueDate }));
  return { application, offer, reasons, terms, asked, flow: journey };
}
