import type { AdminDocument, ClientDocumentType } from '@lender/contracts';
import { useRef } from 'react';
import { dateTime } from '../format';
import { useT } from '../i18n';
import { codeWords } from './codes';

// The ID and the selfie of a manual case as thumbnails that open full size in the page (issue 48),
// the other documents as links. Core serves a HEIC as a JPEG, so every photo is an <img>.

/** The photos an analyst compares, in the order they are shown. */
const PHOTOS: readonly ClientDocumentType[] = ['id_front', 'id_back', 'selfie'];

/** A signed link is taken anew this long before it expires (it works five minutes). */
const RENEW_BEFORE_MS = 60_000;

/**
 * The documents' links, kept while they work: the queue refreshes its data every few seconds and
 * each answer signs new links, which would load every image again. A link is replaced only when it
 * is about to expire.
 */
function useStableLinks(documents: readonly AdminDocument[]): Map<number, string> {
  const kept = useRef(new Map<number, { url: string; expiresAt: number }>());
  const now = Date.now();
  const links = new Map<number, string>();
  for (const document of documents) {
    if (!document.url) continue;
    const old = kept.current.get(document.id);
    if (old && old.expiresAt - now > RENEW_BEFORE_MS) {
      links.set(document.id, old.url);
      continue;
    }
    const expiresAt = document.urlExpiresAt ? Date.parse(document.urlExpiresAt) : now;
    kept.current.set(document.id, { url: document.url, expiresAt });
    links.set(document.id, document.url);
  }
  return links;
}

function Photo({ document, url, clientName }: { document: AdminDocument; url: string; clientName: string }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const name = codeWords.of(t, 'clientDocument', document.type);
  const titleId = `document-${document.id}-title`;
  return (
    <figure className="bo-case-photo">
      <button
        type="button"
        className="bo-case-thumb"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        aria-label={t('backoffice:review.documents.open', { document: name })}
      >
        <img src={url} alt="" loading="lazy" decoding="async" />
      </button>
      <figcaption>
        <span className="bo-case-photo-name">{name}</span>
        <span className="bo-muted">{dateTime(document.uploadedAt)}</span>
      </figcaption>
      <dialog ref={dialog} className="bo-case-viewer" aria-labelledby={titleId}>
        <div className="bo-case-viewer-bar">
          <h3 id={titleId}>
            {t('backoffice:review.documents.dialog', { document: name, name: clientName })}
          </h3>
          <a href={url} target="_blank" rel="noreferrer">
            {t('backoffice:review.documents.newTab')}
          </a>
          <form method="dialog">
            <button type="submit" className="bo-button bo-button-secondary bo-button-small">
              {t('backoffice:review.documents.close')}
            </button>
          </form>
        </div>
        <img src={url} alt={`${name} · ${clientName}`} className="bo-case-viewer-image" />
      </dialog>
    </figure>
  );
}

/** The ID's front and back and the selfie (the newest of each), then any other document. */
export function CaseDocuments({
  documents,
  clientName,
}: {
  documents: readonly AdminDocument[];
  clientName: string;
}) {
  const t = useT();
  const links = useStableLinks(documents);
  const newest = (type: ClientDocumentType) => documents.find((document) => document.type === type);
  const others = documents.filter((document) => !PHOTOS.includes(document.type));
  return (
    <>
      <div className="bo-case-photos">
        {PHOTOS.map((type) => {
          const document = newest(type);
          const url = document ? links.get(document.id) : undefined;
          const name = codeWords.of(t, 'clientDocument', type);
          if (!document || !url) {
            return (
              <p key={type} className="bo-case-photo bo-case-photo-missing">
                {t('backoffice:review.documents.missing', { document: name })}
              </p>
            );
          }
          return document.contentType.startsWith('image/') ? (
            <Photo key={type} document={document} url={url} clientName={clientName} />
          ) : (
            <p key={type} className="bo-case-photo bo-case-photo-missing">
              <a href={url} target="_blank" rel="noreferrer">
                {t('backoffice:review.documents.pdf', { document: name })}
              </a>
            </p>
          );
        })}
      </div>
      {others.length > 0 ? (
        <p className="bo-case-others">
          <span className="bo-muted">{t('backoffice:review.documents.other')}:</span>{' '}
          {others.map((document, index) => {
            const url = links.get(document.id);
            const name = codeWords.of(t, 'clientDocument', document.type);
            return (
              <span key={document.id}>
                {index > 0 ? ' · ' : null}
                {url ? (
                  <a href={url} target="_blank" rel="noreferrer">
                    {name}
                  </a>
                ) : (
                  name
                )}
              </span>
            );
          })}
        </p>
      ) : null}
    </>
  );
}
