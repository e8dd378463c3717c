import { createRoute, z } from '@hono/zod-openapi';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '@lender/contracts';

// Spec §7 Identity verification (/veriff): a new session, the current one and a decision are a table
// in the handlers (ADR 223); the provider's callback is this special route.

/** Path of the provider's decision callback (configure it as the Veriff webhook URL). */
const VERIFF_CALLBACK_PATH = '/web/public/webhooks/veriff';

const errorContent = { 'application/json': { schema: ErrorEnvelopeSchema } };

/** The provider's signed callback (Veriff decision and event webhooks). */
export const callback = createRoute({
  method: 'post',
  path: VERIFF_CALLBACK_PATH,
  operationId: 'veriffCallback',
  tags: ['Webhooks'],
  summary: 'Identity-verification decision callback (signed with X-HMAC-SIGNATURE)',
  description:
    'Veriff decision webhook (`verification.status` approved / declined / resubmission_requested / expired) ' +
    'or event webhook (`action: submitted`). The raw body must carry a valid hex HMAC-SHA-256 in ' +
    '`X-HMAC-SIGNATURE`. A repeated callback changes nothing.',
  responses: {
    200: {
      description: 'Accepted; `applied` is false for a repeated or late callback',
      content: { 'application/json': { schema: EnvelopeSchema(z.object({ applied: z.boolean() })) } },
    },
    400: { description: 'Error: `validation_failed` (not a decision or event)', content: errorContent },
    401: { description: 'Error: `unauthorized` (missing or wrong signature)', content: errorContent },
    404: { description: 'Error: `not_found` (unknown session)', content: errorContent },
  },
});
