import { Alert, Button, Card, Link, Stack } from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useFormBusy } from '../../lib/form-busy';
import { useT } from '../../lib/i18n';
import { checkUnsubscribe, confirmUnsubscribe, type UnsubscribeState } from '../../lib/notices.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { PATHS, SITE_PATHS } from '../../paths';

/**
 * `/unsubscribe/:token` (issue 38): the link of every marketing e-mail. No login: the token is
 * signed. The page asks first (a link preview or a mail scanner must not unsubscribe anyone), the
 * button posts a plain form (no JavaScript needed), and a link that is not ours says so in words.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) => checkUnsubscribe(request, params.token);
export const action = ({ request, params }: ActionFunctionArgs) => confirmUnsubscribe(request, params.token);

const NOTIFICATIONS = SITE_PATHS.profileNotifications;

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:unsubscribe.title');

export default function Unsubscribe() {
  const checked = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const state: UnsubscribeState = posted?.state ?? checked.state;
  const t = useT();
  const busy = useFormBusy();
  return (
    <main className="page page-narrow">
      {state === 'ask' ? (
        <>
          <h1 className="page-title">{t('profile:unsubscribe.title')}</h1>
          <Card>
            <Stack gap="4">
              <p>{t('profile:unsubscribe.text')}</p>
              <Form method="post" replace>
                <Button type="submit" variant="primary" fullWidth isDisabled={busy}>
                  {t('profile:unsubscribe.submit')}
                </Button>
              </Form>
              <p>
                <Link href={PATHS.home}>{t('profile:unsubscribe.home')}</Link>
              </p>
            </Stack>
          </Card>
        </>
      ) : state === 'done' ? (
        <>
          <h1 className="page-title">{t('profile:unsubscribe.doneTitle')}</h1>
          <Card>
            <Stack gap="4">
              <Alert tone="success" role="status">
                {t('profile:unsubscribe.doneText')}
              </Alert>
              <p>
                <Link href={NOTIFICATIONS}>{t('profile:unsubscribe.profileLink')}</Link>
              </p>
            </Stack>
          </Card>
        </>
      ) : (
        <>
          <h1 className="page-title">
            {state === 'invalid' ? t('profile:unsubscribe.invalidTitle') : t('profile:unsubscribe.title')}
          </h1>
          <Card>
            <Stack gap="4">
              <Alert tone="danger" role="alert">
                {state === 'invalid'
                  ? t('profile:unsubscribe.invalidText')
                  : t('profile:unsubscribe.unavailable')}
              </Alert>
              <p>
                <Link href={NOTIFICATIONS}>{t('profile:unsubscribe.profileLink')}</Link>
              </p>
            </Stack>
          </Card>
        </>
      )}
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
