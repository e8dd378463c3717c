import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';

/**
 * What weighed in a decision, in the borrower's terms: each reason code of the decision engine
 * and of agents maps to one of these (several codes may share one). None names a rule, a score
 * or a threshold; the words of each are in `@lender/i18n` (`catalog:decisionReasons.<reason>`).
 */
export const BORROWER_REASONS = [
  'income_below_amount',
  'amount_above_income',
  'higher_amount_possible',
  'within_means',
  'no_income_source',
  'income_to_confirm',
  'age_minimum',
  'age_maximum',
  'open_loans',
  'identity_not_verified',
  'documents_needed',
  'account_restricted',
  'could_not_confirm',
  'without_optional_data',
  'person_reviewed',
  'person_review_requested',
  'evaluation_unfinished',
  'test_decision',
] as const;
export const BorrowerReasonSchema = z.enum(BORROWER_REASONS).meta({ id: 'BorrowerReason' });
export type BorrowerReason = z.infer<typeof BorrowerReasonSchema>;

/**
 * When the borrower may apply again: `from_date` (on `reapplyFrom`, Mexico City), `now`,
 * `after_paying` (once one of the open loans is paid) or `not_offered` (the product is not for them).
 */
export const REAPPLY_KINDS = ['from_date', 'now', 'after_paying', 'not_offered'] as const;

/** `GET decision-reasons`: the reasons of the newest decided application of the client. */
export const DecisionReasonsSchema = z
  .object({
    applicationId: z.number().int().positive(),
    /** Spec §4 status the decision left the application in. */
    status: z.number().int(),
    /** In the order they weighed, each once. */
    reasons: z.array(BorrowerReasonSchema),
    reapply: z.enum(REAPPLY_KINDS),
    /** With `from_date`: the first day (Mexico City) a new application is taken. */
    reapplyFrom: IsoDateSchema.optional(),
  })
  .meta({ id: 'DecisionReasons' });
export type DecisionReasons = z.infer<typeof DecisionReasonsSchema>;

export const clientDecisionReasonEndpoints = defineEndpoints('client', {
  decisionReasons: {
    method: 'get',
    path: '/web/private/client/decision-reasons',
    access: 'client',
    origin: 'extension',
    tag: 'Client: application',
    summary: 'What weighed in the decision of the newest application, and when to apply again',
    description:
      'Borrower reasons (never a score, a threshold or a rule) of the newest decided application, ' +
      'and when a new application is taken (the waiting period of its reasons).',
    request: {},
    response: DecisionReasonsSchema,
    errors: ['not_found'],
  },
});
