import * as z from 'zod';

/** One entry of the error catalogue: the HTTP status it travels with and its English developer text. */
export interface ErrorDefinition {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;
  /** English developer message; `{name}` placeholders are filled by {@link formatErrorMessage}. */
  readonly message: string;
}

/**
 * Every error code the `/web` API sends, with its HTTP status and English developer message.
 * Codes and texts the original API gives are kept verbatim; the rest are the generic codes the API
 * needs. Borrower-facing Spanish comes from `@lender/i18n`, keyed by these codes.
 */
export const ERROR_CODES = {
  // the original API's server codes
  user_blocked: { status: 403, message: 'User is blocked.' },
  not_unique: { status: 400, message: 'This value is already used.' },
  invalid_mail: { status: 400, message: 'This value is not a valid e-mail address.' },
  under_age: { status: 400, message: 'The client must be at least 18 years old.' },
  invalid_identificator: { status: 400, message: 'This value is not a valid identificator.' },
  incorrect_old_password: { status: 400, message: 'The old password is incorrect.' },
  upload_wrong_format: { status: 400, message: 'The file format is not allowed.' },
  not_found: { status: 404, message: 'Not found' },
  request_count_by_day_exceed: { status: 429, message: 'Daily limit of codes for this phone exceeded.' },
  already_sent_in_last_minutes: { status: 429, message: 'A code was already sent in the last minutes.' },
  payload_too_large: { status: 413, message: 'Payload too large.' },
  hs_metric_failed: {
    status: 400,
    // params: reason (`too_small` | `unreadable`), minSidePx, and the photo's width and height.
    message:
      'The document failed the quality check: the shorter side of a photo must be at least {minSidePx} px.',
  },
  // direct debit
  disbursement_number_invalid: { status: 400, message: 'Disbursement number is not valid.' },
  card_already_registered: { status: 409, message: 'Card already registered to someone else!' },
  clabe_already_registered: { status: 409, message: 'CLABE is already registered to someone else!' },
  // direct-debit mandates: no lender-initiated charge leaves without a live mandate covering it
  mandate_missing: { status: 409, message: 'The loan has no direct-debit mandate for this charge.' },
  mandate_revoked: { status: 409, message: 'The direct-debit mandate was revoked: no charge may use it.' },
  mandate_amount_exceeded: {
    status: 422,
    message: 'The charge is above the mandate maximum of {max} centavos per charge.',
  },
  mandate_date_not_covered: {
    status: 422,
    message: 'The mandate covers charges from {from} to {to} only.',
  },
  // payday charges (ADR 329): each announced at least two business days before, cancellable by its link
  charge_not_pre_noticed: {
    status: 409,
    message: 'The charge was not announced to the borrower at least {days} business days before {date}.',
  },
  charge_not_cancellable: { status: 409, message: 'The charge was already sent to the bank or has ended.' },
  // payroll CFDIs that prove income (ADR 333): `file` is the CFDI's place in the upload, from 1
  payroll_rfc_required: { status: 409, message: 'The client has no RFC: add it first.' },
  payroll_cfdi_unreadable: { status: 422, message: 'CFDI {file} is not a stamped CFDI 4.0.' },
  payroll_cfdi_forged: { status: 422, message: 'CFDI {file}: its seal does not verify.' },
  payroll_cfdi_not_payroll: { status: 422, message: 'CFDI {file} is not an ordinary payroll CFDI.' },
  payroll_cfdi_other_person: { status: 422, message: 'CFDI {file} is made out to another RFC.' },
  payroll_cfdi_cancelled: { status: 422, message: 'CFDI {file} is cancelled at SAT.' },
  payroll_cfdi_not_found: { status: 422, message: 'CFDI {file} is not known to SAT.' },
  payroll_cfdi_duplicate: { status: 409, message: 'CFDI {file} was already uploaded (same UUID).' },
  // CLABE (texts of @lender/clabe)
  clabe_invalid_length: { status: 400, message: 'Must be exactly 18 digits long' },
  clabe_not_numeric: { status: 400, message: 'Must be only numeric digits (no letters)' },
  clabe_invalid_checksum: { status: 400, message: 'Invalid checksum, last digit should be: {expected}' },
  clabe_invalid_bank_code: { status: 400, message: 'Invalid bank code: {code}' },
  clabe_invalid_city_code: { status: 400, message: 'Invalid city code: {code}' },
  clabe_bank_not_enabled: { status: 400, message: 'Bank is not enabled: {code}' },
  // field-level violation codes (400 inside `errors`)
  validation_failed: { status: 400, message: 'Validation failed.' },
  required: { status: 400, message: 'This value should not be blank.' },
  invalid_type: { status: 400, message: 'This value has the wrong type.' },
  invalid_format: { status: 400, message: 'This value has an invalid format.' },
  invalid_value: { status: 400, message: 'This value is not valid.' },
  too_short: { status: 400, message: 'This value is too short.' },
  too_long: { status: 400, message: 'This value is too long.' },
  too_small: { status: 400, message: 'This value is too small.' },
  too_big: { status: 400, message: 'This value is too big.' },
  not_equal: { status: 400, message: 'The values do not match.' },
  must_differ: { status: 400, message: 'The new value must differ from the current one.' },
  common_password: { status: 400, message: 'This password is too common.' },
  promo_code_invalid: { status: 400, message: 'Promo code is not valid.' },
  // address step against the SEPOMEX catalogue (field violations)
  postal_code_not_found: { status: 400, message: 'Postal code {postalCode} is not in the catalogue.' },
  address_mismatch: {
    status: 400,
    message: 'This value does not match postal code {postalCode} (expected {expected}).',
  },
  // auth
  unauthorized: { status: 401, message: 'Unauthorized.' },
  invalid_credentials: { status: 401, message: 'Invalid credentials.' },
  token_expired: { status: 401, message: 'Token expired.' },
  session_revoked: { status: 401, message: 'Session revoked.' },
  forbidden: { status: 403, message: 'Forbidden.' },
  mfa_required: { status: 403, message: 'Second factor required.' },
  mfa_invalid: { status: 401, message: 'Invalid second-factor code.' },
  login_attempts_exceeded: { status: 429, message: 'Too many login attempts, try again later.' },
  // one-time codes (SMS, e-mail, agreement signing)
  code_invalid: { status: 400, message: 'The code is not valid.' },
  code_expired: { status: 400, message: 'The code has expired.' },
  code_attempts_exceeded: { status: 429, message: 'Too many wrong codes, request a new one.' },
  // state, concurrency and idempotency
  conflict: { status: 409, message: 'Conflict.' },
  invalid_transition: { status: 409, message: 'Transition from {from} to {to} is not allowed.' },
  application_already_active: { status: 409, message: 'The client already has an active application.' },
  no_active_application: { status: 404, message: 'The client has no active application.' },
  no_active_loan: { status: 404, message: 'The client has no active loan.' },
  offer_expired: { status: 410, message: 'The offer has expired.' },
  rollover_not_available: { status: 409, message: 'No extension is available for this loan.' },
  clabe_required: {
    status: 409,
    message: 'Save the CLABE that receives the loan (POST bank/saveAccountNumber) before signing.',
  },
  reapply_cool_off: {
    status: 409,
    message: 'The last application was rejected; a new one can be made from {reapplyFrom}.',
  },
  idempotency_key_reused: {
    status: 422,
    message: 'Idempotency-Key was already used with a different request body.',
  },
  idempotency_key_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed.',
  },
  idempotency_key_required: {
    status: 400,
    message: 'This call moves money: send an Idempotency-Key header (a new UUID per submit).',
  },
  payment_exceeds_balance: {
    status: 409,
    message: 'The payment exceeds what is owed ({owed} MXN, card charges still pending deducted).',
  },
  sandbox_not_allowed: { status: 403, message: 'Sandbox mode is not allowed.' },
  // SPEI claims checked against Banxico's CEP
  spei_date_out_of_range: {
    status: 422,
    message: 'The transfer date must be today or within the last {maxDays} days.',
  },
  spei_bank_unknown: { status: 422, message: 'The sending bank is not a SPEI participant.' },
  // back-office
  stale_version: {
    status: 409,
    message: 'The record changed since it was read: it is now at version {currentVersion}.',
  },
  maker_cannot_approve: { status: 403, message: 'The maker of a request cannot approve it.' },
  already_claimed: { status: 409, message: 'Another user is working on this case.' },
  last_admin: { status: 409, message: 'The last active admin cannot be deactivated or demoted.' },
  nothing_to_refund: { status: 409, message: 'The loan holds no overpayment to refund.' },
  // fees registered with CONDUSEF (RECO) before they are charged
  fee_not_registered: {
    status: 422,
    message: 'This fee has no CONDUSEF (RECO) registration: it cannot be charged.',
  },
  fee_not_in_force: {
    status: 422,
    message: 'This fee is registered but may be charged only from {inForceFrom}.',
  },
  // collections (CONDUSEF's contact rules)
  outside_contact_window: {
    status: 409,
    message: 'Collection contacts are allowed only inside the contact window; it opens again at {opensAt}.',
  },
  contact_limit_reached: {
    status: 429,
    message: 'This loan already had {count} collection contacts this {period}; the limit is {limit}.',
  },
  contact_not_allowed: {
    status: 403,
    message: 'Only the borrower may be contacted, at a phone or e-mail the borrower gave.',
  },
  // issue 66: only addresses verified by a code, recently; only approved templates
  contact_not_verified: {
    status: 403,
    message:
      'This phone or e-mail was never verified by a code sent to the borrower: it cannot be contacted.',
  },
  contact_needs_reverification: {
    status: 403,
    message:
      'This phone has been silent since {lastActiveOn} (or a contact reached someone else): the borrower must verify it again first.',
  },
  free_text_not_allowed: {
    status: 422,
    message: 'An SMS, e-mail or WhatsApp to a borrower is sent only from an approved template (templateId).',
  },
  template_not_approved: {
    status: 422,
    message: 'The template is unknown, not approved yet, or for another channel.',
  },
  template_rule_broken: {
    status: 422,
    message: 'The template breaks the collection text rule "{rule}" ({match}).',
  },
  // Settlement files (ADR 140): each problem of a refused file, by line and column.
  settlement_header_invalid: {
    status: 422,
    message: 'Line {line}: the header is not the layout of the channel ({columns}).',
  },
  settlement_columns_invalid: { status: 422, message: 'Line {line}: the number of columns is wrong.' },
  settlement_field_missing: { status: 422, message: 'Line {line}: column {column} is empty.' },
  settlement_amount_invalid: {
    status: 422,
    message: 'Line {line}: the amount is not pesos with at most two decimals (1234.50).',
  },
  settlement_date_invalid: { status: 422, message: 'Line {line}: the date is not a date YYYY-MM-DD.' },
  // A file's bytes: not UTF-8 (a Latin-1 `Ñ`, say) from that line on, or a UTF-16 file.
  settlement_encoding_invalid: {
    status: 422,
    message: 'Line {line}, character {position}: the file is not UTF-8 text; save it as CSV UTF-8.',
  },
  settlement_encoding_utf16: {
    status: 422,
    message: 'Line {line}: the file is UTF-16 text, not UTF-8; save it as CSV UTF-8.',
  },
  // anti-money-laundering watch lists: a bad file changes nothing, the old list stays in force
  watchlist_malformed: {
    status: 422,
    message: 'Line {line}, column {column}: not a valid value; the list in force stays.',
  },
  watchlist_empty: { status: 422, message: 'The list file has no people; the list in force stays.' },
  watchlist_clears_all_matches: {
    status: 409,
    message: 'This list would clear every earlier match; a second user must confirm it.',
  },
  watchlist_same_user: {
    status: 403,
    message: 'A second user must confirm the list, not the one who loaded it.',
  },
  // a compliance hold (a blocked-persons list match): only compliance lifts it, by clearing the
  // match under two officers; the generic unblock refuses it, and the borrower's answer says nothing
  // of a list (no tipping-off)
  compliance_hold: {
    status: 409,
    message:
      'A compliance hold keeps this client blocked: only compliance lifts it, by clearing the match under two officers.',
  },
  account_on_hold: {
    status: 409,
    message: 'The account is on hold: new applications, signatures and payouts are not available.',
  },
  // a payout reached an account in another person's name (its CEP): the client's payouts
  // are held until two compliance officers release them
  payout_on_hold: {
    status: 409,
    message: "Payouts are on hold: an earlier payout reached an account that is not the client's.",
  },
  // personal data: a cancellation's block and anonymisation (ADR 292)
  personal_data_in_use: {
    status: 409,
    message:
      'An open loan or application, or money owed back to the client, needs this personal data: it cannot be blocked yet.',
  },
  personal_data_blocked: {
    status: 403,
    message:
      "This account's personal data is blocked after a cancellation: it cannot sign in. Privacy contact: {privacyEmail}.",
  },
  personal_data_not_blocked: {
    status: 409,
    message: 'The personal data is not blocked: a cancellation blocks it before it is anonymised.',
  },
  retention_not_over: {
    status: 409,
    message: 'The law keeps this personal data until {until}: it is anonymised after that day.',
  },
  // personal data (ARCO requests)
  arco_request_open: {
    status: 409,
    message: 'A request for this right is already open ({folio}); it is answered before another is filed.',
  },
  identity_check_failed: {
    status: 400,
    message: 'The password does not match: this request needs the account holder to confirm it.',
  },
  identity_not_verified: {
    status: 409,
    message: "The requester's identity has not been checked yet: check it before granting the request.",
  },
  consent_not_withdrawable: {
    status: 409,
    message: 'This consent is needed for the loan contract and cannot be withdrawn on its own.',
  },
  // captcha v3 on registration and recovery: the spec's four captcha texts are the
  // browser loader's (CAPTCHA_CLIENT_ERRORS); these two are the server's answer
  captcha_required: { status: 400, message: 'A captcha token is required.' },
  captcha_invalid: { status: 400, message: 'The captcha check failed, try again.' },
  // transport
  unsupported_media_type: { status: 415, message: 'Unsupported media type.' },
  rate_limited: { status: 429, message: 'Too many requests.' },
  provider_failed: { status: 502, message: 'An external provider failed.' },
  service_unavailable: { status: 503, message: 'Service unavailable.' },
  // The database did not answer (restarting, failing over, unreachable): nothing of the request was
  // kept unless a later read shows it; sent with `Retry-After`.
  database_unavailable: { status: 503, message: 'The database is unavailable; try again shortly.' },
  internal_error: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, ErrorDefinition>;

/**
 * The texts the page shows when the captcha v3 script cannot produce a token.
 * They happen in the browser, before any request; the server's answer to a missing or failed token
 * is `captcha_required` / `captcha_invalid`.
 */
export const CAPTCHA_CLIENT_ERRORS = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const;

/** A code of the error catalogue. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Every error code, in catalogue order. */
export const ERROR_CODE_VALUES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** An error code of the catalogue (for documents; {@link ViolationSchema} accepts any string code). */
export const ErrorCodeSchema = z.enum(ERROR_CODE_VALUES).meta({ id: 'ErrorCode' });

/** True when `value` is a code of the catalogue. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}

/**
 * The English developer message of `code`, with `{name}` placeholders replaced from `params`
 * (a placeholder without a value stays as written).
 *
 * @example formatErrorMessage('clabe_invalid_checksum', { expected: 4 }) // 'Invalid checksum, last digit should be: 4'
 */
export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return ERROR_CODES[code].message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The HTTP status `code` travels with. */
export function errorStatus(code: ErrorCode): ErrorDefinition['status'] {
  return ERROR_CODES[code].status;
}
