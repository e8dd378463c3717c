import { safeRedirect } from '@lender/web-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { ApprovalCard } from '../components/approval-actions';
import { auditFieldWords, auditValueWords } from '../components/audit-words';
import { codeWords } from '../components/codes';
import { Notice, SelectField } from '../components/form';
import { Pager } from '../components/pagination';
import { pageTitle, translator, useT } from '../i18n';
import { invalidRowsAt } from '../invalid';
import { type ActionFailure, invalid, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import { pageOf } from '../server/list-query.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.approvals'));

const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'approvals.read');
  const url = new URL(request.url);
  const statusParam = url.searchParams.get('status') ?? 'pending';
  const status = (STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as (typeof STATUSES)[number])
    : 'pending';
  const result = await readable(
    admin.api.backOffice.approvals({ query: { status, page: pageOf(url), perPage: 50 } }),
  );
  if (!result.success) throw failureResponse(result);
  return data(
    {
      status,
      approvals: result.data,
      pagination: result.pagination,
      invalidRows: invalidRowsAt(result.invalid),
      me: admin.user.id,
      canDecide: admin.can('approvals.decide'),
    },
    { headers: admin.headers },
  );
}

/** Approve, reject or cancel a request (also posted from a loan page, which it returns to). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('approvalId'));
  const version = Number(form.get('version'));
  const reason = String(form.get('reason') ?? '').trim();
  const referer = request.headers.get('referer');
  const back = safeRedirect(
    referer ? `${new URL(referer).pathname}${new URL(referer).search}` : '/approvals',
  );
  if (!Number.isInteger(id) || !Number.isInteger(version)) return invalid(intent, {}, form);
  if (reason && reason.length < 3)
    return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
  const body = reason ? { version, reason } : { version };
  const { backOffice } = admin.api;
  const call =
    intent === 'approve'
      ? backOffice.approve
      : intent === 'reject'
        ? backOffice.reject
        : intent === 'cancel'
          ? backOffice.cancelApproval
          : null;
  if (!call) return invalid(intent, {}, form);
  const result = await call({ params: { id }, body });
  if (!result.success) return refused(request, admin, intent, result, { form });
  // What the API answered: which request, of what, and what approving it did.
  const t = translator(admin.user.language);
  const what = [
    codeWords.of(t, 'approvalKind', result.data.kind),
    ...Object.entries(result.data.result ?? {})
      .filter(([field]) => !['loanId', 'paymentId', 'refundPayoutId'].includes(field))
      .map(
        ([field, value]) =>
          `${auditFieldWords(t, 'approval.approve', [field]).text}: ${auditValueWords(t, 'approval.approve', [field], value).text}`,
      ),
  ].join(' · ');
  return redirectWithNotice(
    admin,
    back,
    `backoffice:approvals.doneAs.${intent as 'approve' | 'reject' | 'cancel'}`,
    {
      id: result.data.id,
      what,
    },
  );
}

export default function Approvals() {
  const { status, approvals, pagination, me, canDecide, invalidRows } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  return (
    <>
      {/* "Pending approvals" only while the filter shows the pending ones. */}
      <h1>{status === 'pending' ? t('backoffice:approvals.title') : t('backoffice:nav.approvals')}</h1>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:table.filters')}>
        <SelectField
          label={t('backoffice:approvals.status')}
          name="status"
          defaultValue={status}
          options={STATUSES.map((value) => ({ value, label: t(`backoffice:approvals.statuses.${value}`) }))}
        />
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:clients.apply')}
          </button>
          <Link to="/approvals">{t('backoffice:table.clear')}</Link>
        </div>
      </Form>
      {failure ? (
        <Notice tone={failure.conflict ? 'warning' : 'danger'}>
          {failure.key ? t(failure.key, failure.params) : null}
        </Notice>
      ) : null}
      {approvals.length === 0 && invalidRows.length === 0 ? (
        <p className="bo-muted">{t('backoffice:table.empty')}</p>
      ) : null}
      {invalidRows.map((row) => (
        <p key={`invalid-${row.position}`} className="bo-notice bo-notice-danger">
          <span className="bo-badge bo-badge-danger">{t('backoffice:invalid.cell')}</span>{' '}
          {row.id === undefined ? t('backoffice:invalid.row') : t('backoffice:invalid.rowOf', { id: row.id })}
        </p>
      ))}
      {approvals.map((approval) => (
        <ApprovalCard key={approval.id} approval={approval} me={me} canDecide={canDecide} />
      ))}
      {pagination ? <Pager info={pagination} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
