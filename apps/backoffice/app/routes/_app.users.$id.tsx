import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Enrolment } from '../components/enrolment';
import { Notice, SelectField } from '../components/form';
import { ReasonAction } from '../components/reason-action';
import { Badge } from '../components/status';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { isRole, ROLES } from '../roles';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  qrSvg,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, (t) => (data ? data.account.name : t('backoffice:nav.users')));

function accountId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('not found', { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'users.read');
  const result = await readable(admin.api.backOffice.account({ params: { id: accountId(params) } }));
  if (!result.success) throw failureResponse(result);
  return data(
    { account: result.data, canManage: admin.can('users.manage'), me: admin.user.id },
    { headers: admin.headers },
  );
}

interface Reset {
  reset: { email: string; secret: string; qrSvg: string };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = accountId(params);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const version = Number(form.get('version'));
  const reason = readReason(form);
  if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
  const { backOffice } = admin.api;
  if (intent === 'role') {
    const role = String(form.get('role'));
    if (!isRole(role)) return invalid(intent, { role: 'backoffice:users.roleInvalid' }, form);
    const result = await backOffice.updateAccount({ params: { id }, body: { version, role, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, `/users/${id}`, 'backoffice:app.saved');
  }
  if (intent === 'deactivate' || intent === 'reactivate') {
    const call = intent === 'deactivate' ? backOffice.deactivateAccount : backOffice.reactivateAccount;
    const result = await call({ params: { id }, body: { version, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, `/users/${id}`, 'backoffice:app.saved');
  }
  if (intent === 'reset-totp') {
    const result = await backOffice.resetTotp({ params: { id }, body: { version, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    const { enrolment, user } = result.data;
    return data<Reset>({
      reset: { email: user.email, secret: enrolment.totpSecret, qrSvg: qrSvg(enrolment.otpauthUri) },
    });
  }
  return invalid(intent, {}, form);
}

export default function UserPage() {
  const { account, canManage, me } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as (ActionFailure & Partial<Reset>) | undefined;
  const t = useT();
  const errorOf = (intent: string) =>
    result?.intent === intent && result.fields?.reason ? t(result.fields.reason) : undefined;
  const hidden = { version: account.version };
  return (
    <>
      <section className="bo-record-header" aria-labelledby="user-title">
        <h1 id="user-title">
          {account.name}{' '}
          {account.active ? (
            <Badge tone="success">{t('backoffice:users.active')}</Badge>
          ) : (
            <Badge tone="neutral">{t('backoffice:users.inactive')}</Badge>
          )}
        </h1>
        <dl className="bo-facts">
          <div>
            <dt>{t('backoffice:login.email')}</dt>
            <dd>{account.email}</dd>
          </div>
          <div>
            <dt>{t('backoffice:profile.role')}</dt>
            <dd>{t(`backoffice:roles.${account.role}`)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:users.totpSince')}</dt>
            <dd>{dateTime(account.totpEnrolledAt)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:users.passwordChanged')}</dt>
            <dd>{dateTime(account.passwordChangedAt)}</dd>
          </div>
        </dl>
        {result && !result.reset && !result.fields ? (
          <Notice tone={result.conflict ? 'warning' : 'danger'}>{result.key ? t(result.key) : null}</Notice>
        ) : null}
        {canManage && account.id !== me ? (
          <div className="bo-actions">
            <ReasonAction
              intent="role"
              label={t('backoffice:users.changeRole')}
              error={errorOf('role')}
              hidden={hidden}
            >
              <SelectField
                label={t('backoffice:profile.role')}
                name="role"
                defaultValue={account.role}
                options={ROLES.map((role) => ({
                  value: role,
                  label: `${t(`backoffice:roles.${role}`)} — ${t(`backoffice:roleHints.${role}`)}`,
                }))}
              />
            </ReasonAction>
            <ReasonAction
              intent="reset-totp"
              label={t('backoffice:users.resetTotp')}
              error={errorOf('reset-totp')}
              hidden={hidden}
            />
            {account.active ? (
              <ReasonAction
                intent="deactivate"
                label={t('backoffice:users.deactivate')}
                tone="danger"
                error={errorOf('deactivate')}
                hidden={hidden}
              />
            ) : (
              <ReasonAction
                intent="reactivate"
                label={t('backoffice:users.reactivate')}
                error={errorOf('reactivate')}
                hidden={hidden}
              />
            )}
          </div>
        ) : null}
      </section>
      {result?.reset ? (
        <Enrolment email={result.reset.email} secret={result.reset.secret} qrSvg={result.reset.qrSvg} />
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
