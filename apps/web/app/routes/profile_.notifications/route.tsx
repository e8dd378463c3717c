import { Alert, Card, Link, NativeCheckbox, NativeRadioGroup, Stack } from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm } from '../../components/FormShell';
import { useT } from '../../lib/i18n';
import {
  loadNoticePreferences,
  type PreferencesResult,
  saveNoticePreferences,
} from '../../lib/notices.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/**
 * `/profile/notifications` (issue 38): the channel of the loan's service notices (SMS, e-mail or
 * both; they cannot be switched off) and, apart, the marketing opt-in. Posts without JavaScript.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadNoticePreferences(request);
export const action = ({ request }: ActionFunctionArgs) => saveNoticePreferences(request);

const CHANNELS = ['sms', 'email', 'both'] as const;

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:notifications.title');

export default function Notifications() {
  const { preferences, hasEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PreferencesResult | undefined;
  const t = useT();
  // What the form shows: what was just saved, what was posted and refused, or what is stored.
  const shown = result?.saved ?? preferences;
  const channel = result?.values?.channel ?? shown.channel;
  const marketing = result?.values ? result.values.marketingOptIn === 'on' : shown.marketingOptIn;
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:notifications.title')}</h1>
      <p className="page-lead">{t('profile:notifications.lead')}</p>
      <Stack gap="6">
        {result?.saved ? (
          <Alert tone="success" role="status">
            {t('profile:notifications.saved')}
          </Alert>
        ) : null}
        {/* A new key after each save: the fields show what the API stored. */}
        <StepForm
          key={JSON.stringify(shown)}
          submitLabel={t('profile:notifications.submit')}
          formError={result?.formError}
        >
          <Card title={t('profile:notifications.service.title')}>
            <Stack gap="4">
              <p>{t('profile:notifications.service.text')}</p>
              <NativeRadioGroup
                name="channel"
                label={t('profile:notifications.service.channel')}
                hint={hasEmail ? undefined : t('profile:notifications.service.noEmail')}
                options={CHANNELS.map((value) => ({
                  value,
                  label: t(`profile:notifications.service.${value}`),
                }))}
                defaultValue={CHANNELS.find((value) => value === channel)}
                error={result?.fieldErrors?.channel}
                isRequired
              />
            </Stack>
          </Card>
          <Card title={t('profile:notifications.marketing.title')}>
            <Stack gap="4">
              <p>{t('profile:notifications.marketing.text')}</p>
              <NativeCheckbox
                name="marketingOptIn"
                defaultSelected={marketing}
                error={result?.fieldErrors?.marketingOptIn}
              >
                {t('profile:notifications.marketing.optIn')}
              </NativeCheckbox>
            </Stack>
          </Card>
        </StepForm>
      </Stack>
      <p>
        <Link href={pathOf('profile___es')}>{t('profile:title')}</Link>
      </p>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
