import { TEMPLATE_CHANNELS, TEMPLATE_PLACEHOLDERS } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Field, Notice, SelectField, SubmitButton, TextBox, useFailedForm } from '../components/form';
import { Badge } from '../components/status';
import { CaptionedTable } from '../components/table-region';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import {
  contactTemplatesAction,
  contactTemplatesLoader,
  type TemplateStatus,
} from './_app.collections.templates.server';

/** Each placeholder as a template's text writes it (`{firstName}`), handed to the hint's words, which hold no braces. */
const PLACEHOLDERS_AS_WRITTEN = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((name) => [name, `{${name}}`]));

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:contactTemplates.title'));

export const loader = ({ request }: LoaderFunctionArgs) => contactTemplatesLoader(request);
export const action = ({ request }: ActionFunctionArgs) => contactTemplatesAction(request);

const TONES: Record<TemplateStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** The collection templates and, for a role that may work collections, the form to file one. */
export default function ContactTemplates() {
  const { templates, canFile } = useLoaderData<typeof loader>();
  // A successful filing redirects; a stubbed or empty answer is `null`.
  const failure = (useActionData<typeof action>() ?? undefined) as ActionFailure | undefined;
  const t = useT();
  const { field, typed } = useFailedForm(failure, 'file');

  return (
    <>
      <p>
        <Link to="/collections">← {t('backoffice:collections.title')}</Link>
      </p>
      <h1>{t('backoffice:contactTemplates.title')}</h1>
      <p className="bo-muted">{t('backoffice:contactTemplates.intro')}</p>
      <CaptionedTable
        caption={t('backoffice:contactTemplates.title')}
        empty={templates.length === 0 ? t('backoffice:contactTemplates.empty') : undefined}
      >
        <thead>
          <tr>
            <th scope="col">{t('backoffice:contactTemplates.columns.name')}</th>
            <th scope="col">{t('backoffice:contactTemplates.columns.channel')}</th>
            <th scope="col">{t('backoffice:contactTemplates.columns.body')}</th>
            <th scope="col">{t('backoffice:contactTemplates.columns.status')}</th>
            <th scope="col">{t('backoffice:contactTemplates.columns.createdAt')}</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id}>
              <td className="bo-name">{template.name}</td>
              <td>{t(`backoffice:collections.channel.${template.channel}`)}</td>
              <td>{template.body}</td>
              <td>
                <Badge tone={TONES[template.status]}>
                  {t(`backoffice:contactTemplates.status.${template.status}`)}
                </Badge>
                {template.approvedAt ? (
                  <div className="bo-muted">
                    {t('backoffice:contactTemplates.approvedAt', { date: dateTime(template.approvedAt) })}
                  </div>
                ) : null}
                {template.status === 'rejected' && template.decisionReason ? (
                  <div className="bo-muted">
                    {t('backoffice:contactTemplates.rejectedBecause', { reason: template.decisionReason })}
                  </div>
                ) : null}
              </td>
              <td>{dateTime(template.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      {canFile ? (
        <section className="bo-card bo-stack bo-mt-16" aria-labelledby="file-title">
          <h2 id="file-title">{t('backoffice:contactTemplates.newTitle')}</h2>
          {failure?.intent === 'file' && failure.key ? (
            <Notice tone={failure.conflict ? 'warning' : 'danger'}>{t(failure.key, failure.params)}</Notice>
          ) : null}
          <Form method="post" className="bo-stack" noValidate>
            <div className="bo-filters">
              <Field label={t('backoffice:contactTemplates.name')} maxLength={80} {...field('name')} />
              <SelectField
                label={t('backoffice:contactTemplates.channel')}
                name="channel"
                defaultValue={typed('channel') ?? 'sms'}
                error={field('channel').error}
                options={TEMPLATE_CHANNELS.map((channel) => ({
                  value: channel,
                  label: t(`backoffice:collections.channel.${channel}`),
                }))}
              />
            </div>
            <TextBox
              id="template-body"
              label={t('backoffice:contactTemplates.body')}
              hint={t('backoffice:contactTemplates.bodyHint', PLACEHOLDERS_AS_WRITTEN)}
              rows={4}
              maxLength={1000}
              {...field('body')}
            />
            <TextBox
              id="template-reason"
              label={t('backoffice:contactTemplates.reason')}
              rows={2}
              maxLength={500}
              {...field('reason')}
            />
            <SubmitButton label={t('backoffice:contactTemplates.submit')} />
          </Form>
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
