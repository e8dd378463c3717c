// Every API test file: an error code answered that its endpoint does not document fails the file
// (see src/http/documented-errors.ts and @lender/contracts endpointErrorCodes).
import { afterAll, beforeAll, expect } from 'vitest';
import { undocumentedErrors } from '../http/documented-errors';

// A worker may run several files with one module graph: each file answers for its own calls.
beforeAll(() => {
  undocumentedErrors.length = 0;
});

afterAll(() => {
  expect(
    [...new Set(undocumentedErrors)],
    "error codes answered that the endpoint's OpenAPI responses do not list: add them to its `errors` in @lender/contracts",
  ).toEqual([]);
});
