import { SETTLEMENT_FILE_LAYOUTS } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Field, Notice, SelectField } from '../components/form';
import { Pager } from '../components/pagination';
import { RecordTable } from '../components/record-table';
import { SettlementLayouts } from '../components/settlement-layouts';
import { Badge } from '../components/status';
import { centavos, date, dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { type FileProblems, type LayoutView, SETTLEMENT_CHANNELS } from '../reconciliation';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import { pageOf } from '../server/list-query.server';
import { fileProblems } from './_app.reconciliation._index.server';

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:nav.reconciliation'));

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'payments.reconcile');
  const url = new URL(request.url);
  const result = await readable(
    admin.api.backOffice.settlementImports({ query: { page: pageOf(url), perPage: 25 } }),
  );
  if (!result.success) throw failureResponse(result);
  // The layouts the importer parses with, described on the page (issue 48).
  const layouts: LayoutView[] = SETTLEMENT_CHANNELS.map((channel) => ({
    channel,
    columns: SETTLEMENT_FILE_LAYOUTS[channel].columns,
    required: SETTLEMENT_FILE_LAYOUTS[channel].required,
  }));
  return data(
    {
      imports: result.data,
      pagination: result.pagination,
      canWork: admin.can('reconciliation.work'),
      layouts,
    },
    { headers: admin.headers },
  );
}

/** Upload a file, or fetch one through the settlement port; then show the import. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'reconciliation.work');
  const form = await request.formData();
  const channel = String(form.get('channel') ?? '');
  if (!(SETTLEMENT_CHANNELS as readonly string[]).includes(channel)) {
    return data<FileProblems>(
      { problems: [{ key: 'errors:code.validation_failed', params: {} }] },
      { status: 400 },
    );
  }
  const typed = channel as (typeof SETTLEMENT_CHANNELS)[number];
  const file = form.get('file');
  const result =
    form.get('intent') === 'fetch'
      ? await admin.api.backOffice.settlementFetch({
          body: { channel: typed, from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') },
        })
      : file instanceof File && file.size > 0
        ? await admin.api.backOffice.settlementUpload({ body: { channel: typed, file } })
        : null;
  if (result === null) {
    return data<FileProblems>(
      { problems: [{ key: 'errors:code.validation_failed', params: {} }] },
      { status: 400 },
    );
  }
  if (!result.success) return fileProblems(result);
  return redirectWithNotice(
    admin,
    `/reconciliation/${result.data.importId}`,
    result.data.duplicate
      ? 'backoffice:reconciliation.alreadyImported'
      : 'backoffice:reconciliation.imported',
  );
}

export default function Reconciliation() {
  const { imports, pagination, canWork, layouts } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FileProblems | undefined;
  const t = useT();
  const channels = SETTLEMENT_CHANNELS.map((value) => ({
    value,
    label: t(`backoffice:reconciliation.channels.${value}`),
  }));
  return (
    <>
      <h1>{t('backoffice:reconciliation.title')}</h1>
      <p className="bo-muted">{t('backoffice:reconciliation.intro')}</p>
      <p>
        <Link to="/reconciliation/ledger">{t('backoffice:reconciliation.ledger')}</Link>
      </p>
      {failure?.problems.length ? (
        <Notice tone="danger">
          <ul>
            {failure.problems.map((problem, index) => (
              <li key={index}>{t(problem.key, problem.params)}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {canWork ? (
        // Each form under its heading, what it does said once for the whole form, its fields on
        // one line with the button (issue 48: the fetch form's hint sat under "Hasta").
        <div className="bo-stack bo-mb-16">
          <Form
            method="post"
            encType="multipart/form-data"
            className="bo-card bo-form-card"
            aria-labelledby="upload-title"
            aria-describedby="upload-hint"
          >
            <h2 id="upload-title">{t('backoffice:reconciliation.upload')}</h2>
            <p id="upload-hint" className="bo-hint">
              {t('backoffice:reconciliation.uploadHint')}
            </p>
            <div className="bo-form-row">
              <SelectField label={t('backoffice:reconciliation.channel')} name="channel" options={channels} />
              <Field
                label={t('backoffice:reconciliation.file')}
                type="file"
                name="file"
                accept=".csv,text/csv"
                required
              />
              <button type="submit" name="intent" value="upload" className="bo-button bo-button-primary">
                {t('backoffice:reconciliation.upload')}
              </button>
            </div>
          </Form>
          <Form
            method="post"
            className="bo-card bo-form-card"
            aria-labelledby="fetch-title"
            aria-describedby="fetch-hint"
          >
            <h2 id="fetch-title">{t('backoffice:reconciliation.fetch')}</h2>
            <p id="fetch-hint" className="bo-hint">
              {t('backoffice:reconciliation.fetchHint')}
            </p>
            <div className="bo-form-row">
              <SelectField label={t('backoffice:reconciliation.channel')} name="channel" options={channels} />
              <Field label={t('backoffice:reconciliation.from')} type="date" name="from" required />
              <Field label={t('backoffice:reconciliation.to')} type="date" name="to" required />
              <button type="submit" name="intent" value="fetch" className="bo-button bo-button-secondary">
                {t('backoffice:reconciliation.fetch')}
              </button>
            </div>
          </Form>
        </div>
      ) : null}
      <h2>{t('backoffice:reconciliation.imports')}</h2>
      <RecordTable
        caption={t('backoffice:reconciliation.imports')}
        empty={t('backoffice:reconciliation.noImports')}
        head={[
          t('backoffice:reconciliation.fileName'),
          t('backoffice:reconciliation.channel'),
          t('backoffice:reconciliation.period'),
          t('backoffice:reconciliation.lines'),
          t('backoffice:reconciliation.total'),
          t('backoffice:reconciliation.openExceptions'),
          t('backoffice:reconciliation.importedBy'),
          t('backoffice:reconciliation.importedAt'),
        ]}
        numeric={[3, 4, 5]}
        rows={imports.map((row) => [
          <Link key="file" to={`/reconciliation/${row.id}`}>
            {row.fileName}
          </Link>,
          t(`backoffice:reconciliation.channels.${row.channel}`),
          `${date(row.periodFrom)} – ${date(row.periodTo)}`,
          row.lineCount.toLocaleString('es-MX'),
          centavos(row.totalCentavos),
          row.counts.open > 0 ? (
            <Link key="open" to={`/reconciliation/${row.id}?state=open`}>
              <Badge tone="warning">{row.counts.open}</Badge>
            </Link>
          ) : (
            <Badge key="none" tone="success">
              0
            </Badge>
          ),
          row.importedBy ?? '—',
          dateTime(row.createdAt),
        ])}
      />
      {/* One empty state: with no file imported, no pager under it ("0 resultados, página 1 de 1"). */}
      {pagination && imports.length > 0 ? <Pager info={pagination} /> : null}
      <SettlementLayouts layouts={layouts} />
    </>
  );
}
