import { fromApiAmount } from '@lender/calculator';
import { fullNameOf } from '@lender/contracts';
import { formatDate, formatPhone } from '@lender/i18n';
import { Button, Card, Link, NativeRadioGroup, Stack, TextField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { Confirmation } from '../../components/Confirmation';
import { FormError } from '../../components/FormShell';
import { SignedDocuments } from '../../components/SignedDocuments';
import { env } from '../../lib/env.server';
import { requireClient } from '../../lib/flow.server';
import { useFormBusy } from '../../lib/form-busy';
import { type FormProblems, messageOf, problemsOf, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf, SITE_PATHS } from '../../paths';

/**
 * `/profile` (spec §2): personal data, the consents given with their dates, the documents, the
 * referrals (invite by phone or e-mail, see their status), the change links and logging out
 * (which revokes the API session, `/logout`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await requireClient(request);
  // Issue 65 (ADR 328): the consents, documents, referrals and card in one read
  // (`client.profilePage`): the render asks the API twice, the session's profile and the page.
  const read = await ctx.api.client.profilePage();
  const page = read.success ? read.data : null;
  return data(
    {
      me,
      // The parts of the name as declared once (`NAME_FIELDS` of the contracts).
      name: fullNameOf(me),
      consents: page?.consents ?? [],
      documents: page?.documents ?? [],
      referrals: page?.referrals ?? [],
      card: page?.card?.masked ?? null,
      // The change pages come back here with `?changed=` (e-mail, phone, password): a confirmation.
      changed: CHANGED.find((what) => what === new URL(request.url).searchParams.get('changed')) ?? null,
    },
    { headers: await ctx.headers() },
  );
}

const CHANGED = ['email', 'phone', 'password'] as const;
const CHANGED_WORDS = {
  email: 'profile:changeEmail.done',
  phone: 'profile:changePhone.done',
  password: 'profile:changePassword.done',
} as const;

type Result = FormProblems & { sent?: boolean; values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await requireClient(request);
  const form = await request.formData();
  const values = { channel: text(form, 'channel'), contact: text(form, 'contact') };
  if (!values.contact)
    return data<Result>({ fieldErrors: { contact: messageOf('required') }, values }, { status: 400 });
  const body =
    values.channel === 'email'
      ? { channel: 'email' as const, email: values.contact }
      : { channel: 'phone' as const, phone: values.contact.replace(/\D/g, '').slice(-10) };
  const created = await ctx.api.client.createReferral({ body });
  if (!created.success) {
    return data<Result>(
      { ...problemsOf(created, { email: 'contact', phone: 'contact' }), values },
      { status: created.status },
    );
  }
  return data<Result>({ fieldErrors: {}, sent: true });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:title');

export default function Profile() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const busy = useFormBusy();
  const location = useLocation();
  const { name } = d;
  const rows: [string, string, string | null][] = [
    [t('profile:fields.name'), name, null],
    [
      t('profile:fields.birthDate'),
      d.me.birthDate ? formatDate(d.me.birthDate) : t('profile:fields.none'),
      null,
    ],
    [t('profile:fields.email'), d.me.email ?? t('profile:fields.none'), pathOf('profile-change-email___es')],
    [
      t('profile:fields.phone'),
      formatPhone(d.me.info.mobilePhone.number),
      pathOf('profile-change-phone___es'),
    ],
    [t('profile:fields.bankAccount'), d.me.bankAccountMasked ?? t('profile:fields.none'), null],
    [t('profile:fields.card'), d.card ?? t('profile:fields.none'), null],
    [t('profile:fields.rfc'), d.me.rfc ?? t('profile:fields.none'), SITE_PATHS.profileRfc],
  ];
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:title')}</h1>
      <Stack gap="6">
        <Confirmation token={location.key} message={d.changed ? t(CHANGED_WORDS[d.changed]) : null} />
        <Card title={t('profile:personal')}>
          <dl className="facts">
            {rows.map(([label, value, change]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  {value}
                  {change ? (
                    <>
                      {' '}
                      <Link href={change}>
                        {t('profile:change')}
                        <span className="visually-hidden"> {label}</span>
                      </Link>
                    </>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          <p>
            <Link href={pathOf('profile-change-password___es')}>{t('profile:changePassword.title')}</Link>
          </p>
          <p>
            <Link href={SITE_PATHS.profileNotifications}>{t('profile:notifications.link')}</Link>
          </p>
          <p>
            <Link href={SITE_PATHS.profileRights}>{t('profile:rights.link')}</Link>
          </p>
          <p>
            <Link href={SITE_PATHS.profileProvenIncome}>{t('profile:provenIncome.link')}</Link>
          </p>
          <p>
            <Link href={d.me.hasActiveLoan ? pathOf('profile-my-loan___es') : pathOf('profile-no-loan___es')}>
              {t('loan:title')}
            </Link>
          </p>
        </Card>
        <Card title={t('profile:consents.title')}>
          <p>{t('profile:consents.text')}</p>
          {d.consents.length === 0 ? (
            <p>{t('profile:consents.empty')}</p>
          ) : (
            <ul className="link-list" data-testid="consents">
              {d.consents.map((consent) => (
                <li key={`${consent.kind}-${consent.givenAt}`}>
                  <strong>{t(`profile:consents.kind.${consent.kind}`)}</strong>:{' '}
                  {consent.accepted
                    ? t('profile:consents.given', { date: consent.givenAt })
                    : t('profile:consents.refused', { date: consent.givenAt })}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('profile:documents.title')}>
          <p>{t('profile:documents.text')}</p>
          <SignedDocuments documents={d.documents} empty={t('profile:documents.empty')} />
        </Card>
        <Card title={t('profile:referrals.title')}>
          <p>{t('profile:referrals.text')}</p>
          <Confirmation token={result} message={result?.sent ? t('profile:referrals.sent') : null} />
          <FormError error={result?.formError} />
          <Form method="post" replace noValidate>
            <Stack gap="3">
              <NativeRadioGroup
                name="channel"
                label={t('profile:referrals.channel')}
                options={[
                  { value: 'phone', label: t('profile:referrals.byPhone') },
                  { value: 'email', label: t('profile:referrals.byEmail') },
                ]}
                defaultValue={result?.values?.channel || 'phone'}
              />
              <TextField
                name="contact"
                label={`${t('profile:referrals.phone')} / ${t('profile:referrals.email')}`}
                defaultValue={result?.values?.contact}
                error={result?.fieldErrors?.contact}
                autoComplete="off"
              />
              <Button type="submit" variant="secondary" isLoading={busy}>
                {t('profile:referrals.submit')}
              </Button>
            </Stack>
          </Form>
          <h3>{t('profile:referrals.list')}</h3>
          {d.referrals.length === 0 ? (
            <p>{t('profile:referrals.empty')}</p>
          ) : (
            <ul className="link-list">
              {d.referrals.map((referral) => (
                <li key={referral.id}>
                  {referral.contactMasked} · {t(`profile:referrals.status.${referral.status}`)}
                  {referral.reward
                    ? ` · ${t('profile:referrals.reward', { amount: fromApiAmount(referral.reward.amount) })}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            {t('profile:logout')}
          </Button>
        </Form>
      </Stack>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
