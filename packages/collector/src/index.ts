// @lender/collector: behavioural signals for credit scoring, encrypted end to end.
export {
  type Collector,
  type CollectorOptions,
  type CollectorState,
  type CollectorStats,
  type CollectorStorage,
  createCollector,
  MAX_EVENTS_PER_CHUNK,
  POINTER_THROTTLE_MS,
  TOKEN_THRESHOLD_MS,
  UPLOAD_INTERVAL_MS,
} from './collector';
export {
  ActionForbiddenError,
  AUTH_KEY_INVALID_MESSAGE,
  AuthKeyInvalidError,
  CollectorError,
  type CollectorErrorDetails,
  INTERNAL_SERVER_ERROR_MESSAGE,
  InternalServerError,
  NOT_STARTED_MESSAGE,
  NotStartedError,
  SOMETHING_WENT_WRONG_MESSAGE,
  StateInvalidError,
  UnknownError,
  ValueInvalidError,
} from './errors';
export { keyClass } from './signals';
export type { CollectorFetch, CollectorResponse } from './transport';
export type {
  CollectorChunk,
  CollectorDevice,
  CollectorEvent,
  CollectorProblem,
  CollectorTokenResponse,
  CollectorUploadRequest,
  FieldClass,
  KeyClass,
} from './types';
