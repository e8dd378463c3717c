// Registry round trip: the published package imported as ESM.
import assert from 'node:assert/strict';
import {
  APPLICATION_STATUS,
  backOfficeRiskReportEndpoints,
  ClientRegistrationRequestSchema,
  ENDPOINT_LIST,
  EnvelopeSchema,
  ERROR_CODES,
  endpoints,
  fieldNameFromPropertyPath,
  MoneySchema,
} from '@lender/contracts';

assert.equal(ERROR_CODES.user_blocked.message, 'User is blocked.');
assert.equal(APPLICATION_STATUS.decisionError, 401);
assert.equal(MoneySchema.parse({ amount: 1500.5, currency: 'MXN' }).amount, 1500.5);
assert.equal(
  EnvelopeSchema(MoneySchema).safeParse({ success: true, data: { amount: 1, currency: 'USD' } }).success,
  false,
);
assert.equal(ClientRegistrationRequestSchema.safeParse({}).success, false);
assert.equal(endpoints['public.clientCheck'].path, '/web/public/client/check/:key/:value');
// An id is `<group>.<name>`; an endpoint map is keyed by the name.
assert.equal(backOfficeRiskReportEndpoints.riskReport, endpoints['backOffice.riskReport']);
assert.equal(backOfficeRiskReportEndpoints.riskReport.id, 'backOffice.riskReport');
assert.ok(ENDPOINT_LIST.length > 100);
assert.equal(fieldNameFromPropertyPath('children[firstName].data'), 'firstName');
const collector = await import('@lender/contracts/collector');
assert.equal(collector.collectorErrorCategory('data_invalid'), 'unknown');
assert.equal(collector.COLLECTOR_MESSAGES.notStarted, 'Tracking has not been succesfully started');
assert.equal(collector.CollectorChunkSchema.safeParse({ v: 1 }).success, false);
// The audience entries: each catalogue is the root's endpoints of that audience, the same objects;
// the public one in `zod/mini` (ADR 171): the same calls, parsing to the same results.
const publicEntry = await import('@lender/contracts/public');
const clientEntry = await import('@lender/contracts/client');
const backOfficeEntry = await import('@lender/contracts/back-office');
const common = await import('@lender/contracts/common');
assert.equal(publicEntry.publicCatalogue['public.clientCheck'].path, endpoints['public.clientCheck'].path);
assert.deepEqual(
  publicEntry.publicCatalogue['public.clientCheck'].response.parse({ unique: true }),
  endpoints['public.clientCheck'].response.parse({ unique: true }),
);
assert.equal(clientEntry.clientCatalogue['client.get'], endpoints['client.get']);
assert.equal(backOfficeEntry.backOfficeCatalogue['backOffice.user'], endpoints['backOffice.user']);
assert.equal(
  Object.keys(publicEntry.publicCatalogue).length +
    Object.keys(clientEntry.clientCatalogue).length +
    Object.keys(backOfficeEntry.backOfficeCatalogue).length,
  ENDPOINT_LIST.length,
);
assert.equal(common.EnvelopeSchema, EnvelopeSchema);
assert.deepEqual(
  publicEntry.ClientRegistrationRequestSchema.safeParse({}).error.issues.map((issue) => issue.path.join('.')),
  ClientRegistrationRequestSchema.safeParse({}).error.issues.map((issue) => issue.path.join('.')),
);
assert.equal(typeof publicEntry.ClientRegistrationRequestSchema.optional, 'undefined', 'a zod/mini schema');

// One zod: the schemas are built on the consumer's copy (a peer dependency), so they are instances
// of its classes, its errors are the consumer's ZodError, and a consumer's schema composes ours.
const z = await import('zod');
assert.ok(MoneySchema instanceof z.ZodType, "MoneySchema is an instance of the consumer's zod");
const failed = ClientRegistrationRequestSchema.safeParse({});
assert.ok(failed.error instanceof z.ZodError, "a failed parse gives the consumer's ZodError");
assert.throws(() => MoneySchema.parse({}), z.ZodError);
const Order = z.object({ price: MoneySchema, note: z.string().optional() });
assert.equal(Order.parse({ price: { amount: 10, currency: 'MXN' } }).price.amount, 10);
assert.equal(Order.safeParse({ price: { amount: 10, currency: 'USD' } }).success, false);
console.log('esm ok');
