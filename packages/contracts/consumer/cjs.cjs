// Registry round trip: the published package required as CommonJS.
const assert = require('node:assert/strict');
const {
  ERROR_CODES,
  LOAN_STATUS,
  PhoneNumberSchema,
  endpoints,
  formatErrorMessage,
} = require('@lender/contracts');

assert.equal(ERROR_CODES.not_found.message, 'Not found');
assert.equal(LOAN_STATUS.writeOff, 10);
assert.equal(PhoneNumberSchema.safeParse('5512345678').success, true);
assert.equal(PhoneNumberSchema.safeParse('551234567').success, false);
assert.equal(endpoints['client.createApplication'].successStatus, 201);
assert.equal(
  formatErrorMessage('clabe_invalid_checksum', { expected: 3 }),
  'Invalid checksum, last digit should be: 3',
);
const { publicCatalogue, PhoneNumberSchema: PublicPhoneNumberSchema } = require('@lender/contracts/public');
// The public entry is in `zod/mini`: the same calls and the same results, not the same objects.
assert.equal(publicCatalogue['public.clientCheck'].path, endpoints['public.clientCheck'].path);
for (const value of ['5512345678', '551234567']) {
  assert.equal(PublicPhoneNumberSchema.safeParse(value).success, PhoneNumberSchema.safeParse(value).success);
}
assert.equal(
  require('@lender/contracts/back-office').backOfficeCatalogue['backOffice.user'],
  endpoints['backOffice.user'],
);
const { ReferenceNumberSchema } = require('@lender/contracts/collector');
assert.equal(ReferenceNumberSchema.safeParse('reg-0123456789').success, true);
console.log('cjs ok');

// One zod in CommonJS too: the consumer's `require('zod')` is the copy the schemas are built on.
const { ZodError, ZodType } = require('zod');
assert.ok(PhoneNumberSchema instanceof ZodType, "PhoneNumberSchema is an instance of the consumer's zod");
assert.ok(PhoneNumberSchema.safeParse('1').error instanceof ZodError);
