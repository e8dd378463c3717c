import { PUBLIC_DOCUMENT_IDS, type PublicDocumentId } from '@lender/contracts';
import { formatDateTime, formatPesos } from '@lender/i18n';
import { Barcode, Button } from '@lender/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PublicDocument } from '../../components/PublicDocument';
import { useT } from '../../lib/i18n';
import { loadPublicDocument } from '../../lib/lending.server';
import { titled, titleWords } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';

/**
 * `/print` (spec §2): a printable view of a public document (`?document=privacy_notice`) or of a
 * cash-payment reference (`?reference=…&amount=…&expiresAt=…&brand=…`, as `openPay/getBarcode` answers).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const document = q.get('document');
  if (document) {
    if (!(PUBLIC_DOCUMENT_IDS as readonly string[]).includes(document)) throw data(null, { status: 404 });
    return {
      kind: 'document' as const,
      doc: await loadPublicDocument(request, document as PublicDocumentId),
    };
  }
  const reference = q.get('reference') ?? '';
  const amount = Number(q.get('amount'));
  if (!/^[A-Za-z0-9-]{6,40}$/.test(reference) || !Number.isFinite(amount) || amount <= 0) {
    throw data(null, { status: 404 });
  }
  return {
    kind: 'reference' as const,
    reference,
    amount,
    expiresAt: q.get('expiresAt'),
    brand: (q.get('brand') ?? '').slice(0, 40),
  };
}

/** The page's title (issue 47): the document's own, or the reference's heading, with the company's name. */
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  titled(d?.kind === 'document' ? d.doc.title : titleWords()('common:print.referenceTitle'), matches);

export default function Print() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="page page-text print-page">
      <p className="no-print">
        <Button variant="secondary" onPress={() => window.print()}>
          {t('common:actions.print')}
        </Button>
      </p>
      {d.kind === 'document' ? (
        <>
          <h1 className="page-title">{d.doc.title}</h1>
          <PublicDocument doc={d.doc} />
        </>
      ) : (
        <section>
          <h1 className="page-title">{t('common:print.referenceTitle')}</h1>
          <p className="page-lead">
            {t('common:print.referenceText', { brand: d.brand || t('common:print.anyStore') })}
          </p>
          <dl className="facts">
            <div>
              <dt>{t('common:print.amount')}</dt>
              <dd className="money">{formatPesos(d.amount)}</dd>
            </div>
            <div>
              <dt>{t('common:print.reference')}</dt>
              <dd className="tabular">{d.reference}</dd>
            </div>
            {d.expiresAt ? (
              <div>
                <dt>{t('common:print.expires')}</dt>
                <dd>{formatDateTime(d.expiresAt)}</dd>
              </div>
            ) : null}
          </dl>
          <Barcode value={d.reference} />
        </section>
      )}
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
