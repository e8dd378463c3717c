import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { ApplicationStatusSchema, FlowStepSchema } from '../statuses.js';

/**
 * Sandbox mode: only an admin token or a browser with the
 * `qa-disable-flow` cookie may use these calls; everything they create is marked `fake`.
 */
export const SANDBOX_COOKIE = 'qa-disable-flow';

/** `PUT /web/private/client/sandbox/step`: jump to a journey step. */
export const SandboxStepRequestSchema = z.object({ step: FlowStepSchema }).meta({ id: 'SandboxStepRequest' });
export type SandboxStepRequest = z.infer<typeof SandboxStepRequestSchema>;

/** Outcomes a tester can force on the decision engine. */
export const SANDBOX_DECISIONS = [3, 6, 13, 14, 17, 18, 401] as const;

/** `PUT /web/private/client/sandbox/decision`: force the next decision's outcome. */
export const SandboxDecisionRequestSchema = z
  .object({
    status: ApplicationStatusSchema.refine(
      (status) => (SANDBOX_DECISIONS as readonly number[]).includes(status),
      { params: { code: 'invalid_value' } },
    ),
  })
  .meta({ id: 'SandboxDecisionRequest' });
export type SandboxDecisionRequest = z.infer<typeof SandboxDecisionRequestSchema>;

/** `PUT /web/private/client/sandbox/clock`: shift the client's business date. */
export const SandboxClockRequestSchema = z
  .object({ today: IsoDateSchema })
  .meta({ id: 'SandboxClockRequest' });
export type SandboxClockRequest = z.infer<typeof SandboxClockRequestSchema>;

export const SandboxStateSchema = z
  .object({
    active: z.literal(true),
    today: IsoDateSchema,
    forcedDecision: nullable(ApplicationStatusSchema),
  })
  .meta({ id: 'SandboxState' });
export type SandboxState = z.infer<typeof SandboxStateSchema>;
