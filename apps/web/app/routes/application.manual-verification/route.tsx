import { Card, Link, Stack } from '@lender/ui';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/** application-manual-verification___es: what happens next and how long it takes. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardFlow(request, 'application-manual-verification___es');
  return data(null, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:manualVerification.title');

export default function ManualVerification() {
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:manualVerification.title')}</h1>
      <p className="page-lead">{t('application:manualVerification.text')}</p>
      <Card>
        <Stack gap="4">
          <h2>{t('application:manualVerification.next')}</h2>
          <ol>
            <li>{t('application:manualVerification.step1')}</li>
            <li>{t('application:manualVerification.step2')}</li>
            <li>{t('application:manualVerification.step3')}</li>
          </ol>
          <p>{t('application:manualVerification.time')}</p>
          <p>
            <Link href={pathOf('flow___es')}>{t('application:manualVerification.refresh')}</Link>
          </p>
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
