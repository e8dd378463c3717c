import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContentPage } from '../../components/ContentPage';
import { PublicDocument } from '../../components/PublicDocument';
import { loadPublicDocument } from '../../lib/lending.server';
import { titled, titleWords } from '../../lib/titles';

/** The document's own title, with the company's name (issue 47). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  titled(data?.title ?? titleWords()('common:footer.terms'), matches);

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPublicDocument(request, 'terms_and_conditions');
}

export default function Terms() {
  const doc = useLoaderData<typeof loader>();
  return (
    <ContentPage title={doc.title}>
      <PublicDocument doc={doc} />
    </ContentPage>
  );
}
