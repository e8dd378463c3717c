import { EmptySchema } from '../auth.js';
import { ApplicationIdParamsSchema } from '../client/application.js';
import { defineEndpoints } from '../endpoint.js';
import { ManualCaseEvidenceSchema } from './case-evidence.js';
import {
  BulkApproveRequestSchema,
  BulkApproveResultSchema,
  ManualClaimRequestSchema,
  ManualClaimSchema,
} from './queue.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/** Claims on manual-verification cases, the evidence a case is decided on, and bulk approval. */
export const backOfficeQueueEndpoints = defineEndpoints('backOffice', {
  manualCaseEvidence: {
    ...common,
    permission: 'applications.queue',
    method: 'get',
    path: `${BACK_OFFICE}/applications/:id/evidence`,
    summary:
      "A case's evidence: documents with signed links, CURP and RFC checks (the CURP masked), income, bank link, scoring, the engine's reasons, history and clients sharing a person or device",
    request: { params: ApplicationIdParamsSchema },
    response: ManualCaseEvidenceSchema,
    errors: ['not_found'],
  },
  claimApplication: {
    ...common,
    permission: 'applications.claim',
    method: 'post',
    path: `${BACK_OFFICE}/applications/:id/claim`,
    summary: 'Claim a manual-verification case (others see who works on it)',
    request: { params: ApplicationIdParamsSchema, body: ManualClaimRequestSchema },
    response: ManualClaimSchema,
    errors: ['not_found', 'invalid_transition', 'already_claimed'],
  },
  releaseApplication: {
    ...common,
    permission: 'applications.claim',
    method: 'delete',
    path: `${BACK_OFFICE}/applications/:id/claim`,
    summary: "Release one's own claim on a case",
    request: { params: ApplicationIdParamsSchema },
    response: EmptySchema,
  },
  bulkApprove: {
    ...common,
    permission: 'applications.decide',
    method: 'post',
    path: `${BACK_OFFICE}/applications/manual-verification/bulk-approve`,
    summary: 'Approve a selection of manual cases at the amounts asked for; each says whether it was',
    request: { body: BulkApproveRequestSchema },
    response: BulkApproveResultSchema,
    idempotent: true,
  },
});
