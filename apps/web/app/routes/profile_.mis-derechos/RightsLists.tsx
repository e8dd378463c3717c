import type { ArcoRequest, ClientComplaint } from '@lender/contracts';
import { Link } from '@lender/ui';
import { useT } from '../../lib/i18n';
import { SITE_PATHS } from '../../paths';

/** Where a completed access request's archive downloads. */
const archiveHref = (id: number) => SITE_PATHS.profileRightsArchive.replace(':id', String(id));

/** What a request asks, in a line: the right, and an opposition's purpose or the data to correct. */
function RequestSubject({ request }: { request: ArcoRequest }) {
  const t = useT();
  const detail =
    request.purpose !== null
      ? t(`profile:rights.purposes.${request.purpose}`)
      : request.changes
        ? request.changes
            .map((change) => `${t(`profile:rights.fields.${change.field}`)}: ${change.value}`)
            .join('; ')
        : null;
  return (
    <>
      <strong>{t(`profile:rights.rights.${request.right}`)}</strong>
      {detail ? <span className="rights-detail"> — {detail}</span> : null}
    </>
  );
}

/** One request: folio, state, the deadline it runs against, the answer and the archive when ready. */
function RequestItem({ request }: { request: ArcoRequest }) {
  const t = useT();
  const late = request.answerOverdue || request.actOverdue;
  return (
    <li className="rights-item" data-testid="arco-request">
      <p className="rights-item-head">
        <span>{t('profile:rights.requests.folio', { folio: request.folio })}</span>
        <span className="rights-status">{t(`profile:rights.requests.statuses.${request.status}`)}</span>
      </p>
      <p>
        <RequestSubject request={request} />
      </p>
      <p className="rights-meta">{t('profile:rights.requests.received', { date: request.receivedAt })}</p>
      {request.status === 'received' && !request.identityVerified ? (
        <p className="rights-meta">{t('profile:rights.requests.checkingId')}</p>
      ) : null}
      {request.status === 'received' ? (
        <p>{t('profile:rights.requests.answerBy', { date: request.answerDueDate })}</p>
      ) : null}
      {request.status === 'answered' && request.actDueDate ? (
        <p>{t('profile:rights.requests.actBy', { date: request.actDueDate })}</p>
      ) : null}
      {late && request.nextDueDate ? (
        <p className="rights-late">{t('profile:rights.requests.late')}</p>
      ) : null}
      {request.answeredAt && request.answerText ? (
        <div className="rights-answer">
          <p>{t('profile:rights.requests.answered', { date: request.answeredAt })}</p>
          {request.denialReason ? (
            <p>
              {t('profile:rights.requests.deniedBecause', {
                reason: t(`profile:rights.denialReasons.${request.denialReason}`),
              })}
            </p>
          ) : null}
          <p className="rights-quote">{request.answerText}</p>
        </div>
      ) : null}
      {request.completedAt ? (
        <p>{t('profile:rights.requests.completed', { date: request.completedAt })}</p>
      ) : null}
      {request.archiveAvailableUntil ? (
        <p>
          <Link href={archiveHref(request.id)} download>
            {t('profile:rights.requests.archive')}
          </Link>{' '}
          <span className="rights-meta">
            {t('profile:rights.requests.archiveUntil', { date: request.archiveAvailableUntil })}
          </span>
        </p>
      ) : null}
    </li>
  );
}

/** The borrower's ARCO requests, newest first. */
export function RequestList({ requests }: { requests: readonly ArcoRequest[] }) {
  const t = useT();
  if (requests.length === 0) return <p>{t('profile:rights.requests.empty')}</p>;
  return (
    <ul className="rights-list">
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}

/** The borrower's complaints to the UNE, newest first, with the answer once resolved. */
export function ComplaintList({ complaints }: { complaints: readonly ClientComplaint[] }) {
  const t = useT();
  if (complaints.length === 0) return <p>{t('profile:rights.complaints.empty')}</p>;
  return (
    <ul className="rights-list">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="rights-item" data-testid="complaint">
          <p className="rights-item-head">
            <span>{t('profile:rights.complaints.folio', { folio: complaint.folio })}</span>
            <span className="rights-status">
              {t(`profile:rights.complaints.statuses.${complaint.status}`)}
            </span>
          </p>
          <p>
            <strong>{t(`profile:rights.complaints.causes.${complaint.cause}`)}</strong>
          </p>
          <p className="rights-meta">
            {t('profile:rights.complaints.received', { date: complaint.receivedAt })}
          </p>
          {complaint.status === 'resolved' ? (
            <div className="rights-answer">
              <p>{t('profile:rights.complaints.answer')}</p>
              <p className="rights-quote">{complaint.resolutionText}</p>
            </div>
          ) : (
            <p>{t('profile:rights.complaints.dueBy', { date: complaint.dueDate })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
