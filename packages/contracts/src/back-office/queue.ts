import * as z from 'zod';
import { ApplicationSchema } from '../client/application.js';
import { IsoDateTimeSchema } from '../dates.js';
import { ReasonSchema } from './operations.js';

/** Who works on a manual-verification case. */
export const ManualClaimSchema = z
  .object({
    applicationId: z.number().int().positive(),
    userId: z.number().int().positive(),
    name: z.string(),
    claimedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ManualClaim' });
export type ManualClaim = z.infer<typeof ManualClaimSchema>;

/** `POST applications/{id}/claim`: `takeOver` takes a case another user claimed (audited). */
export const ManualClaimRequestSchema = z
  .object({ takeOver: z.boolean().default(false) })
  .meta({ id: 'ManualClaimRequest' });
export type ManualClaimRequest = z.infer<typeof ManualClaimRequestSchema>;

/** Most cases one bulk approval decides. */
export const BULK_APPROVE_MAX = 50;

/** `POST applications/manual-verification/bulk-approve`: approve a selection at the asked amounts. */
export const BulkApproveRequestSchema = z
  .object({
    applicationIds: z.array(z.number().int().positive()).min(1).max(BULK_APPROVE_MAX),
    reason: ReasonSchema,
  })
  .meta({ id: 'BulkApproveRequest' });
export type BulkApproveRequest = z.infer<typeof BulkApproveRequestSchema>;

/** One case of a bulk approval: approved (with the application after), or the error code why not. */
export const BulkApproveResultSchema = z
  .array(
    z.object({
      applicationId: z.number().int().positive(),
      approved: z.boolean(),
      code: z.string().nullable(),
      application: ApplicationSchema.nullable(),
    }),
  )
  .meta({ id: 'BulkApproveResult' });
export type BulkApproveResult = z.infer<typeof BulkApproveResultSchema>;
