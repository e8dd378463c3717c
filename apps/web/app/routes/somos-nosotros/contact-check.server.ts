import { CONTACT_CHECK_KINDS, type ContactCheckKind } from '@lender/contracts';
import { checkOrigin } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { text } from '../../lib/forms.server';
import { apiFor } from '../../lib/session.server';

/** What the page shows after a check: the answer, or why there is none (a word key of `common:contactCheck`). */
export type ContactCheckResult =
  | { kind: ContactCheckKind; value: string; ours: boolean }
  | { kind: ContactCheckKind; value: string; problem: 'required' | 'tooMany' | 'unavailable' };

/**
 * "¿Somos nosotros?" (issue 66, ADR 326): the form's phone, CLABE or message checked by the API's
 * public `contact-check` (rate-limited per browser address); the answer is only yes or no.
 */
export async function contactCheckAction(request: Request) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const form = await request.formData();
  const asked = text(form, 'kind');
  const kind = (CONTACT_CHECK_KINDS as readonly string[]).includes(asked)
    ? (asked as ContactCheckKind)
    : 'phone';
  const value = text(form, 'value').trim().slice(0, 1000);
  if (value === '') {
    return data<ContactCheckResult>({ kind, value, problem: 'required' }, { status: 400 });
  }
  const { api } = await apiFor(request);
  const answer = await api.public.contactCheck({ body: { kind, value } });
  if (answer.success) return data<ContactCheckResult>({ kind, value, ours: answer.data.ours });
  const problem = answer.code === 'rate_limited' ? 'tooMany' : 'unavailable';
  return data<ContactCheckResult>(
    { kind, value, problem },
    { status: answer.code === 'rate_limited' ? 429 : 502 },
  );
}
