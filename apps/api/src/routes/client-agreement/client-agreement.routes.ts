import { createRoute } from '@hono/zod-openapi';
import {
  ApplicationIdParamsSchema,
  CodeSentSchema,
  EnvelopeSchema,
  ErrorEnvelopeSchema,
  clientLendingEndpoints as e,
} from '@lender/contracts';
import { requireAccess } from '../../http/auth-middleware';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 `POST application/agreement/{id}`: signing with the SMS code (issue 5, step otp_agreement).
export const signAgreement = endpointRoute(e.clientSignAgreement);

const errors = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
});

/**
 * Sends the signing code. Not a spec §7 path (the spec does not show how the code is requested), so
 * it is declared here rather than in the contracts' catalogue of spec calls (ADR 022).
 */
export const agreementSmsCode = createRoute({
  method: 'post',
  path: '/web/private/client/application/agreement/{id}/sms-code',
  operationId: 'clientAgreementSmsCode',
  tags: ['Client: application'],
  summary: 'Send the SMS code that signs the agreement of an accepted application',
  security: [{ bearerAuth: [] }],
  middleware: [requireAccess('client')],
  request: { params: ApplicationIdParamsSchema },
  responses: {
    200: { description: 'Sent', content: { 'application/json': { schema: EnvelopeSchema(CodeSentSchema) } } },
    404: errors('Error: `not_found`'),
    409: errors('Error: `invalid_transition`'),
    410: errors('Error: `offer_expired`'),
    429: errors('Error: `request_count_by_day_exceed`, `already_sent_in_last_minutes` (with `Retry-After`)'),
  },
});
