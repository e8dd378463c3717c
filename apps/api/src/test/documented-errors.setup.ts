// Every API test file: an error code answered that its endpoint does not document fails the file
// (see src/http/documented-errors.ts and @lender/contracts endpointErrorCodes).
import { afterAll, expect } from 'vitest';
import { undocumentedErrors } from '../http/documented-errors';

afterAll(() => {
  expect(
    [...new Set(undocumentedErrors)],
    "error codes answered that the endpoint's OpenAPI responses do not list: add them to its `errors` in @lender/contracts",
  ).toEqual([]);
});
