import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Field, Notice, SelectField } from '../components/form';
import { pageTitle, useT } from '../i18n';
import { type ActionFailure, invalid, refused } from '../server/actions.server';
import { redirectWithNotice, requireAdmin } from '../server/auth.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:profile.title'));

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return data({ user: admin.user }, { headers: admin.headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'language') {
    const language = String(form.get('language'));
    if (language !== 'es-MX' && language !== 'en')
      return invalid(intent, { language: 'backoffice:profile.languageInvalid' }, form);
    const result = await admin.api.backOffice.setLanguage({ body: { language } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    admin.session.set('language', language);
    return redirectWithNotice(admin, '/profile', 'backoffice:profile.languageSaved');
  }
  if (intent === 'password') {
    const oldPassword = String(form.get('oldPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    const fields: ActionFailure['fields'] = {};
    if (!oldPassword) fields.oldPassword = 'backoffice:auth.passwordRequired';
    if (newPassword.length < 12 || newPassword.length > 128)
      fields.newPassword = 'backoffice:profile.passwordRule';
    if (Object.keys(fields).length > 0) return invalid(intent, fields, form);
    const result = await admin.api.backOffice.changePassword({ body: { oldPassword, newPassword } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, '/profile', 'backoffice:profile.passwordChanged');
  }
  return invalid(intent, {}, form);
}

export default function Profile() {
  const { user } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const fieldError = (intent: string, name: string) =>
    failure?.intent === intent && failure.fields?.[name] ? t(failure.fields[name]) : undefined;
  return (
    <>
      <h1>{t('backoffice:profile.title')}</h1>
      <dl className="bo-facts bo-record-header">
        <div>
          <dt>{t('backoffice:clients.columns.name')}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{t('backoffice:login.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('backoffice:profile.role')}</dt>
          <dd>{t(`backoffice:roles.${user.role}`)}</dd>
        </div>
      </dl>
      {failure && !failure.fields ? (
        <Notice tone="danger">{failure.key ? t(failure.key) : null}</Notice>
      ) : null}
      <div className="bo-grid">
        <Form method="post" className="bo-card bo-stack">
          <h2 className="bo-flush-top">{t('backoffice:language.label')}</h2>
          <input type="hidden" name="intent" value="language" />
          <SelectField
            label={t('backoffice:language.label')}
            name="language"
            defaultValue={user.language}
            options={[
              { value: 'es-MX', label: t('backoffice:language.es') },
              { value: 'en', label: t('backoffice:language.en') },
            ]}
            error={fieldError('language', 'language')}
          />
          <div>
            <button type="submit" className="bo-button bo-button-primary">
              {t('backoffice:profile.saveLanguage')}
            </button>
          </div>
        </Form>
        <Form method="post" className="bo-card bo-stack" noValidate>
          <h2 className="bo-flush-top">{t('backoffice:profile.password')}</h2>
          <input type="hidden" name="intent" value="password" />
          <Field
            label={t('backoffice:profile.oldPassword')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            error={fieldError('password', 'oldPassword')}
          />
          <Field
            label={t('backoffice:profile.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={t('backoffice:profile.passwordRule')}
            error={fieldError('password', 'newPassword')}
          />
          <div>
            <button type="submit" className="bo-button bo-button-primary">
              {t('backoffice:profile.changePassword')}
            </button>
          </div>
        </Form>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
