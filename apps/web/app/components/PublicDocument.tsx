import type { PublicDocumentPage } from '@lender/contracts';
import { formatDate } from '@lender/i18n';
import { useT } from '../lib/i18n';

/** A public document (its legal wording as the API serves it) with its PDF. */
export function PublicDocument({ doc }: { doc: PublicDocumentPage }) {
  const t = useT();
  return (
    <article className="legal">
      <p className="legal-meta">
        {t('common:legal.updatedOn', { date: formatDate(doc.updatedOn) })} ·{' '}
        <a href={`/web/public/documents/${doc.id}/pdf`}>{t('common:legal.pdf')}</a>
      </p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
