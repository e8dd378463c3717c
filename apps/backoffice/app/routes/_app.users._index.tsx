import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Enrolment } from '../components/enrolment';
import { Field, Notice, SelectField } from '../components/form';
import { ListScreen } from '../components/list-screen';
import { Badge } from '../components/status';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { isRole, ROLES } from '../roles';
import { type ActionFailure, invalid, refused } from '../server/actions.server';
import { qrSvg, requireAdmin } from '../server/auth.server';
import { listScreenLoader, pageQuery } from '../server/list-screen.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.users'));

export function loader({ request }: LoaderFunctionArgs) {
  return listScreenLoader(request, {
    permission: 'users.read',
    filters: [],
    paging: 'page',
    perPage: 50,
    fetch: (admin, _filters, at) =>
      admin.api.backOffice.accounts({ query: { perPage: 50, ...pageQuery(at) } }),
    extra: (admin) => ({ canManage: admin.can('users.manage') }),
  });
}

interface Created {
  created: { email: string; secret: string; qrSvg: string };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const name = String(form.get('name') ?? '').trim();
  const role = String(form.get('role') ?? '');
  const password = String(form.get('password') ?? '');
  const fields: NonNullable<ActionFailure['fields']> = {};
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fields.email = 'backoffice:users.emailInvalid';
  if (name.length < 2) fields.name = 'backoffice:users.nameInvalid';
  if (!isRole(role)) fields.role = 'backoffice:users.roleInvalid';
  if (password.length < 12 || password.length > 128) fields.password = 'backoffice:profile.passwordRule';
  if (Object.keys(fields).length > 0 || !isRole(role)) return invalid('create', fields, form);
  const result = await admin.api.backOffice.createAccount({ body: { email, name, role, password } });
  if (!result.success) return refused(request, admin, 'create', result, { form });
  const { enrolment, user } = result.data;
  return data<Created>({
    created: { email: user.email, secret: enrolment.totpSecret, qrSvg: qrSvg(enrolment.otpauthUri) },
  });
}

export default function Users() {
  const page = useLoaderData<typeof loader>();
  const { rows, canManage } = page;
  const result = useActionData<typeof action>() as (ActionFailure & Partial<Created>) | undefined;
  const t = useT();
  const fieldError = (name: string) => (result?.fields?.[name] ? t(result.fields[name]) : undefined);
  const invite = (
    <>
      {result?.created ? (
        <Enrolment email={result.created.email} secret={result.created.secret} qrSvg={result.created.qrSvg} />
      ) : null}
      {result && !result.created && !result.fields ? (
        <Notice tone="danger">{result.key ? t(result.key) : null}</Notice>
      ) : null}
      {canManage ? (
        <details className="bo-card bo-mb-16" open={result?.fields ? true : undefined}>
          <summary className="bo-button bo-button-secondary">{t('backoffice:users.invite')}</summary>
          <Form method="post" className="bo-stack bo-spaced-top" noValidate>
            <Field
              label={t('backoffice:clients.columns.name')}
              name="name"
              autoComplete="off"
              defaultValue={result?.values?.name}
              error={fieldError('name')}
            />
            <Field
              label={t('backoffice:login.email')}
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={result?.values?.email}
              error={fieldError('email')}
            />
            <SelectField
              label={t('backoffice:profile.role')}
              name="role"
              defaultValue={result?.values?.role ?? 'agent'}
              options={ROLES.map((role) => ({
                value: role,
                label: `${t(`backoffice:roles.${role}`)} — ${t(`backoffice:roleHints.${role}`)}`,
              }))}
              error={fieldError('role')}
            />
            <Field
              label={t('backoffice:users.initialPassword')}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('backoffice:profile.passwordRule')}
              error={fieldError('password')}
            />
            <div>
              <button type="submit" className="bo-button bo-button-primary">
                {t('backoffice:users.invite')}
              </button>
            </div>
          </Form>
        </details>
      ) : null}
    </>
  );
  return (
    <ListScreen
      title={t('backoffice:users.title')}
      page={page}
      notice={invite}
      table={{
        rows,
        columns: [
          {
            id: 'name',
            label: t('backoffice:clients.columns.name'),
            rowHeader: true,
            name: true,
            cell: (account) => <Link to={`/users/${account.id}`}>{account.name}</Link>,
          },
          { id: 'email', label: t('backoffice:login.email'), cell: (account) => account.email },
          {
            id: 'role',
            label: t('backoffice:profile.role'),
            cell: (account) => t(`backoffice:roles.${account.role}`),
          },
          {
            id: 'state',
            label: t('backoffice:users.state'),
            cell: (account) =>
              account.active ? (
                <Badge tone="success">{t('backoffice:users.active')}</Badge>
              ) : (
                <Badge tone="neutral">{t('backoffice:users.inactive')}</Badge>
              ),
          },
          {
            id: 'totp',
            label: t('backoffice:users.totpSince'),
            cell: (account) => dateTime(account.totpEnrolledAt),
          },
        ],
      }}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
