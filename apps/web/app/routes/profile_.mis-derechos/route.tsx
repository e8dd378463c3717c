import { Alert, Card, Link, Stack } from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';
import { BureauForm, ComplaintForm } from './ComplaintForms';
import { AcceptedDocuments, Consents } from './ConsentsSection';
import { RightsForms } from './RightsForms';
import { ComplaintList, RequestList } from './RightsLists';
import { fileRight, loadRights, type RightsResult } from './rights.server';

/**
 * `/profile/mis-derechos` (issue 51): the borrower's rights over their data in one page — their
 * ARCO requests (folio, state, deadline, answer, the access archive), filing one, a complaint to
 * the UNE or a dispute of a credit-bureau record, the versions of what they accepted, and their
 * consents with the withdrawal of the voluntary ones. Every form posts without JavaScript.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadRights(request);
export const action = ({ request }: ActionFunctionArgs) => fileRight(request);

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:rights.title');

/** What came back after a success: the request or complaint filed, or the consent withdrawn. */
function Done({ folio, withdrawn }: { folio: string | null; withdrawn: string | null }) {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const request = folio ? d.requests.find((item) => item.folio === folio) : undefined;
  const complaint = folio ? d.complaints.find((item) => item.folio === folio) : undefined;
  const message = request
    ? t('profile:rights.filed', { folio: request.folio, date: request.answerDueDate })
    : complaint
      ? t('profile:rights.complaintFiled', { folio: complaint.folio, date: complaint.dueDate })
      : withdrawn
        ? t('profile:rights.withdrawn')
        : null;
  return message ? (
    <Alert tone="success" role="status">
      {message}
    </Alert>
  ) : null;
}

export default function Rights() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as RightsResult | undefined;
  const t = useT();
  const { hasActiveLoan: _hasActiveLoan, ...held } = d.me;
  // Issue 66: "Presentar una queja" on a collection contact of my loan opens this form filled in.
  const [search] = useSearchParams();
  const prefill = Object.fromEntries(
    (['kind', 'cause', 'loanId', 'description'] as const).flatMap((field) => {
      const value = search.get(field);
      return value ? [[field, value.slice(0, 2000)]] : [];
    }),
  );
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:rights.title')}</h1>
      <p className="page-lead">{t('profile:rights.lead')}</p>
      <Stack gap="6">
        {/* A form just refused: the earlier success the URL still carries is not news. */}
        {result ? null : <Done folio={d.folio} withdrawn={d.withdrawn} />}
        <Card title={t('profile:rights.requests.title')}>
          <p>{t('profile:rights.requests.text')}</p>
          <RequestList requests={d.requests} />
        </Card>
        <Card title={t('profile:rights.file.title')}>
          <p>{t('profile:rights.file.text')}</p>
          <RightsForms
            result={result}
            held={held}
            hasActiveLoan={d.me.hasActiveLoan}
            deletion={d.deletion}
            choices={d.choices}
          />
        </Card>
        <Card title={t('profile:rights.complaints.title')}>
          <p>{t('profile:rights.complaints.text')}</p>
          <ComplaintList complaints={d.complaints} />
          <div id="queja">
            <ComplaintForm result={result} loans={d.loans} choices={d.choices} prefill={prefill} />
          </div>
        </Card>
        <Card title={t('profile:rights.bureau.title')}>
          <p>{t('profile:rights.bureau.text')}</p>
          <BureauForm result={result} loans={d.loans} />
        </Card>
        <AcceptedDocuments consents={d.consents} />
        <Consents consents={d.consents} marketingOptIn={d.marketingOptIn} />
      </Stack>
      <p>
        <Link href={pathOf('profile___es')}>{t('profile:title')}</Link>
      </p>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
