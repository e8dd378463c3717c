import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
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
import type { RevealedContact } from '../components/client-contact';
import { codeWords } from '../components/codes';
import { decisionOfKey, type ManualDecision } from '../components/decision-form';
import { DecisionPanel } from '../components/decision-panel';
import { Notice } from '../components/form';
import { InvalidRowLine } from '../components/list-screen';
import { Pager } from '../components/pagination';
import { ReasonField } from '../components/reason-action';
import { useRowKeyboard } from '../components/row-keyboard';
import { TableRegion } from '../components/table-region';
import { dateTime, pesos } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import panelStyles from '../styles/decision-panel.css?url';
import { queueAction, queueLoader } from './_app.queue.server';

/** The decision panel's own stylesheet (issue 48), scoped to its `.bo-case` classes. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: panelStyles }];

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:nav.manualVerification'));

/** Other admins' decisions reach this page within this many milliseconds while it is open. */
const REFRESH_MS = 10_000;

export const loader = ({ request }: LoaderFunctionArgs) => queueLoader(request);
export const action = ({ request }: ActionFunctionArgs) => queueAction(request);

export default function Queue() {
  const { items, pagination, canDecide, canClaim, canContact, me, invalidRows, evidence } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionFailure | { contact: RevealedContact } | undefined;
  const failure = answer && 'intent' in answer ? answer : undefined;
  const revealed = answer && 'contact' in answer ? answer.contact : undefined;
  const t = useT();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const openId = Number(params.get('open')) || null;
  const open = items.find((item) => item.id === openId) ?? null;
  const [decision, setDecision] = useState<ManualDecision>('approve');
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
      const chosen = decisionOfKey(event.key);
      // A document open full size takes the keys (Escape closes it): no decision behind it.
      if (!open || !canDecide || chosen === null || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setDecision(chosen);
      requestAnimationFrame(() => {
        const amount = panelRef.current?.querySelector<HTMLInputElement>('input[name="amount"]');
        (chosen === 'approve_decrease' && amount ? amount : reasonRef.current)?.focus();
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
        <DecisionPanel
          open={open}
          evidence={evidence}
          revealed={revealed}
          canContact={canContact}
          decision={decision}
          onChoose={setDecision}
          panelRef={panelRef}
          reasonRef={reasonRef}
          errors={{ amount: fieldError('amount'), reason: fieldError('reason') }}
          values={failure?.intent === 'decide' ? failure.values : undefined}
        />
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
