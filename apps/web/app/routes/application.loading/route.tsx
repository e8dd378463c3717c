import { Alert, Card, ProgressBar, Stack } from '@lender/ui';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { followFlow } from '../../lib/lending.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/** Spec §4: the progress rises by 30 or 45 per look, up to 100 (§9 total 100). */
export function nextProgress(current: number, attempt: number): number {
  return Math.min(100, current + (attempt % 2 === 0 ? 30 : 45));
}

const POLL_MS = 3000;

/**
 * application-loading___es: runs the decision (`PUT finish`, for first and repeat clients alike: a
 * repeat client's application was decided when created and `finish` just answers its step), then
 * sends the client where the flow says. Until then the page shows the progress and looks again,
 * by itself with JavaScript, with the refresh link without it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const here = pathOf('application-loading___es');
  const { ctx } = await guardFlow(request, 'application-loading___es');
  const url = new URL(request.url);
  const attempt = Math.max(0, Math.min(50, Number(url.searchParams.get('attempt')) || 0));
  const progress = Math.max(0, Math.min(100, Number(url.searchParams.get('progress')) || 0));
  await ctx.api.client.finish();
  await followFlow(ctx, here);
  const next = nextProgress(progress, attempt);
  return data(
    { progress: next, refresh: `${here}?attempt=${attempt + 1}&progress=${next}` },
    { headers: await ctx.headers() },
  );
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:loading.title');

export default function Loading() {
  const { progress, refresh } = useLoaderData<typeof loader>();
  const t = useT();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (revalidator.state === 'idle') window.location.replace(refresh);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [refresh, revalidator.state]);
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:loading.title')}</h1>
      <p className="page-lead">{t('application:loading.text')}</p>
      <Card>
        <Stack gap="4">
          <ProgressBar value={progress} label={t('application:loading.progress')} showValue />
          <p aria-live="polite">{t('application:loading.percent', { percent: progress })}</p>
          {progress >= 100 ? <Alert tone="info">{t('application:loading.stillWorking')}</Alert> : null}
          <p>
            <RemixLink to={refresh} reloadDocument>
              {t('application:loading.refresh')}
            </RemixLink>
          </p>
          <noscript>
            <p>{t('application:loading.noScript')}</p>
          </noscript>
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
