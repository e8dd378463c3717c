import type { MessageKey } from '@lender/i18n';
import type { ApiFailure } from '@lender/sdk';
import { safeRedirect as safePath } from '@lender/web-kit';

/** What the login page says about a refused step, plainly (issue 10's delays and lockouts). */
export interface LoginError {
  key: MessageKey;
  /** Seconds to wait, from the API's `Retry-After`. */
  seconds?: number;
  /** The password step must be done again (its token expired or was revoked). */
  restart?: boolean;
}

/** The message of a refused login step. */
export function loginErrorOf(
  failure: Pick<ApiFailure, 'status' | 'code'>,
  retryAfter: number | undefined,
): LoginError {
  switch (failure.code) {
    case 'invalid_credentials':
      return { key: 'backoffice:auth.invalidCredentials' };
    case 'mfa_invalid':
      return { key: 'backoffice:auth.totpInvalid' };
    case 'login_attempts_exceeded':
      return retryAfter !== undefined
        ? { key: 'backoffice:auth.lockedFor', seconds: retryAfter }
        : { key: 'backoffice:auth.locked' };
    case 'user_blocked':
      return { key: 'backoffice:auth.blocked', restart: true };
    case 'unauthorized':
    case 'token_expired':
    case 'session_revoked':
      return { key: 'backoffice:auth.expired', restart: true };
    default:
      return { key: 'errors:unknown' };
  }
}

/**
 * A same-site path to go to after login; anything else goes home. web-kit's one rule for both apps
 * (issue 35): `//x`, `/\x`, `/\t/x`, encoded forms, controls, absolute URLs, over-long values.
 */
export function safeRedirect(to: string | null | undefined): string {
  return safePath(to, '/');
}
