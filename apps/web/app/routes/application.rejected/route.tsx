import { Card, Link, Stack } from '@lender/ui';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';

/** application-rejected___es: the reason in plain words and the day the borrower may apply again. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, flow } = await guardFlow(request, 'application-rejected___es');
  // The API keeps a client on `reject_page` only until the cool-off ends (its clock, not ours), so
  // the day it gives is always the one to show.
  return data({ reapplyFrom: flow?.reapplyFrom ?? null }, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:rejected.title');

export default function Rejected() {
  const { reapplyFrom } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:rejected.title')}</h1>
      <Card>
        <Stack gap="4">
          <p>{t('application:rejected.reason')}</p>
          {reapplyFrom ? (
            <p data-testid="reapply-from">
              <strong>{t('application:rejected.reapplyFrom', { date: reapplyFrom })}</strong>
            </p>
          ) : null}
          <p>{t('application:rejected.tips')}</p>
          <p>
            <Link href="/">{t('application:rejected.home')}</Link>
          </p>
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
