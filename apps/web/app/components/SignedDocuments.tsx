import { useT } from '../lib/i18n';

/** A signed document as the loan and profile loaders give it. */
export interface SignedDocument {
  id: number | string;
  title: string;
  createdAt: string;
}

/** The client's signed documents as download links (`?document=<id>` on `href`), or the empty line. */
export function SignedDocuments({
  documents,
  href,
  empty,
}: {
  documents: readonly SignedDocument[];
  href: string;
  empty: string;
}) {
  const t = useT();
  if (documents.length === 0) return <p>{empty}</p>;
  return (
    <ul className="link-list">
      {documents.map((document) => (
        <li key={document.id}>
          <a href={`${href}?document=${document.id}`} download>
            {t('loan:documents.download', { name: document.title })}
          </a>{' '}
          · {t('loan:documents.signedOn', { date: document.createdAt })}
        </li>
      ))}
    </ul>
  );
}
