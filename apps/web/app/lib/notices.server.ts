import { NOTICE_CHANNELS, type NoticePreferences } from '@lender/contracts';
import { checkOrigin } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { env } from './env.server';
import { requireClient } from './flow.server';
import { type FormProblems, problemsOf, serverTranslator, text } from './forms.server';
import { apiFor } from './session.server';

// Issue 38: the borrower's notice preferences (`/profile/notifications`) and the one-link marketing
// unsubscribe (`/unsubscribe/:token`). Service notices cannot be switched off: the page only
// chooses their channel; marketing is its own opt-in.

type Channel = NoticePreferences['channel'];
const isChannel = (value: string): value is Channel => (NOTICE_CHANNELS as readonly string[]).includes(value);

/** What the preferences form posted: the preferences, or Spanish errors per field. */
export function preferencesFromForm(
  form: FormData,
):
  | { preferences: NoticePreferences }
  | { fieldErrors: Record<string, string>; values: Record<string, string> } {
  const channel = text(form, 'channel');
  // A checkbox posts its value only when ticked (without JavaScript too).
  const marketingOptIn = form.get('marketingOptIn') !== null;
  if (!isChannel(channel)) {
    return {
      fieldErrors: { channel: serverTranslator()('profile:notifications.chooseChannel') },
      values: { channel, marketingOptIn: marketingOptIn ? 'on' : '' },
    };
  }
  return { preferences: { channel, marketingOptIn } };
}

/** The result of saving the preferences form. */
export type PreferencesResult = FormProblems & {
  saved?: NoticePreferences;
  values?: Record<string, string>;
};

/** The loader of `/profile/notifications`: the preferences and whether the client has an e-mail. */
export async function loadNoticePreferences(request: Request) {
  const { ctx, me } = await requireClient(request);
  const current = await ctx.api.client.noticePreferences();
  if (!current.success) throw data(null, { status: current.status >= 500 ? 503 : current.status });
  return data({ preferences: current.data, hasEmail: Boolean(me.email) }, { headers: await ctx.headers() });
}

/** The action of `/profile/notifications`: checks the form, saves through the API. */
export async function saveNoticePreferences(request: Request) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await requireClient(request);
  const read = preferencesFromForm(await request.formData());
  if ('fieldErrors' in read) return data<PreferencesResult>(read, { status: 400 });
  const saved = await ctx.api.client.updateNoticePreferences({ body: read.preferences });
  if (!saved.success) {
    const values = {
      channel: read.preferences.channel,
      marketingOptIn: read.preferences.marketingOptIn ? 'on' : '',
    };
    return data<PreferencesResult>({ ...problemsOf(saved), values }, { status: saved.status });
  }
  return data<PreferencesResult>({ fieldErrors: {}, saved: saved.data }, { headers: await ctx.headers() });
}

/**
 * What the unsubscribe page shows: the question (`ask`), the confirmation (`done`), a link that is
 * not ours or was altered (`invalid`, 404), or a refusal for another reason, such as too many tries
 * (`unavailable`, with the API's status). The API out of service (5xx, no answer) is the site's
 * error page, as on every page.
 */
export type UnsubscribeState = 'ask' | 'done' | 'invalid' | 'unavailable';

type Answer = { success: true } | { success: false; status: number };

// An altered or unknown token is 404 `not_found`; one the contract refuses (too long) is 400.
function stateOf(answer: Answer | null, success: UnsubscribeState) {
  if (answer?.success) return { state: success, status: 200 };
  const status = answer?.status ?? 404;
  if (status === 404 || status === 400) return { state: 'invalid' as const, status: 404 };
  return { state: 'unavailable' as const, status };
}

/** The loader of `/unsubscribe/:token`: checks the link (no login) before asking. */
export async function checkUnsubscribe(request: Request, token: string | undefined) {
  const ctx = await apiFor(request);
  const checked = token ? await ctx.api.public.unsubscribeCheck({ params: { token } }) : null;
  const { state, status } = stateOf(checked, 'ask');
  return data({ state }, { status, headers: await ctx.headers() });
}

/** The action of `/unsubscribe/:token`: turns marketing off (idempotent: a second post is `done` too). */
export async function confirmUnsubscribe(request: Request, token: string | undefined) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const ctx = await apiFor(request);
  const done = token ? await ctx.api.public.unsubscribe({ params: { token } }) : null;
  const { state, status } = stateOf(done, 'done');
  return data({ state }, { status, headers: await ctx.headers() });
}
