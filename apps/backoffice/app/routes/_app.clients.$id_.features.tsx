import { fullNameOf } from '@lender/contracts';
import type { ClientBehaviour } from '@lender/contracts/back-office';
import type { MessageKey } from '@lender/i18n';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { RecordTable as Table } from '../components/record-table';
import { Badge, StatusBadge } from '../components/status';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';

// Issue 18: a client's behavioural features — per scoring dataset, what the collector's ingest
// computed (never what was typed), the consent they were collected with, the configuration switch
// and what each decision did with them. Read with `clients.read`, like the client page's tabs.

type Dataset = ClientBehaviour['datasets'][number];
type Features = NonNullable<Dataset['features']>;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? (t) => t('backoffice:features.title', { name: data.name }) : undefined);

function clientId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('not found', { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'clients.read');
  const id = clientId(params);
  const [detail, behaviour] = await Promise.all([
    readable(admin.api.backOffice.client({ params: { id } })),
    readable(admin.api.backOffice.clientFeatures({ params: { id } })),
  ]);
  if (!detail.success) throw failureResponse(detail);
  if (!behaviour.success) throw failureResponse(behaviour);
  return data(
    { id, name: fullNameOf(detail.data.profile) || `#${id}`, behaviour: behaviour.data },
    { headers: admin.headers },
  );
}

/** A duration in seconds with one decimal, or a dash. */
function seconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '—' : (ms / 1000).toFixed(1);
}

function number(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined ? '—' : value.toFixed(digits);
}

export default function ClientFeaturesPage() {
  const { id, name, behaviour } = useLoaderData<typeof loader>();
  const t = useT();
  const { consent } = behaviour;
  return (
    <>
      <section className="bo-record-header" aria-labelledby="features-title">
        <p>
          <Link to={`/clients/${id}`}>{t('backoffice:features.back')}</Link>
        </p>
        <h1 id="features-title">{t('backoffice:features.title', { name })}</h1>
        <p className="bo-muted">{t('backoffice:features.lead')}</p>
      </section>

      <section aria-labelledby="consent-title">
        <h2 id="consent-title">{t('backoffice:features.consentTitle')}</h2>
        <p data-testid="behaviour-consent">
          {consent.given
            ? t('backoffice:features.consentGiven', {
                date: dateTime(consent.since),
                count: consent.datasets,
              })
            : t('backoffice:features.consentNone')}
        </p>
        <h2 id="switch-title">{t('backoffice:features.switchTitle')}</h2>
        <p data-testid="behaviour-switch">
          {behaviour.decisionInput ? t('backoffice:features.switchOn') : t('backoffice:features.switchOff')}
        </p>
      </section>

      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('backoffice:features.sessionsTitle')}</h2>
        {behaviour.datasets.length === 0 ? (
          <p className="bo-muted">{t('backoffice:features.noSessions')}</p>
        ) : (
          behaviour.datasets.map((dataset) => <DatasetCard key={dataset.referenceNumber} dataset={dataset} />)
        )}
      </section>

      <section aria-labelledby="decisions-title">
        <h2 id="decisions-title">{t('backoffice:features.decisionsTitle')}</h2>
        {behaviour.decisions.length === 0 ? (
          <p className="bo-muted">{t('backoffice:features.noDecisions')}</p>
        ) : (
          <Table
            caption={t('backoffice:features.decisionsTitle')}
            head={[
              t('backoffice:features.application'),
              t('backoffice:features.decidedAt'),
              t('backoffice:features.outcome'),
              t('backoffice:features.use'),
              t('backoffice:features.dataset'),
            ]}
            numeric={[0]}
            rows={behaviour.decisions.map((decision) => [
              decision.applicationId,
              dateTime(decision.decidedAt),
              <StatusBadge key="o" kind="application" status={decision.outcome} />,
              <span key="u">
                {t(`backoffice:features.uses.${decision.use}` as MessageKey)}
                {decision.signal && decision.signal.reasons.length > 0 ? (
                  <>
                    {': '}
                    {decision.signal.reasons.map((reason) => reasonText(t, reason)).join('; ')}
                  </>
                ) : null}
              </span>,
              decision.referenceNumber ?? '—',
            ])}
          />
        )}
      </section>
    </>
  );
}

type T = ReturnType<typeof useT>;

function reasonText(t: T, reason: { code: string; params: Record<string, string | number> }): string {
  const key = reason.code.replace(/^behaviour\./, '');
  return ['identityPasted', 'deviceChanged', 'uniformTyping', 'tooFast'].includes(key)
    ? t(`backoffice:features.reasons.${key}` as MessageKey, reason.params)
    : reason.code;
}

function DatasetCard({ dataset }: { dataset: Dataset }) {
  const t = useT();
  const headingId = `session-${dataset.referenceNumber}`;
  const features = dataset.features;
  return (
    <article className="bo-card" aria-labelledby={headingId} data-testid="behaviour-session">
      <h3 id={headingId}>
        {t('backoffice:features.session', { reference: dataset.referenceNumber })}{' '}
        <Badge
          tone={dataset.state === 'complete' ? 'success' : dataset.state === 'open' ? 'info' : 'neutral'}
        >
          {t(`backoffice:features.states.${dataset.state}` as MessageKey)}
        </Badge>
        {dataset.signal ? (
          <>
            {' '}
            <Badge tone={dataset.signal.flag === 'review' ? 'warning' : 'success'}>
              {t('backoffice:features.signal')}:{' '}
              {t(`backoffice:features.flags.${dataset.signal.flag}` as MessageKey)}
            </Badge>
          </>
        ) : null}
      </h3>
      <dl className="bo-facts">
        <Fact label={t('backoffice:features.partner')} value={dataset.partner} />
        <Fact label={t('backoffice:features.started')} value={dateTime(dataset.createdAt)} />
        <Fact label={t('backoffice:features.completed')} value={dateTime(dataset.completedAt)} />
        <Fact label={t('backoffice:features.chunks')} value={String(dataset.chunkCount)} />
      </dl>
      {dataset.rawPurged ? <p className="bo-muted">{t('backoffice:features.purged')}</p> : null}
      {features ? <FeatureFacts features={features} /> : <p>{t('backoffice:features.pending')}</p>}
      {dataset.signal && dataset.signal.reasons.length > 0 ? (
        <ul>
          {dataset.signal.reasons.map((reason) => (
            <li key={reason.code}>{reasonText(t, reason)}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function FeatureFacts({ features }: { features: Features }) {
  const t = useT();
  const s = (ms: number | null) => t('backoffice:features.seconds', { value: seconds(ms) });
  const consistency = features.deviceConsistency;
  const device = features.device;
  return (
    <>
      <dl className="bo-facts" data-testid="behaviour-features">
        <Fact label={t('backoffice:features.timeToComplete')} value={s(features.timeToCompleteMs)} />
        <Fact label={t('backoffice:features.activeTime')} value={s(features.activeMs)} />
        <Fact label={t('backoffice:features.fieldsTouched')} value={String(features.fieldsTouched)} />
        <Fact label={t('backoffice:features.corrections')} value={String(features.corrections)} />
        <Fact label={t('backoffice:features.correctionRate')} value={number(features.correctionRate, 2)} />
        <Fact label={t('backoffice:features.pastes')} value={String(features.pasteCount)} />
        <Fact label={t('backoffice:features.pastesIdentity')} value={String(features.pasteCountIdentity)} />
        <Fact label={t('backoffice:features.autofill')} value={String(features.autofillCount)} />
        <Fact label={t('backoffice:features.firstKey')} value={s(features.hesitation.medianFirstKeyMs)} />
        <Fact label={t('backoffice:features.longPauses')} value={String(features.hesitation.longPauses)} />
        <Fact label={t('backoffice:features.hidden')} value={String(features.hiddenCount)} />
        <Fact
          label={t('backoffice:features.pointer')}
          value={t('backoffice:features.pointerValue', {
            moves: features.pointer.moves,
            clicks: features.pointer.clicks,
            touch: features.pointer.touchClicks,
            scrolls: features.pointer.scrolls,
          })}
        />
        <Fact
          label={t('backoffice:features.device')}
          value={
            device
              ? t('backoffice:features.deviceValue', {
                  screen: `${device.screen.w}×${device.screen.h}`,
                  language: device.language,
                  timeZone: device.timeZone,
                })
              : '—'
          }
        />
        <Fact
          label={t('backoffice:features.consistency')}
          value={t(`backoffice:features.consistencies.${consistency.status}` as MessageKey, {
            changed: consistency.changed.join(', '),
          })}
        />
      </dl>
      <Table
        caption={t('backoffice:features.typingTitle')}
        head={[
          t('backoffice:features.fieldClass'),
          t('backoffice:features.keys'),
          t('backoffice:features.speed'),
          t('backoffice:features.interval'),
          t('backoffice:features.variance'),
        ]}
        numeric={[1, 2, 3, 4]}
        rows={Object.entries(features.typing)
          .filter(([, stats]) => stats.keys > 0)
          .map(([fieldClass, stats]) => [
            t(`backoffice:features.fieldClasses.${fieldClass}` as MessageKey),
            String(stats.keys),
            number(stats.charsPerMinute),
            number(stats.meanIntervalMs),
            number(stats.stdDevIntervalMs),
          ])}
      />
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
