// What the client's hooks are told (`onUnauthorized`, `onMalformedResponse`): below both the
// client that takes the hooks and the request that calls them.
import type { InvalidData } from './result.js';

/** What `onUnauthorized` of `ClientOptions` is told. */
export interface UnauthorizedEvent {
  /** 401 (no or bad token) or 403 (forbidden, blocked client). */
  readonly status: 401 | 403;
  /** The error-catalogue code, e.g. `token_expired`, `session_revoked`, `user_blocked`. */
  readonly code: string | undefined;
  /** The id of the endpoint that answered, e.g. `client.get`. */
  readonly endpointId: string;
  /** Its path template, e.g. `/web/private/client`. */
  readonly path: string;
}

/** What `onMalformedResponse` of `ClientOptions` is told: an answer that failed its contract. */
export interface MalformedResponseReport {
  /** The endpoint's id, e.g. `backOffice.client`. */
  readonly endpointId: string;
  /** Its path template, e.g. `/web/private/back-office/clients/:id`. */
  readonly path: string;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** Every issue of the first reading, `path: message` (no values: they may be personal data). */
  readonly issues: readonly string[];
  /** What was left out or blanked; the call resolved with the rest (`result.invalid`). */
  readonly invalid: readonly InvalidData[];
  /** False when nothing could be read even so: the call throws `MalformedResponseError`. */
  readonly salvaged: boolean;
}
