import { isOutboxTemplate as isTemplate } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Field, Notice } from '../components/form';
import { FilterSelect } from '../components/list-filters';
import { ListScreen } from '../components/list-screen';
import { Badge } from '../components/status';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { type ActionFailure, refused } from '../server/actions.server';
import { redirectWithNotice, requireAdmin, requirePermission } from '../server/auth.server';
import { listScreenLoader, pageQuery } from '../server/list-screen.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.messages'));

export function loader({ request }: LoaderFunctionArgs) {
  return listScreenLoader(request, {
    permission: 'outbox.read',
    filters: ['channel', 'status', 'clientId'] as const,
    paging: 'page',
    perPage: 50,
    fetch: (admin, filters, at) => {
      const query: Record<string, string | number> = { perPage: 50, ...pageQuery(at) };
      if (filters.channel === 'sms' || filters.channel === 'email') query.channel = filters.channel;
      if (filters.status === 'sent' || filters.status === 'failed') query.status = filters.status;
      if (filters.clientId && /^\d+$/.test(filters.clientId)) query.clientId = Number(filters.clientId);
      return admin.api.backOffice.outbox({ query: query as never });
    },
    extra: (admin) => ({ canRetry: admin.can('outbox.retry') }),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'outbox.retry');
  const form = await request.formData();
  const id = Number(form.get('id'));
  const result = await admin.api.backOffice.retryMessage({ params: { id } });
  if (!result.success) return refused(request, admin, 'retry', result);
  return redirectWithNotice(admin, `/messages${new URL(request.url).search}`, 'backoffice:outbox.retried');
}

export default function Messages() {
  const page = useLoaderData<typeof loader>();
  const { filters, rows, canRetry } = page;
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const statusOf = (message: (typeof rows)[number]) =>
    'status' in message ? String(message.status) : 'sent';
  return (
    <ListScreen
      title={t('backoffice:outbox.title')}
      clearHref="/messages"
      page={page}
      notice={failure?.key ? <Notice tone="danger">{t(failure.key)}</Notice> : null}
      filters={
        <>
          <FilterSelect
            label={t('backoffice:outbox.channel')}
            name="channel"
            value={filters.channel}
            options={(['sms', 'email'] as const).map((value) => ({
              value,
              label: t(`backoffice:outbox.channels.${value}`),
            }))}
          />
          <FilterSelect
            label={t('backoffice:outbox.status')}
            name="status"
            value={filters.status}
            options={(['sent', 'failed'] as const).map((value) => ({
              value,
              label: t(`backoffice:outbox.statuses.${value}`),
            }))}
          />
          <Field
            label={t('backoffice:outbox.clientId')}
            name="clientId"
            inputMode="numeric"
            defaultValue={filters.clientId}
          />
        </>
      }
      table={{
        rows,
        rowProps: (message) => ({ 'data-message-id': message.id, 'data-status': statusOf(message) }),
        columns: [
          {
            id: 'sent',
            label: t('backoffice:outbox.sent'),
            numeric: 'when',
            cell: (message) => dateTime(message.createdAt),
          },
          {
            id: 'channel',
            label: t('backoffice:outbox.channel'),
            cell: (message) => t(`backoffice:outbox.channels.${message.channel}`),
          },
          {
            id: 'status',
            label: t('backoffice:outbox.status'),
            cell: (message) =>
              statusOf(message) === 'failed' ? (
                <Badge tone="danger">{t('backoffice:outbox.statuses.failed')}</Badge>
              ) : (
                <Badge tone="success">{t('backoffice:outbox.statuses.sent')}</Badge>
              ),
          },
          { id: 'recipient', label: t('backoffice:outbox.recipient'), cell: (message) => message.recipient },
          {
            id: 'template',
            label: t('backoffice:outbox.template'),
            cell: (message) =>
              isTemplate(message.template)
                ? t(`backoffice:outbox.templates.${message.template}`)
                : t('backoffice:outbox.otherTemplate'),
          },
          { id: 'body', label: t('backoffice:outbox.body'), cell: (message) => message.body },
          {
            id: 'client',
            label: t('backoffice:outbox.clientId'),
            cell: (message) =>
              message.clientId ? <Link to={`/clients/${message.clientId}`}>{message.clientId}</Link> : '—',
          },
          ...(canRetry
            ? [
                {
                  id: 'retry',
                  label: t('backoffice:outbox.retry'),
                  hiddenLabel: true,
                  cell: (message: (typeof rows)[number]) =>
                    // Once: a failed message already sent again has no second retry (the API refuses it).
                    statusOf(message) === 'failed' && !('retriedAt' in message && message.retriedAt) ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={message.id} />
                        <button type="submit" className="bo-button bo-button-secondary bo-button-small">
                          {t('backoffice:outbox.retry')}
                        </button>
                      </Form>
                    ) : null,
                },
              ]
            : []),
        ],
      }}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
