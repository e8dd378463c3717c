// The errors, one class per category. Every error the collector raises is a
// `CollectorError`; `instanceof` a subclass tells the category, `message` is the spec's text.

/** The messages the collector has always given, verbatim (the spelling "succesfully" included). */
export const NOT_STARTED_MESSAGE = 'Tracking has not been succesfully started';
/** Login answered 400. */
export const AUTH_KEY_INVALID_MESSAGE = 'AuthKey is invalid';
/** Login answered 500 or above. */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal server error';
/** Any other failure (network down, unreadable answer, browser without WebCrypto). */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';

/** What the server said, when the error comes from an answer. */
export interface CollectorErrorDetails {
  /** HTTP status of the answer. */
  status?: number | undefined;
  /** The problem document's `title` (`reference_number_expired`, …). */
  title?: string | undefined;
  /** The underlying error (a `TypeError` from `fetch`, …). */
  cause?: unknown;
}

/**
 * Base class of every collector error. On its own it is the "Something went wrong" (no
 * `status`: network, unreadable answer), an error answer outside the categories ('status:
 * {status}, message: {detail}'), or a 400/401/403 with another title (the server's detail).
 */
export class CollectorError extends Error {
  override name = 'CollectorError';
  readonly status: number | undefined;
  readonly title: string | undefined;

  constructor(message: string = SOMETHING_WENT_WRONG_MESSAGE, details: CollectorErrorDetails = {}) {
    // Error reads `cause` from its options; the other details are ours.
    super(message, details);
    this.status = details.status;
    this.title = details.title;
  }
}

/** `stop()` before a successful `start()`: 'Tracking has not been succesfully started'. */
export class NotStartedError extends CollectorError {
  override name = 'NotStartedError';
  constructor() {
    super(NOT_STARTED_MESSAGE);
  }
}

/** Login answered 400: 'AuthKey is invalid'. */
export class AuthKeyInvalidError extends CollectorError {
  override name = 'AuthKeyInvalidError';
}

/** Login answered 500 or above: 'Internal server error'. */
export class InternalServerError extends CollectorError {
  override name = 'InternalServerError';
}

/**
 * A dataset call refused by state (`reference_number_not_unique`, `dataset_in_complete_state`,
 * `reference_number_expired`); the message is the server's detail.
 */
export class StateInvalidError extends CollectorError {
  override name = 'StateInvalidError';
}

/** `reference_number_invalid`; the message is the server's detail. */
export class ValueInvalidError extends CollectorError {
  override name = 'ValueInvalidError';
}

/** `data_invalid`: the server could not read a chunk; the message is its detail. */
export class UnknownError extends CollectorError {
  override name = 'UnknownError';
}

/** `subscription_suspended`, `standalone_flow_not_supported`; the message is the server's detail. */
export class ActionForbiddenError extends CollectorError {
  override name = 'ActionForbiddenError';
}

const CATEGORIES: Record<string, new (message: string, details: CollectorErrorDetails) => CollectorError> = {
  reference_number_not_unique: StateInvalidError,
  dataset_in_complete_state: StateInvalidError,
  reference_number_expired: StateInvalidError,
  reference_number_invalid: ValueInvalidError,
  data_invalid: UnknownError,
  subscription_suspended: ActionForbiddenError,
  standalone_flow_not_supported: ActionForbiddenError,
};

/** For a dataset call (verify, upload) that answered `status` with a problem document. */
export function datasetError(status: number, title: string, detail: string): CollectorError {
  const details = { status, title };
  if (status === 400 || status === 401 || status === 403) {
    const Category = Object.hasOwn(CATEGORIES, title) ? CATEGORIES[title] : undefined;
    // Another title: the server's detail, as a plain CollectorError with its status and title.
    return new (Category ?? CollectorError)(detail, details);
  }
  return new CollectorError(`status: ${status}, message: ${detail}`, details);
}

/** For the login (and refresh) call. */
export function loginError(status: number, title: string, detail: string): CollectorError {
  if (status === 400) return new AuthKeyInvalidError(AUTH_KEY_INVALID_MESSAGE, { status, title });
  if (status >= 500) return new InternalServerError(INTERNAL_SERVER_ERROR_MESSAGE, { status, title });
  return new CollectorError(`status: ${status}, message: ${detail}`, { status, title });
}
