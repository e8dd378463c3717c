import { fieldNameFromPropertyPath, type Pagination, type Violation } from '@lender/contracts/mini';

/** One field's server-side validation failure: the error-catalogue code and its English text. */
export interface FieldError {
  /** Code of the `@lender/contracts` error catalogue, e.g. `too_short` or `not_unique`. */
  readonly code: string;
  /** The server's English developer text; show the `@lender/i18n` text of `code` to borrowers. */
  readonly message: string;
}

/**
 * Field errors keyed by cleaned field name (`mobilePhone.number`, not
 * `children[mobilePhone].children[number].data`), the first violation of each field.
 */
export type FieldErrors = Readonly<Record<string, FieldError>>;

/** The bytes of a binary answer (a PDF download) and their content type. */
export interface BinaryBody {
  readonly bytes: Uint8Array;
  /** The response's `Content-Type`, e.g. `application/pdf`. */
  readonly contentType: string;
}

/**
 * A value of an answer that failed its contract and was left out (a row of a list) or blanked (a
 * field set to `null`), when the client reads answers with `onMalformedResponse`.
 */
export interface InvalidData {
  /**
   * Where it was in the envelope's `data`, dotted, with list positions as the server sent them:
   * `3` (the fourth row of a list), `applications.0` (a client's first application),
   * `summary.startDate` (a field set to `null`).
   */
  readonly path: string;
  /** The `id` of a left-out row, when it (or an object it holds) had one. */
  readonly id?: string | number;
  /** What was wrong, for developers: `payDates.first_repayment_option: Must be a calendar date`. */
  readonly issues: readonly string[];
}

/** A 2xx answer (the generic wrapper). */
export interface ApiSuccess<T> {
  /** The HTTP status, 200 or 201. */
  readonly status: number;
  readonly success: true;
  /** The envelope's `data`, parsed with the endpoint's `@lender/contracts` schema. */
  readonly data: T;
  /** Always empty on success. */
  readonly errors: FieldErrors;
  /** Always empty on success. */
  readonly violations: readonly Violation[];
  /** The envelope's `message`, when the server sent one. */
  readonly message: string | undefined;
  /** Always `undefined` on success. */
  readonly code: undefined;
  /** From `x-page`, `x-per-page`, `x-total-count`, `x-count`; `undefined` when the answer has none. */
  readonly pagination: Pagination | undefined;
  /**
   * What of `data` failed its contract and was left out or blanked (only with the client's
   * `onMalformedResponse`); empty when the answer matched its contract.
   */
  readonly invalid: readonly InvalidData[];
}

/** A 4xx answer: the server refused the request. 5xx answers throw instead. */
export interface ApiFailure {
  /** The HTTP status, 400–499. */
  readonly status: number;
  readonly success: false;
  readonly data: null;
  /** Server violations mapped to field errors. */
  readonly errors: FieldErrors;
  /** The violations as the server sent them. */
  readonly violations: readonly Violation[];
  /**
   * Read from the error details (the first violation's message), else the response's
   * message, else `HTTP {status}`.
   */
  readonly message: string;
  /** The error-catalogue code of the whole failure (`validation_failed`, `user_blocked`…). */
  readonly code: string | undefined;
  /**
   * The values of the code's words (`{ opensAt: '30.11.2026 07:00' }` for
   * `outside_contact_window`), so a site words the refusal in full; `undefined` when the server
   * sent none.
   */
  readonly params: Readonly<Record<string, string | number>> | undefined;
  readonly pagination: undefined;
}

/** What every call resolves to: narrow on `success`. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * Maps server violations to field errors: each `propertyPath` is cleaned into a field name
 * (`children[` and `]` removed, `data` segments dropped) and the first violation of a
 * field wins. Violations about the whole request (an empty path) stay out of the map; they are in
 * `violations` and `message`.
 *
 * @example
 * ```ts
 * fieldErrorsFromViolations([
 *   { propertyPath: 'children[mobilePhone].children[number].data', code: 'too_short', message: 'This value is too short.' },
 * ]);
 * // { 'mobilePhone.number': { code: 'too_short', message: 'This value is too short.' } }
 * ```
 */
export function fieldErrorsFromViolations(violations: readonly Violation[]): FieldErrors {
  const errors: Record<string, FieldError> = {};
  for (const violation of violations) {
    const field = fieldNameFromPropertyPath(violation.propertyPath);
    if (field === '' || Object.hasOwn(errors, field)) continue;
    errors[field] = { code: violation.code, message: violation.message };
  }
  return errors;
}

/**
 * The message of a failure ("API errors read the message from the error details, else
 * the response message").
 */
export function failureMessage(
  status: number,
  violations: readonly Violation[],
  message: string | undefined,
): string {
  const detail = violations.find((violation) => violation.message !== '')?.message;
  return detail ?? (message !== undefined && message !== '' ? message : `HTTP ${status}`);
}
