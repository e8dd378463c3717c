import { keptDocumentHref } from '../lib/document-links';
import { useT } from '../lib/i18n';

/** A signed document as the loan and profile loaders give it. */
export interface SignedDocument {
  id: number;
  title: string;
  createdAt: string;
}

/**
 * The client's signed documents as plain download links to their resource route (issue 47), or
 * the empty line.
 */
export function SignedDocuments({
  documents,
  empty,
}: {
  documents: readonly SignedDocument[];
  empty: string;
}) {
  const t = useT();
  if (documents.length === 0) return <p>{empty}</p>;
  return (
    <ul className="link-list">
      {documents.map((document) => (
        <li key={document.id}>
          <a href={keptDocumentHref(document.id)} download>
            {t('loan:documents.download', { name: document.title })}
          </a>{' '}
          · {t('loan:documents.signedOn', { date: document.createdAt })}
        </li>
      ))}
    </ul>
  );
}
