import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { ApplicationStatusSchema, FlowStatusSchema, FlowStepSchema, LoanStatusSchema } from '../statuses.js';

/** Progress runs to 100. */
export const FLOW_TOTAL_STEPS = 100;

/** `GET /web/private/client/flow`: the client's step, computed on the server. */
export const FlowStateSchema = z
  .object({
    step: FlowStepSchema,
    status: FlowStatusSchema,
    errors: z.array(z.string()),
    percent: z.number().min(0).max(FLOW_TOTAL_STEPS),
    totalSteps: z.literal(FLOW_TOTAL_STEPS),
    /**
     * On `reject_page`: the first day (Mexico City) the client may apply again, when the cool-off
     * after the rejection ends (`reapply_cool_off_days`, 30 by default). Applying earlier is 409
     * `reapply_cool_off`.
     */
    reapplyFrom: IsoDateSchema.optional(),
  })
  .meta({ id: 'FlowState' });
export type FlowState = z.infer<typeof FlowStateSchema>;

/** `GET /web/private/client/client-journey/current`: the step with what it was computed from. */
export const ClientJourneySchema = z
  .object({
    step: FlowStepSchema,
    status: FlowStatusSchema,
    applicationId: z.number().int().positive().nullable(),
    applicationStatus: nullable(ApplicationStatusSchema),
    loanId: z.number().int().positive().nullable(),
    loanStatus: nullable(LoanStatusSchema),
  })
  .meta({ id: 'ClientJourney' });
export type ClientJourney = z.infer<typeof ClientJourneySchema>;
