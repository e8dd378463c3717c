import { checkIdentity, type IdentityIssueCode } from '@lender/clabe/identity';
import { type ClientProfile, personNameOf } from '@lender/contracts';
import type { ApiFailure } from '@lender/sdk';
import { checkOrigin } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { requireClient } from '../../lib/flow.server';
import { type FormProblems, problemsOf, serverTranslator, text } from '../../lib/forms.server';

// Issue 51: the borrower's RFC (`/profile/rfc`), optional, for the invoices (CFDI) of what they
// pay. The API checks it against the name, birth date and CURP (`checkIdentity`); each
// disagreement comes back as a violation of `rfc` with its identity code, worded here with
// `errors:identity.<code>`. Posts without JavaScript.

/** What the RFC form answers: the field's problems, or what was saved and a notice about it. */
export type RfcResult = FormProblems & {
  /** `saved` or `removed` after a save. */
  done?: 'saved' | 'removed';
  /** After a save: a warning about the RFC kept (a homoclave other than the computed one). */
  notice?: string;
  values?: { rfc: string };
};

const IDENTITY_CODES: readonly IdentityIssueCode[] = [
  'rfc_invalid',
  'rfc_not_person',
  'rfc_root_mismatch',
  'rfc_birth_date_mismatch',
  'rfc_homoclave_mismatch',
  'rfc_check_digit_mismatch',
];
const isIdentityCode = (code: string): code is IdentityIssueCode =>
  (IDENTITY_CODES as readonly string[]).includes(code);

/** The API's refusal in the borrower's words: every identity problem of `rfc`, each in its own. */
export function rfcProblemsOf(failure: ApiFailure): FormProblems {
  const t = serverTranslator();
  const words = failure.violations
    .filter((violation) => violation.propertyPath === 'children[rfc].data' && isIdentityCode(violation.code))
    .map((violation) => t(`errors:identity.${violation.code as IdentityIssueCode}`, violation.params ?? {}));
  if (words.length === 0) return problemsOf(failure);
  return { fieldErrors: { rfc: words.join(' ') } };
}

/** What to tell about an RFC the API kept: the homoclave's warning of `checkIdentity`, if any. */
export function rfcNotice(me: ClientProfile): string | undefined {
  if (!me.rfc || !me.birthDate) return undefined;
  const result = checkIdentity({
    ...personNameOf(me),
    birthDate: me.birthDate,
    rfc: me.rfc,
  });
  const warning = result.issues.find(
    (issue) => issue.severity === 'warning' && issue.code.startsWith('rfc_'),
  );
  return warning ? serverTranslator()(`errors:identity.${warning.code}`, { ...warning.params }) : undefined;
}

/** The loader of `/profile/rfc`: the RFC saved, if any. */
export async function loadRfc(request: Request) {
  const { ctx, me } = await requireClient(request);
  return data({ rfc: me.rfc }, { headers: await ctx.headers() });
}

/** The action of `/profile/rfc`: saves the RFC typed, or removes it (`intent=remove`). */
export async function saveRfc(request: Request) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await requireClient(request);
  const form = await request.formData();
  const remove = text(form, 'intent') === 'remove';
  const rfc = text(form, 'rfc');
  if (!remove && rfc === '') {
    return data<RfcResult>(
      { fieldErrors: { rfc: serverTranslator()('profile:rfc.required') }, values: { rfc } },
      { status: 400 },
    );
  }
  const saved = await ctx.api.client.update({ body: { rfc: remove ? null : rfc } });
  if (!saved.success) {
    return data<RfcResult>({ ...rfcProblemsOf(saved), values: { rfc } }, { status: saved.status });
  }
  const notice = remove ? undefined : rfcNotice(saved.data);
  return data<RfcResult>(
    { fieldErrors: {}, done: remove ? 'removed' : 'saved', ...(notice ? { notice } : {}) },
    { headers: await ctx.headers() },
  );
}
