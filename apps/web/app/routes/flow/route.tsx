import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';

/** `/flow` dispatches to the page of the client's step (spec §2, §4); the guard throws the redirect. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { decision } = await guardFlow(request, 'flow___es');
  return { reason: decision.type === 'stay' ? decision.reason : decision.type };
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('common:flow.title');

export default function Flow() {
  useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('common:flow.title')}</h1>
      <p className="page-lead">{t('common:flow.text')}</p>
      <p>
        <a className="text-link" href="/flow">
          {t('common:actions.retry')}
        </a>
      </p>
    </main>
  );
}
