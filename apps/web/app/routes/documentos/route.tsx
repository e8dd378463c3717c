import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContentPage } from '../../components/ContentPage';
import { useT } from '../../lib/i18n';
import { apiFor } from '../../lib/session.server';
import { pageTitle } from '../../lib/titles';

/** `/documentos`: the public documents from the API, each with its PDF (spec §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await apiFor(request);
  const list = await ctx.api.public.documentList();
  if (!list.success) throw data(null, { status: 503 });
  return list.data;
}

const PAGES: Record<string, string> = {
  privacy_notice: '/aviso-de-privacidad',
  terms_and_conditions: '/terminos-y-condiciones',
};

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('common:nav.documents');

export default function Documents() {
  const docs = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <ContentPage title={t('common:nav.documents')} lead={t('common:documentsPage.lead')}>
      <ul className="doc-list">
        {docs.map((doc) => (
          <li key={doc.id}>
            <span className="doc-title">{doc.title}</span>
            <span className="doc-links">
              {PAGES[doc.id] ? <a href={PAGES[doc.id]}>{t('common:documentsPage.read')}</a> : null}
              <a href={`/web/public/documents/${doc.id}/pdf`}>
                {t('common:documentsPage.pdf')} <span className="visually-hidden">{doc.title}</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
