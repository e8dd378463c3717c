import { fieldNameFromPropertyPath } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import type { SignedInAdmin } from './auth.server';

/**
 * What an action answers when it changed nothing: the admin sees why, in words, beside the field
 * it is about (issue 36), and the form shows again with what was typed.
 */
export interface ActionFailure {
  intent: string;
  /** Words about the whole action (conflict, not allowed, the API's refusal in words). */
  key?: MessageKey;
  /** Parameters of `key`. */
  params?: Record<string, string | number>;
  /** Words beside each field that is wrong, by the form's field name. */
  fields?: Record<string, MessageKey>;
  conflict?: boolean;
  /** What was typed (never a password), to show the form again as it was. */
  values?: Record<string, string>;
}

/** Fields whose typed value is never sent back to the page. */
const SECRET_FIELDS = new Set(['password', 'oldPassword', 'newPassword', 'idempotencyKey', 'intent']);

/** What a form held as typed (the first value of each field; never a password or a file). */
export function formValues(form: FormData | undefined): Record<string, string> | undefined {
  if (!form) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string' || SECRET_FIELDS.has(name) || Object.hasOwn(values, name)) continue;
    values[name] = value;
  }
  return values;
}

/** Words of an error-catalogue code for the back-office (the borrower's words when they need no parameters). */
export function errorWords(code: string | undefined): MessageKey {
  return code ? (`errors:code.${code}` as MessageKey) : 'errors:unknown';
}

/** The words of a refusal of a list's filters: the first refused field's code, else the refusal's. */
export function refusalWords(
  failure: Pick<ApiFailure, 'code'> & Partial<Pick<ApiFailure, 'violations'>>,
): MessageKey {
  return errorWords(failure.violations?.[0]?.code ?? failure.code);
}

export interface RefusalOptions {
  /** The form, so the page shows it again as it was typed. */
  form?: FormData;
  /** The form's field of an API field (`amounts.minMainLoan` → `minMainLoan`); unmapped: the API's name. */
  fieldOf?: (apiField: string) => string | undefined;
  /** Words for an API field's refusal more precise than its code's (`minMainLoan` + `invalid_value`). */
  fieldWords?: (apiField: string, code: string) => MessageKey | undefined;
}

/**
 * The action's answer to a refused API call (a 401 already ended the session: the SDK of
 * `apiFor` threw the login redirect), never the API's English: `forbidden` says the role may not;
 * a conflict (409, `stale_version`, `invalid_transition`, `already_claimed`) says someone else
 * changed the record, and the page's loaders run again so the current state is shown; a field the
 * API refused gets its words beside it; anything else its code's words.
 */
export async function refused(
  _request: Request,
  _admin: SignedInAdmin,
  intent: string,
  failure: Pick<ApiFailure, 'status' | 'code' | 'message'> &
    Partial<Pick<ApiFailure, 'violations' | 'params'>>,
  options: RefusalOptions = {},
) {
  const values = formValues(options.form);
  const base = { intent, ...(values && { values }) };
  if (failure.code === 'forbidden') {
    return data<ActionFailure>({ ...base, key: 'backoffice:app.notAllowed' }, { status: 403 });
  }
  if (failure.code === 'maker_cannot_approve') {
    return data<ActionFailure>(
      { ...base, key: 'backoffice:approvals.makerCannot' },
      { status: failure.status },
    );
  }
  if (failure.status === 409 || failure.code === 'invalid_transition' || failure.code === 'stale_version') {
    return data<ActionFailure>({ ...base, key: 'backoffice:app.conflict', conflict: true }, { status: 409 });
  }
  const fields: Record<string, MessageKey> = {};
  for (const violation of failure.violations ?? []) {
    const apiField = fieldNameFromPropertyPath(violation.propertyPath);
    if (apiField === '') continue;
    const field = options.fieldOf?.(apiField) ?? apiField;
    if (Object.hasOwn(fields, field)) continue;
    fields[field] = options.fieldWords?.(apiField, violation.code) ?? errorWords(violation.code);
  }
  if (Object.keys(fields).length > 0) {
    return data<ActionFailure>({ ...base, fields }, { status: failure.status });
  }
  // The code's words with the values the API sent for them (a limit, a date), never left blank.
  const params = failure.params ? { params: { ...failure.params } } : {};
  return data<ActionFailure>(
    { ...base, key: errorWords(failure.code), ...params },
    { status: failure.status },
  );
}

/** A reason of at least 3 characters (contracts' ReasonSchema), or the field error. */
export function readReason(form: FormData): string | undefined {
  const reason = String(form.get('reason') ?? '').trim();
  return reason.length >= 3 && reason.length <= 500 ? reason : undefined;
}

/** Fields to fix before anything is sent: their words beside them, and the form as typed. */
export function invalid(intent: string, fields: Record<string, MessageKey>, form?: FormData) {
  const values = formValues(form);
  return data<ActionFailure>({ intent, fields, ...(values && { values }) }, { status: 400 });
}

/**
 * The answer to an action on a case someone else changed first (claimed it, decided or resolved
 * it): its words as a warning (409); the page's loaders show the case as it is now.
 */
export function changedFirst(intent: string, key: MessageKey) {
  return data<ActionFailure>({ intent, key, conflict: true }, { status: 409 });
}

/**
 * Claims, takes over (`take-over`) or releases (`release`) a collections case, from the queue or
 * from the case's page (issue 38): `null` when done, else the action's answer — a case another
 * collector claimed first, or one that left the queue, says so as a warning.
 */
export async function claimOrRelease(admin: SignedInAdmin, request: Request, intent: string, loanId: number) {
  if (intent === 'release') {
    const result = await admin.api.backOffice.collectionsRelease({ params: { id: loanId } });
    return result.success ? null : refused(request, admin, intent, result);
  }
  const result = await admin.api.backOffice.collectionsClaim({
    params: { id: loanId },
    body: { takeOver: intent === 'take-over' },
  });
  if (result.success) return null;
  if (result.code === 'already_claimed')
    return changedFirst(intent, 'backoffice:collections.claimedElsewhere');
  if (result.code === 'invalid_transition') return changedFirst(intent, 'backoffice:collections.gone');
  return refused(request, admin, intent, result);
}
