import { createRoute, z } from '@hono/zod-openapi';
import { EnvelopeSchema, ErrorEnvelopeSchema, PaymentCallbackSchema } from '@lender/contracts';

/** Where the payment provider notifies payments (not a `/web` call: the provider calls it). */
export const PAYMENT_CALLBACK_PATH = '/payment-provider/callback';

/** `paymentId` is null when a failure notice only ended an unpaid cash or SPEI reference (issue 47). */
const CallbackResultSchema = z.object({
  paymentId: z.number().int().positive().nullable(),
  duplicate: z.boolean(),
});

const errors = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
});

/**
 * The provider's signed notification (issue 5): `X-Payment-Signature: sha256=<hex HMAC-SHA-256 of the
 * raw body>`. The body is read raw (the signature covers its exact bytes), so it is not declared as a
 * validated JSON body here; the core parses it with `PaymentCallbackSchema` after the signature.
 */
export const paymentProviderCallback = createRoute({
  method: 'post',
  path: PAYMENT_CALLBACK_PATH,
  operationId: 'paymentProviderCallback',
  tags: ['Operations'],
  summary: 'Payment provider notification (signed); idempotent by eventId',
  description: `Body: ${JSON.stringify(Object.keys(PaymentCallbackSchema.shape))}.`,
  responses: {
    200: {
      description: 'Applied, or seen before (`duplicate: true`)',
      content: { 'application/json': { schema: EnvelopeSchema(CallbackResultSchema) } },
    },
    400: errors('Error: `validation_failed`'),
    401: errors('Error: `unauthorized` (bad or missing signature)'),
    404: errors('Error: `not_found` (unknown reference)'),
    413: errors('Error: `payload_too_large`'),
    415: errors('Error: `unsupported_media_type` (the body must be application/json)'),
  },
});
