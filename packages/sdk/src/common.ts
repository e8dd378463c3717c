// What every entry of the SDK shares: the client's options and limits, errors, results, `unwrap`,
// idempotency keys, the offer quoter and the method types. `@lender/sdk` adds the whole client;
// `@lender/sdk/public`, `/client` and `/back-office` add an audience's.
export { type ClientOptions, DEFAULT_RETRY_LIMIT, REQUEST_TIMEOUT_MS } from './client.js';
export type { MalformedResponseReport, UnauthorizedEvent } from './client-events.js';
export { ApiError } from './errors/api-error.js';
export { ApplicationCreationError } from './errors/application-creation-error.js';
export { isLenderError, LenderError, type LenderErrorKind } from './errors/lender-error.js';
export { MalformedResponseError } from './errors/malformed-response-error.js';
export { NetworkError } from './errors/network-error.js';
export { ServerError } from './errors/server-error.js';
export { TimeoutError } from './errors/timeout-error.js';
export { createIdempotencyKey } from './idempotency.js';
export {
  type MalformedReporterOptions,
  malformedReportBody,
  malformedResponseReporter,
} from './malformed-reporter.js';
export {
  type CallOptions,
  CLIENT_GROUPS,
  type ClientGroup,
  type EndpointCallInput,
  type EndpointData,
  type EndpointMethod,
  type EndpointResult,
  type GroupMethods,
  type MethodName,
  methodSlot,
} from './methods.js';
export {
  createOfferQuoter,
  OFFER_DEBOUNCE_MS,
  type OfferQuoter,
  type OfferQuoterClient,
  type OfferQuoterOptions,
  type OfferQuoterState,
  type OfferRequest,
} from './offer-quoter.js';
export {
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
  type BinaryBody,
  type FieldError,
  type FieldErrors,
  fieldErrorsFromViolations,
  type InvalidData,
} from './result.js';
export { unwrap } from './unwrap.js';
