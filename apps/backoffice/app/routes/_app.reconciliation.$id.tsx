import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Field, Notice, SelectField } from '../components/form';
import { Pager } from '../components/pagination';
import { RecordTable } from '../components/record-table';
import { Badge } from '../components/status';
import { centavos, date } from '../format';
import { pageTitle, useT } from '../i18n';
import { LINE_OUTCOMES, RECONCILIATION_ACTIONS } from '../reconciliation';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import { pageOf } from '../server/list-query.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, (t) => (data ? data.detail.import.fileName : t('backoffice:nav.reconciliation')));

const STATES = ['open', 'worked'] as const;
const TONE = {
  matched: 'success',
  unmatched: 'danger',
  duplicate: 'warning',
  amount_mismatch: 'warning',
  repeated: 'info',
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'payments.reconcile');
  const importId = Number(params.id);
  if (!Number.isInteger(importId) || importId <= 0) throw new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  const outcomeParam = url.searchParams.get('outcome') ?? '';
  const stateParam = url.searchParams.get('state') ?? '';
  const outcome = (LINE_OUTCOMES as readonly string[]).includes(outcomeParam)
    ? (outcomeParam as (typeof LINE_OUTCOMES)[number])
    : undefined;
  const state = (STATES as readonly string[]).includes(stateParam)
    ? (stateParam as (typeof STATES)[number])
    : undefined;
  const result = await readable(
    admin.api.backOffice.settlementImport({
      query: {
        importId,
        page: pageOf(url),
        perPage: 50,
        ...(outcome && { outcome }),
        ...(state && { state }),
      },
    }),
  );
  if (!result.success) throw failureResponse(result);
  const perPage = 50;
  return data(
    {
      detail: result.data,
      filters: { outcome: outcome ?? '', state: state ?? '' },
      pagination: {
        page: pageOf(url),
        perPage,
        total: result.data.total,
        count: result.data.lines.length,
        totalPages: Math.max(1, Math.ceil(result.data.total / perPage)),
      },
      canWork: admin.can('reconciliation.work'),
    },
    { headers: admin.headers },
  );
}

/** Ask for an exception's work (maker-checker): another user approves it in Approvals. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'reconciliation.work');
  const form = await request.formData();
  const lineId = Number(form.get('lineId'));
  const chosen = String(form.get('action') ?? '');
  const reason = readReason(form);
  const loanText = String(form.get('loanId') ?? '').trim();
  if (!Number.isInteger(lineId) || !(RECONCILIATION_ACTIONS as readonly string[]).includes(chosen)) {
    return invalid('exception', {}, form);
  }
  if (!reason) return invalid('exception', { reason: 'backoffice:client.reasonRequired' }, form);
  if (loanText && !/^\d+$/.test(loanText))
    return invalid('exception', { loanId: 'errors:code.validation_failed' }, form);
  const result = await admin.api.backOffice.settlementException({
    params: { lineId },
    body: {
      action: chosen as (typeof RECONCILIATION_ACTIONS)[number],
      reason,
      ...(loanText && { loanId: Number(loanText) }),
    },
  });
  if (!result.success) return refused(request, admin, 'exception', result, { form });
  const back = new URL(request.url);
  return redirectWithNotice(
    admin,
    `/reconciliation/${params.id}${back.search}`,
    'backoffice:reconciliation.asked',
  );
}

export default function SettlementImportPage() {
  const { detail, filters, pagination, canWork } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const file = detail.import;
  return (
    <>
      <p>
        <Link to="/reconciliation">{t('backoffice:reconciliation.title')}</Link>
      </p>
      <h1>{file.fileName}</h1>
      <p>
        {t(`backoffice:reconciliation.channels.${file.channel}`)} · {date(file.periodFrom)} –{' '}
        {date(file.periodTo)} · {t('backoffice:reconciliation.lines')}:{' '}
        {file.lineCount.toLocaleString('es-MX')} · {t('backoffice:reconciliation.total')}:{' '}
        {centavos(file.totalCentavos)}
      </p>
      <p className="bo-inline">
        {LINE_OUTCOMES.map((outcome) => (
          <Link key={outcome} to={`?outcome=${outcome}`}>
            <Badge tone={TONE[outcome]}>
              {t(`backoffice:reconciliation.outcomes.${outcome}`)}: {file.counts[outcome]}
            </Badge>
          </Link>
        ))}
        <Link to="?state=open">
          <Badge tone={file.counts.open > 0 ? 'warning' : 'success'}>
            {t('backoffice:reconciliation.openExceptions')}: {file.counts.open}
          </Badge>
        </Link>
      </p>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:table.filters')}>
        <SelectField
          label={t('backoffice:reconciliation.outcome')}
          name="outcome"
          defaultValue={filters.outcome}
          options={[
            { value: '', label: t('backoffice:reconciliation.allOutcomes') },
            ...LINE_OUTCOMES.map((value) => ({
              value,
              label: t(`backoffice:reconciliation.outcomes.${value}`),
            })),
          ]}
        />
        <SelectField
          label={t('backoffice:reconciliation.resolution')}
          name="state"
          defaultValue={filters.state}
          options={[
            { value: '', label: t('backoffice:reconciliation.allStates') },
            ...STATES.map((value) => ({ value, label: t(`backoffice:reconciliation.states.${value}`) })),
          ]}
        />
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:reconciliation.filter')}
          </button>
          <Link to={`/reconciliation/${file.id}`}>{t('backoffice:table.clear')}</Link>
        </div>
      </Form>
      {failure ? (
        <Notice tone={failure.conflict ? 'warning' : 'danger'}>
          {failure.key ? t(failure.key, failure.params) : null}
          {Object.values(failure.fields ?? {}).map((key) => (
            <span key={key}> {t(key)}</span>
          ))}
        </Notice>
      ) : null}
      <RecordTable
        caption={t('backoffice:reconciliation.lines')}
        head={[
          t('backoffice:reconciliation.line'),
          t('backoffice:reconciliation.valueDate'),
          t('backoffice:reconciliation.amount'),
          t('backoffice:reconciliation.expected'),
          t('backoffice:reconciliation.movementKey'),
          t('backoffice:reconciliation.account'),
          t('backoffice:reconciliation.payment'),
          t('backoffice:reconciliation.outcome'),
          t('backoffice:reconciliation.resolution'),
        ]}
        numeric={[0, 2, 3]}
        rows={detail.lines.map((line) => [
          line.lineNumber,
          date(line.valueDate),
          centavos(line.amountCentavos),
          line.expectedCentavos === null ? '—' : centavos(line.expectedCentavos),
          line.movementKey,
          line.account || '—',
          line.payment ? (
            <Link key="p" to={`/loans/${line.payment.loanId}`}>
              {t('backoffice:reconciliation.paymentOfLoan', {
                id: line.payment.id,
                loan: line.payment.loanId,
              })}
            </Link>
          ) : (
            '—'
          ),
          line.repeatOf ? (
            <Link key="o" to={`/reconciliation/${line.repeatOf.importId}`}>
              {t('backoffice:reconciliation.repeatOf', {
                file: line.repeatOf.fileName,
                line: line.repeatOf.lineNumber,
              })}
            </Link>
          ) : (
            <Badge key="o" tone={TONE[line.outcome]}>
              {t(`backoffice:reconciliation.outcomes.${line.outcome}`)}
            </Badge>
          ),
          line.resolution ? (
            t(`backoffice:reconciliation.resolutions.${line.resolution}`)
          ) : line.pendingApprovalId ? (
            <Link key="w" to="/approvals">
              {t('backoffice:reconciliation.waiting', { id: line.pendingApprovalId })}
            </Link>
          ) : canWork && line.actions.length > 0 ? (
            <Form key="f" method="post" className="bo-inline" aria-label={t('backoffice:reconciliation.ask')}>
              <input type="hidden" name="lineId" value={line.id} />
              <SelectField
                label={t('backoffice:reconciliation.resolution')}
                name="action"
                options={line.actions.map((value) => ({
                  value,
                  label: t(`backoffice:reconciliation.actions.${value}`),
                }))}
              />
              {line.outcome === 'unmatched' && !line.payment ? (
                <Field label={t('backoffice:reconciliation.loanId')} name="loanId" inputMode="numeric" />
              ) : null}
              <Field label={t('backoffice:reconciliation.reason')} name="reason" required minLength={3} />
              <button type="submit" className="bo-button">
                {t('backoffice:reconciliation.ask')}
              </button>
            </Form>
          ) : (
            '—'
          ),
        ])}
      />
      <Pager info={pagination} />
      <h2>{t('backoffice:reconciliation.missingPayments')}</h2>
      <RecordTable
        caption={t('backoffice:reconciliation.missingPayments')}
        head={[
          t('backoffice:reconciliation.payment'),
          t('backoffice:reconciliation.valueDate'),
          t('backoffice:reconciliation.amount'),
          t('backoffice:reconciliation.reference'),
        ]}
        numeric={[2]}
        rows={detail.missingPayments.map((payment) => [
          <Link key="l" to={`/loans/${payment.loanId}`}>
            {t('backoffice:reconciliation.paymentOfLoan', { id: payment.paymentId, loan: payment.loanId })}
          </Link>,
          date(payment.completedOn),
          centavos(payment.amountCentavos),
          payment.reference,
        ])}
      />
    </>
  );
}
