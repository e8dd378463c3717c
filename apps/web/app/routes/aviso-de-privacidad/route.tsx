import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContentPage } from '../../components/ContentPage';
import { PublicDocument } from '../../components/PublicDocument';
import { useT } from '../../lib/i18n';
import { loadPublicDocument } from '../../lib/lending.server';
import { titled, titleWords } from '../../lib/titles';

/** The document's own title, with the company's name (issue 47). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  titled(data?.title ?? titleWords()('common:privacy.title'), matches);

/** The privacy notice (LFPDPPP 2025): the simplified notice first, then the full one from the API. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadPublicDocument(request, 'privacy_notice');
}

export default function Privacy() {
  const doc = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <ContentPage title={t('common:privacy.title')}>
      <section className="notice-box" aria-labelledby="simplified">
        <h2 id="simplified">{t('common:privacy.simplifiedTitle')}</h2>
        <p>{t('common:privacy.simplified1')}</p>
        <p>{t('common:privacy.simplified2')}</p>
        <p>{t('common:privacy.simplified3')}</p>
      </section>
      <h2>{doc.title}</h2>
      <PublicDocument doc={doc} />
    </ContentPage>
  );
}
