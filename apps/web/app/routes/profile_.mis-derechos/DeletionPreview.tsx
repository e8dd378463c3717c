import { Alert } from '@lender/ui';
import { useT } from '../../lib/i18n';
import type { DeletionPreviewWords } from './deletion-preview.server';

/**
 * What a cancellation would do with the borrower's data today (issue 51, `client.deletionAssessment`):
 * what goes as soon as the data is blocked, and what stays blocked for the law, why, under which
 * period and law, and until when.
 * Shown above the cancellation form, before the borrower files it; its words come from the loader.
 */
export function DeletionPreview({ preview }: { preview: DeletionPreviewWords }) {
  const t = useT();
  return (
    <section className="rights-deletion" aria-labelledby="deletion-preview-title">
      <h4 id="deletion-preview-title">{t('profile:rights.file.cancellation.assessment.title')}</h4>
      {preview.state === 'anonymised' && preview.anonymisedAt ? (
        <Alert tone="info">
          {t('profile:rights.file.cancellation.assessment.anonymised', { date: preview.anonymisedAt })}
        </Alert>
      ) : preview.state === 'blocked' && preview.blockedAt ? (
        <Alert tone="info">
          {t('profile:rights.file.cancellation.assessment.blocked', { date: preview.blockedAt })}
        </Alert>
      ) : (
        <p>{t('profile:rights.file.cancellation.assessment.intro')}</p>
      )}
      {preview.deletedNow ? (
        <>
          <h5>{preview.deletedNow.title}</h5>
          <ul className="rights-deletion-list">
            {preview.deletedNow.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.kept ? (
        <>
          <h5>{preview.kept.title}</h5>
          {preview.kept.groups.map((group) => (
            <div key={group.items.join()} className="rights-deletion-kept">
              <ul className="rights-deletion-list">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              {group.reasons.map((reason) => (
                <p key={reason} className="rights-meta">
                  {reason}
                </p>
              ))}
              {group.periods.map(({ period, source }) => (
                <p key={period} className="rights-meta">
                  {period} <small>{source}</small>
                </p>
              ))}
              <p className="rights-meta">
                <strong>{group.until}</strong>
              </p>
            </div>
          ))}
          {preview.kept.anonymisedAfter ? <p>{preview.kept.anonymisedAfter}</p> : null}
        </>
      ) : preview.state === 'held' ? (
        <p>{t('profile:rights.file.cancellation.assessment.nothingKept')}</p>
      ) : null}
    </section>
  );
}
