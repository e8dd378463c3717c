import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import {
  PolicyChanges,
  PolicyCutOffs,
  PolicyPublication,
  PolicyRules,
} from '../components/credit-policy-panels';
import { IntentForm, Notice, SubmitButton } from '../components/form';
import { Badge } from '../components/status';
import { CaptionedTable } from '../components/table-region';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { creditPolicyAction, creditPolicyLoader } from './_app.credit-policy._index.server';

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:creditPolicy.title'));

export const loader = ({ request }: LoaderFunctionArgs) => creditPolicyLoader(request);
export const action = ({ request }: ActionFunctionArgs) => creditPolicyAction(request);

const TONES = { draft: 'warning', published: 'success', retired: 'neutral' } as const;

/** The credit policy editor: the versions, the chosen one's rules and cut-offs, its publication. */
export default function CreditPolicyPage() {
  const { policies, chosen, inForce, userId, canEdit, canApprove } = useLoaderData<typeof loader>();
  const failure = (useActionData<typeof action>() ?? undefined) as ActionFailure | undefined;
  const t = useT();
  const hasDraft = policies.some((policy) => policy.status === 'draft');
  return (
    <>
      <h1>{t('backoffice:creditPolicy.title')}</h1>
      <p className="bo-muted">{t('backoffice:creditPolicy.intro')}</p>
      <p>
        <Link to="/credit-policy/challengers">{t('backoffice:creditMonitoring.challengersLink')}</Link>
        {' · '}
        <Link to="/credit-policy/monitoring">{t('backoffice:creditMonitoring.monitoringLink')}</Link>
      </p>
      {!canEdit ? <Notice tone="info">{t('backoffice:creditPolicy.readOnly')}</Notice> : null}
      <section className="bo-stack" aria-labelledby="versions-title">
        <h2 id="versions-title">{t('backoffice:creditPolicy.versionsTitle')}</h2>
        <CaptionedTable caption={t('backoffice:creditPolicy.versionsTitle')} empty={undefined}>
          <thead>
            <tr>
              <th scope="col">{t('backoffice:creditPolicy.columns.version')}</th>
              <th scope="col">{t('backoffice:creditPolicy.columns.status')}</th>
              <th scope="col">{t('backoffice:creditPolicy.columns.basedOn')}</th>
              <th scope="col">{t('backoffice:creditPolicy.columns.maker')}</th>
              <th scope="col">{t('backoffice:creditPolicy.columns.checker')}</th>
              <th scope="col">{t('backoffice:creditPolicy.columns.publishedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {policies.map((policy) => (
              <tr key={policy.version} aria-current={policy.version === chosen?.version ? 'true' : undefined}>
                <td>
                  <Link to={`?version=${policy.version}`}>
                    {t('backoffice:creditPolicy.versionName', { version: policy.version })}
                  </Link>
                </td>
                <td>
                  <Badge tone={TONES[policy.status]}>
                    {t(`backoffice:creditPolicy.statuses.${policy.status}`)}
                  </Badge>
                </td>
                <td>
                  {policy.basedOn === null
                    ? t('backoffice:creditPolicy.original')
                    : t('backoffice:creditPolicy.basedOn', { version: policy.basedOn })}
                </td>
                <td>{policy.maker?.name ?? t('backoffice:creditPolicy.noOne')}</td>
                <td>{policy.checker?.name ?? t('backoffice:creditPolicy.noOne')}</td>
                <td>{dateTime(policy.publishedAt)}</td>
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
        {canEdit && inForce && !hasDraft ? (
          <IntentForm intent="create" fields={{ basedOn: inForce.version }}>
            {failure?.intent === 'create' && failure.key ? (
              <Notice tone="danger">{t(failure.key, failure.params)}</Notice>
            ) : null}
            <SubmitButton label={t('backoffice:creditPolicy.newDraft')} tone="secondary" />
          </IntentForm>
        ) : null}
      </section>
      {chosen ? (
        <div className="bo-stack bo-mt-16">
          <h2>
            {t('backoffice:creditPolicy.versionName', { version: chosen.version })} ·{' '}
            {t(`backoffice:creditPolicy.statuses.${chosen.status}`)}
          </h2>
          <p>
            <Link to={`/credit-policy/replay?version=${chosen.version}`}>
              {t('backoffice:creditPolicy.replayLink')}
            </Link>
          </p>
          <PolicyChanges policy={chosen} inForce={inForce} />
          <PolicyCutOffs
            policy={chosen}
            editable={canEdit && chosen.status === 'draft' && !chosen.pending}
            failure={failure}
          />
          <PolicyPublication
            policy={chosen}
            userId={userId}
            canEdit={canEdit}
            canApprove={canApprove}
            failure={failure}
          />
          <PolicyRules policy={chosen} />
        </div>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
