import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { OfferSchema } from '../offer.js';
import { ActualOfferSchema, ApplicationSchema } from './application.js';
import { DecisionReasonsSchema } from './decision-reasons.js';
import { FlowStateSchema } from './journey.js';

// The counter-offer pages (a higher or a smaller amount than asked) in one read: the application,
// its current offer, what weighed in the decision, the terms the pay cycle offers today and what was
// asked priced on the same dates, with the journey's step, in one answer instead of five.

/** A term the application's pay cycle offers today, with its due date. */
export const CounterOfferTermSchema = z
  .object({ term: z.number().int().positive(), dueDate: IsoDateSchema })
  .meta({ id: 'CounterOfferTerm' });
export type CounterOfferTerm = z.infer<typeof CounterOfferTermSchema>;

/** `GET counter-offer`: what `/application/offer-increase` and `/application/offer-decrease` show. */
export const CounterOfferSchema = z
  .object({
    /** The active application (`client.actualApplication`), null without one. */
    application: nullable(ApplicationSchema),
    /** Its current offer (`client.actualOffer`), null without one or once expired. */
    offer: nullable(ActualOfferSchema),
    /** What weighed in the newest decision (`client.decisionReasons`), null before any. */
    reasons: nullable(DecisionReasonsSchema),
    /**
     * The terms the application's pay cycle offers today, one per term, in the calculator's order
     * (`public.calculatorConfig`): what a higher amount may be taken for.
     */
    terms: z.array(CounterOfferTermSchema),
    /**
     * The amount asked, priced on the application's pay dates (`client.arithmeticOffer`): what a
     * smaller counter-offer stands beside. Null when it cannot be priced.
     */
    asked: nullable(OfferSchema),
    /** The journey's step (`client.flow`), read with the page instead of before it. */
    flow: FlowStateSchema,
  })
  .meta({ id: 'CounterOffer' });
export type CounterOffer = z.infer<typeof CounterOfferSchema>;
