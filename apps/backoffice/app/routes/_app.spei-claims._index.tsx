import { CEP_CLAIM_OUTCOMES, type CepClaimOutcome } from '@lender/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { RegisterFilters } from '../components/case-register';
import { SelectField } from '../components/form';
import { Pager } from '../components/pagination';
import { Badge } from '../components/status';
import { CaptionedTable } from '../components/table-region';
import { centavos, date, dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { type SpeiClaimRow, speiClaimsLoader } from './_app.spei-claims._index.server';

// Issue 52: the SPEI payments borrowers reported ("Ya pagué por SPEI"), each checked against
// Banxico's CEP — applied to the loan, already applied, or an aclaración for customer care — and
// one claim's detail with the CEP Banxico signed, to download.

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.speiClaims'));

export const loader = ({ request }: LoaderFunctionArgs) => speiClaimsLoader(request);

const TONES = { applied: 'success', already_applied: 'neutral', unverified: 'warning' } as const;

/** The outcome in words, with the link to what it made: the payment or the aclaración. */
function Outcome({ claim }: { claim: SpeiClaimRow }) {
  const t = useT();
  return (
    <>
      <Badge tone={TONES[claim.outcome]}>{t(`backoffice:speiClaims.outcomes.${claim.outcome}`)}</Badge>
      {claim.paymentId !== null ? (
        <div>
          <Link to={`/loans/${claim.loanId}?tab=payments`}>
            {t('backoffice:speiClaims.payment', { folio: claim.receiptFolio ?? claim.paymentId })}
          </Link>
        </div>
      ) : null}
      {claim.complaintId !== null ? (
        <div>
          <Link to={`/complaints/${claim.complaintId}`}>
            {t('backoffice:speiClaims.complaint', { folio: claim.caseFolio ?? claim.complaintId })}
          </Link>
        </div>
      ) : null}
    </>
  );
}

/** One claim opened: its banks, the account it was checked against, Banxico's seal and the CEP files. */
function ClaimDetail({ claim }: { claim: SpeiClaimRow }) {
  const t = useT();
  const d = (key: string) => t(`backoffice:speiClaims.detail.${key}` as never);
  return (
    <section className="bo-card bo-stack bo-mb-16" aria-labelledby="claim-detail-title" id="claim-detail">
      <h2 id="claim-detail-title">{d('title')}</h2>
      <dl className="bo-facts">
        <div>
          <dt>{t('backoffice:speiClaims.columns.client')}</dt>
          <dd>
            <Link to={`/clients/${claim.clientId}`}>{claim.clientName}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('backoffice:speiClaims.columns.trackingKey')}</dt>
          <dd>{claim.trackingKey}</dd>
        </div>
        <div>
          <dt>{t('backoffice:speiClaims.columns.amount')}</dt>
          <dd>{centavos(Math.round(claim.amount.amount * 100))}</dd>
        </div>
        <div>
          <dt>{t('backoffice:speiClaims.columns.operationDate')}</dt>
          <dd>{date(claim.date)}</dd>
        </div>
        <div>
          <dt>{t('backoffice:speiClaims.columns.outcome')}</dt>
          <dd>
            <Outcome claim={claim} />
          </dd>
        </div>
        <div>
          <dt>{d('sender')}</dt>
          <dd>{claim.senderBankName}</dd>
        </div>
        <div>
          <dt>{d('receiver')}</dt>
          <dd>{claim.receiverBankName ?? t('backoffice:speiClaims.noBank')}</dd>
        </div>
        <div>
          <dt>{d('account')}</dt>
          <dd>{claim.beneficiaryAccount || d('noAccount')}</dd>
        </div>
        {/* Banxico's seal is one long word of base64: the whole row, broken anywhere. */}
        <div className="bo-span-all">
          <dt>{d('seal')}</dt>
          <dd className={claim.cepSeal ? undefined : 'bo-muted'}>{claim.cepSeal || d('noSeal')}</dd>
        </div>
      </dl>
      <div>
        <h3 className="bo-title-small">{d('files')}</h3>
        {claim.cepXml || claim.cepPdf ? (
          <p className="bo-file-links">
            {claim.cepXml ? (
              <a href={`/spei-claims/${claim.id}/xml`} download>
                {d('xml')}
              </a>
            ) : null}
            {claim.cepPdf ? (
              <a href={`/spei-claims/${claim.id}/pdf`} download>
                {d('pdf')}
              </a>
            ) : null}
          </p>
        ) : (
          <p className="bo-muted">{d('noFiles')}</p>
        )}
      </div>
    </section>
  );
}

export default function SpeiClaims() {
  const { items, filters, pagination, shown } = useLoaderData<typeof loader>();
  const t = useT();
  const { search } = useLocation();
  const c = (key: string) => t(`backoffice:speiClaims.columns.${key}` as never);
  /** This page's URL opening claim `id`'s detail (the filter and the page kept). */
  const showing = (id: number) => {
    const params = new URLSearchParams(search);
    params.set('show', String(id));
    return `?${params.toString()}#claim-detail`;
  };
  const outcomes = CEP_CLAIM_OUTCOMES.map((value: CepClaimOutcome) => ({
    value,
    label: t(`backoffice:speiClaims.outcomes.${value}`),
  }));
  return (
    <>
      <h1>{t('backoffice:speiClaims.title')}</h1>
      <p className="bo-muted">{t('backoffice:speiClaims.intro')}</p>
      <RegisterFilters
        apply={t('backoffice:speiClaims.apply')}
        clear={{ to: '/spei-claims', label: t('backoffice:speiClaims.clear') }}
      >
        <SelectField
          label={t('backoffice:speiClaims.outcome')}
          name="outcome"
          defaultValue={filters.outcome ?? ''}
          options={[{ value: '', label: t('backoffice:speiClaims.allOutcomes') }, ...outcomes]}
        />
      </RegisterFilters>
      {shown ? <ClaimDetail claim={shown} /> : null}
      {items.length > 0 ? <p className="bo-hint">{t('backoffice:speiClaims.showHint')}</p> : null}
      <CaptionedTable
        caption={t('backoffice:speiClaims.title')}
        empty={items.length === 0 ? t('backoffice:speiClaims.empty') : undefined}
      >
        <thead>
          <tr>
            <th scope="col">{c('createdAt')}</th>
            <th scope="col">{c('client')}</th>
            <th scope="col" className="bo-num">
              {c('loan')}
            </th>
            <th scope="col">{c('operationDate')}</th>
            <th scope="col" className="bo-num">
              {c('amount')}
            </th>
            <th scope="col">{c('trackingKey')}</th>
            <th scope="col">{c('banks')}</th>
            <th scope="col">{c('outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((claim) => (
            <tr key={claim.id} className={shown?.id === claim.id ? 'bo-row-current' : undefined}>
              <td className="bo-when">{dateTime(claim.createdAt)}</td>
              <td>
                <Link to={`/clients/${claim.clientId}`}>{claim.clientName}</Link>
              </td>
              <td className="bo-num">
                <Link to={`/loans/${claim.loanId}`}>{claim.loanId}</Link>
              </td>
              <td>{date(claim.date)}</td>
              <td className="bo-num bo-nowrap">{centavos(Math.round(claim.amount.amount * 100))}</td>
              <td className="bo-nowrap">
                {/* The clave de rastreo opens the claim's detail above the list (the filter and page kept). */}
                <Link to={showing(claim.id)} aria-current={shown?.id === claim.id ? 'true' : undefined}>
                  {claim.trackingKey}
                </Link>
              </td>
              <td>
                {t('backoffice:speiClaims.banks', {
                  sender: claim.senderBankName,
                  receiver: claim.receiverBankName ?? t('backoffice:speiClaims.noBank'),
                })}
              </td>
              <td>
                <Outcome claim={claim} />
              </td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      {pagination && items.length > 0 ? <Pager info={pagination} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
