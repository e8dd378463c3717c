import type { MessageKey } from '@lender/i18n';
import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import type { SignedInAdmin } from './auth.server';

/** What an action answers when the API refused it: the admin sees why, nothing changed. */
export interface ActionFailure {
  intent: string;
  /** A message key of ours (conflict, not allowed) or none, when `message` is the API's own text. */
  key?: MessageKey;
  message?: string;
  /** Parameters of `key`. */
  params?: Record<string, string | number>;
  fields?: Record<string, MessageKey>;
  conflict?: boolean;
}

/**
 * The action's answer to a refused API call (a 401 already ended the session: the SDK of
 * `apiFor` threw the login redirect); `forbidden` says the role
 * may not; a conflict (409, `stale_version`, `invalid_transition`, `already_claimed`) says someone
 * else changed the record, and the page's loaders run again so the current state is shown.
 */
export async function refused(
  _request: Request,
  _admin: SignedInAdmin,
  intent: string,
  failure: Pick<ApiFailure, 'status' | 'code' | 'message'>,
) {
  if (failure.code === 'forbidden') {
    return data<ActionFailure>({ intent, key: 'backoffice:app.notAllowed' }, { status: 403 });
  }
  if (failure.code === 'maker_cannot_approve') {
    return data<ActionFailure>(
      { intent, key: 'backoffice:approvals.makerCannot' },
      { status: failure.status },
    );
  }
  if (failure.status === 409 || failure.code === 'invalid_transition' || failure.code === 'stale_version') {
    return data<ActionFailure>(
      { intent, key: 'backoffice:app.conflict', message: failure.message, conflict: true },
      { status: 409 },
    );
  }
  return data<ActionFailure>({ intent, message: failure.message }, { status: failure.status });
}

/** A reason of at least 3 characters (contracts' ReasonSchema), or the field error. */
export function readReason(form: FormData): string | undefined {
  const reason = String(form.get('reason') ?? '').trim();
  return reason.length >= 3 && reason.length <= 500 ? reason : undefined;
}

export function invalid(intent: string, fields: Record<string, MessageKey>) {
  return data<ActionFailure>({ intent, fields }, { status: 400 });
}
