import { linkTokenIdentity, safeRedirect } from '@lender/web-kit';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { Choice } from '../../components/AccountSwitch';
import { serverTranslator } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { apiFor, commitHeaders, verifyLinkToken } from '../../lib/session.server';

/**
 * `/continuar` (issue 47): a signed-out visitor opened a link with `?token=` (spec §4). Nobody is
 * signed in by opening it, or this page (a link planted by someone else would sign the visitor into
 * that person's account: login CSRF): it names the link's account, checked with the API again, and
 * signs in only when the visitor presses "Continuar" (a POST to `/session`, origin checked). "No soy
 * yo" drops the token. A signed-in browser, an expired link or none goes on to where it led.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const back = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  const ctx = await apiFor(request);
  if (ctx.loggedIn) throw redirect(back);
  const identity = await linkTokenIdentity(ctx.session, verifyLinkToken);
  if (!identity) throw redirect(back, { headers: await commitHeaders(ctx.session) });
  return { name: identity.name ?? null, back, title: serverTranslator()('common:linkSignIn.pageTitle') };
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d?.title ?? '' }];

export default function LinkSignIn() {
  const { name, back } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">
        {name === null ? t('common:linkSignIn.titleNoName') : t('common:linkSignIn.title', { name })}
      </h1>
      <p className="page-lead">
        {name === null ? t('common:linkSignIn.textNoName') : t('common:linkSignIn.text', { name })}
      </p>
      <div className="account-switch-actions">
        <Choice intent="link-continue" back={back} className="account-switch-keep">
          {t('common:linkSignIn.continue')}
        </Choice>
        <Choice intent="link-not-me" back="/" className="account-switch-take">
          {t('common:linkSignIn.notMe')}
        </Choice>
      </div>
    </main>
  );
}
