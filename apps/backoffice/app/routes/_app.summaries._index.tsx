import type { MessageKey } from '@lender/i18n';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { pageTitle, useT } from '../i18n';
import { requireAdmin } from '../server/auth.server';
import { readableSummaries } from '../server/summaries.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.summaries'));

/** `GET /summaries`: the summary tables the user's role may read (`SUMMARY_TABLES` of the contracts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const tables = readableSummaries(admin).map(({ slug, titleKey, descriptionKey }) => ({
    slug,
    titleKey,
    descriptionKey,
  }));
  return data({ tables }, { headers: admin.headers });
}

export default function Summaries() {
  const { tables } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('backoffice:summaries.title')}</h1>
      {tables.length === 0 ? (
        <p className="bo-muted">{t('backoffice:summaries.none')}</p>
      ) : (
        <ul className="bo-summary-list">
          {tables.map((table) => (
            <li key={table.slug}>
              <Link to={`/summaries/${table.slug}`}>{t(`backoffice:${table.titleKey}` as MessageKey)}</Link>
              <p className="bo-muted">{t(`backoffice:${table.descriptionKey}` as MessageKey)}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
