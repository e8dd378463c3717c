import { Card, Link, Stack } from '@lender/ui';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DecisionReasons } from '../../components/DecisionReasons';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { readReasonWords, reasonHeadings } from '../../lib/lending.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';

/**
 * application-rejected___es: what weighed in plain words, what the borrower can do, and when they
 * may apply again (issue 52: the wait of the rejection's reasons, `client.decisionReasons`). Without
 * reasons (the API failed) the general words and the flow's cool-off date stand in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, flow } = await guardFlow(request, 'application-rejected___es');
  const reasons = await readReasonWords(ctx, true);
  return data(
    { reapplyFrom: flow?.reapplyFrom ?? null, reasons, headings: reasonHeadings() },
    { headers: await ctx.headers() },
  );
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:rejected.title');

export default function Rejected() {
  const { reapplyFrom, reasons, headings } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:rejected.title')}</h1>
      <Card>
        <Stack gap="4">
          {reasons && reasons.reasons.length > 0 ? (
            <DecisionReasons words={reasons} headings={headings} />
          ) : (
            <p>{t('application:rejected.reason')}</p>
          )}
          {reasons?.reapply && reasons.reasons.length > 0 ? null : reapplyFrom ? (
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
