import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useRevalidator,
  useSearchParams,
  useSubmit,
} from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { codeWords } from '../components/codes';
import { FieldError, Notice } from '../components/form';
import { InvalidRowLine } from '../components/list-screen';
import { Pager } from '../components/pagination';
import { ReasonField } from '../components/reason-action';
import { useRowKeyboard } from '../components/row-keyboard';
import { TableRegion } from '../components/table-region';
import { dateTime, pesos } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';

import { queueAction, queueLoader } from '../server/queue-page.server';

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:nav.manualVerification'));

/** Other admins' decisions reach this page within this many milliseconds while it is open. */
const REFRESH_MS = 10_000;

export const loader = ({ request }: LoaderFunctionArgs) => queueLoader(request);
export const action = ({ request }: ActionFunctionArgs) => queueAction(request);

export default function Queue() {
  const { items, pagination, canDecide, canClaim, me, invalidRows } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const openId = Number(params.get('open')) || null;
  const open = items.find((item) => item.id === openId) ?? null;
  const [decision, setDecision] = useState<'approve' | 'approve_decrease' | 'reject'>('approve');
  const reasonRef = useRef<HTMLTextAreaElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);

  // The row leaves the queue for everyone: other admins' decisions show up without a reload.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  // Keyboard (issue 16): j/k move, Enter opens, a/d/r choose the decision of the open case.
  const { rowProps } = useRowKeyboard(items, {
    initial: items.findIndex((item) => item.id === openId),
    onEnter(item) {
      // Opening a case claims it, so the other admins see who works on it.
      submit(
        { intent: 'claim', applicationId: String(item.id) },
        { method: 'post', preventScrollReset: true },
      );
    },
    onKey(event) {
      if (!open || !canDecide || !(event.key === 'a' || event.key === 'd' || event.key === 'r')) return;
      event.preventDefault();
      setDecision(event.key === 'a' ? 'approve' : event.key === 'd' ? 'approve_decrease' : 'reject');
      requestAnimationFrame(() => {
        const amount = panelRef.current?.querySelector<HTMLInputElement>('input[name="amount"]');
        (event.key === 'd' && amount ? amount : reasonRef.current)?.focus();
      });
    },
  });

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const fieldError = (name: string) =>
    failure?.intent === 'decide' && failure.fields?.[name] ? t(failure.fields[name]) : undefined;
  const bulkError =
    failure?.intent === 'bulk-approve' && failure.fields?.reason ? t(failure.fields.reason) : undefined;

  return (
    <>
      <h1>{t('backoffice:queue.title')}</h1>
      <p className="bo-muted" id="queue-keys">
        {t('backoffice:queue.keyboard')}
      </p>
      {failure && !failure.fields ? (
        <Notice tone={failure.conflict ? 'warning' : 'danger'}>
          {failure.key ? t(failure.key, failure.params) : null}
        </Notice>
      ) : null}
      {items.length === 0 && invalidRows.length === 0 ? (
        <p>{t('backoffice:queue.empty')}</p>
      ) : (
        <Form method="post" id="bulk" className="bo-stack" noValidate>
          <input type="hidden" name="intent" value="bulk-approve" />
          <TableRegion label={t('backoffice:queue.title')}>
            <table className="bo-table" aria-describedby="queue-keys">
              <caption className="bo-visually-hidden">{t('backoffice:queue.title')}</caption>
              <thead>
                <tr>
                  {canDecide ? (
                    <th scope="col">
                      <span className="bo-visually-hidden">{t('backoffice:queue.selectAll')}</span>
                    </th>
                  ) : null}
                  <th scope="col" className="bo-num">
                    {t('backoffice:applications.id')}
                  </th>
                  <th scope="col">{t('backoffice:queue.client')}</th>
                  <th scope="col" className="bo-num">
                    {t('backoffice:queue.amount')}
                  </th>
                  <th scope="col">{t('backoffice:queue.reasons')}</th>
                  <th scope="col">{t('backoffice:queue.waiting')}</th>
                  <th scope="col">
                    <span className="bo-visually-hidden">{t('backoffice:queue.decide')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => (
                  <tr
                    key={item.id}
                    {...rowProps(index)}
                    aria-current={item.id === openId ? 'true' : undefined}
                    data-application-id={item.id}
                  >
                    {canDecide ? (
                      <td>
                        <input
                          type="checkbox"
                          name="id"
                          value={item.id}
                          aria-label={t('backoffice:queue.select', { id: item.id })}
                        />
                      </td>
                    ) : null}
                    <td className="bo-num">{item.id}</td>
                    <td>
                      <Link to={`/clients/${item.clientId}?tab=applications`}>{item.clientName}</Link>
                    </td>
                    <td className="bo-num">{pesos(item.amount)}</td>
                    <td>
                      {item.reasons.map((reason) => codeWords.of(t, 'decisionReason', reason)).join(', ') ||
                        '—'}
                    </td>
                    <td className="bo-num bo-start">{dateTime(item.waitingSince)}</td>
                    <td>
                      {item.claim ? (
                        <span className="bo-badge bo-badge-info">
                          {item.claim.userId === me
                            ? t('backoffice:queue.claimedByMe')
                            : t('backoffice:queue.claimedBy', { name: item.claim.name })}
                        </span>
                      ) : null}{' '}
                      {canDecide && canClaim ? (
                        <button
                          type="submit"
                          form={`claim-${item.id}`}
                          className="bo-button bo-button-link"
                          aria-label={`${t('backoffice:queue.decide')} ${item.id}`}
                        >
                          {item.claim && item.claim.userId !== me
                            ? t('backoffice:queue.takeOver')
                            : t('backoffice:queue.decide')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
                {invalidRows.map((row) => (
                  <InvalidRowLine key={`invalid-${row.position}`} row={row} span={canDecide ? 7 : 6} />
                ))}
              </tbody>
            </table>
          </TableRegion>
          {canDecide ? (
            <details open={failure?.intent === 'bulk-approve' ? true : undefined}>
              <summary className="bo-button bo-button-secondary">{t('backoffice:queue.bulkApprove')}</summary>
              <div className="bo-stack bo-spaced-top">
                <ReasonField
                  id="bulk-reason"
                  errorId="bulk-reason-error"
                  label={t('backoffice:queue.reason')}
                  error={bulkError}
                  defaultValue={failure?.intent === 'bulk-approve' ? failure.values?.reason : undefined}
                />
                <div>
                  <button type="submit" className="bo-button bo-button-primary">
                    {t('backoffice:queue.bulkApprove')}
                  </button>
                </div>
              </div>
            </details>
          ) : null}
        </Form>
      )}
      {items.map((item) => (
        <Form key={item.id} method="post" id={`claim-${item.id}`} hidden preventScrollReset>
          <input
            type="hidden"
            name="intent"
            value={item.claim && item.claim.userId !== me ? 'take-over' : 'claim'}
          />
          <input type="hidden" name="applicationId" value={item.id} />
        </Form>
      ))}
      {pagination ? <Pager info={pagination} /> : null}

      {open && canDecide ? (
        <section className="bo-card bo-mt-16" aria-labelledby="decide-title" tabIndex={-1} ref={panelRef}>
          <h2 id="decide-title">
            {t('backoffice:queue.decide')}: {t('backoffice:applications.id')} {open.id} · {open.clientName} ·{' '}
            {pesos(open.amount)}
          </h2>
          <Form method="post" className="bo-stack" noValidate>
            <input type="hidden" name="intent" value="decide" />
            <input type="hidden" name="applicationId" value={open.id} />
            <fieldset className="bo-stack bo-bare-fieldset">
              <legend className="bo-field">{t('backoffice:queue.decision')}</legend>
              {(
                [
                  ['approve', 'backoffice:queue.approve', 'a'],
                  ['approve_decrease', 'backoffice:queue.decrease', 'd'],
                  ['reject', 'backoffice:queue.reject', 'r'],
                ] as const
              ).map(([value, key, shortcut]) => (
                <label key={value} className="bo-inline bo-centred">
                  <input
                    type="radio"
                    name="decision"
                    value={value}
                    checked={decision === value}
                    onChange={() => setDecision(value)}
                    aria-keyshortcuts={shortcut}
                  />
                  {t(key)} <kbd>{shortcut}</kbd>
                </label>
              ))}
            </fieldset>
            {decision === 'approve_decrease' ? (
              <div className="bo-field">
                <label htmlFor="decide-amount">{t('backoffice:queue.newAmount')}</label>
                <input
                  id="decide-amount"
                  name="amount"
                  inputMode="decimal"
                  defaultValue={failure?.intent === 'decide' ? failure.values?.amount : undefined}
                  required
                  aria-invalid={fieldError('amount') ? true : undefined}
                  aria-describedby={fieldError('amount') ? 'decide-amount-error' : undefined}
                />
                <FieldError id="decide-amount-error" error={fieldError('amount')} />
              </div>
            ) : null}
            <ReasonField
              id="decide-reason"
              errorId="decide-reason-error"
              label={t('backoffice:queue.reason')}
              error={fieldError('reason')}
              textareaRef={reasonRef}
              defaultValue={failure?.intent === 'decide' ? failure.values?.reason : undefined}
            />
            <div>
              <button
                type="submit"
                className={`bo-button ${decision === 'reject' ? 'bo-button-danger' : 'bo-button-primary'}`}
              >
                {t(
                  decision === 'approve'
                    ? 'backoffice:queue.approve'
                    : decision === 'reject'
                      ? 'backoffice:queue.reject'
                      : 'backoffice:queue.decrease',
                )}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
