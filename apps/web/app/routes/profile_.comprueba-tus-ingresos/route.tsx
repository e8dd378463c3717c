import { Alert, Card, Link, Stack } from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PayrollCfdiForm } from '../../components/PayrollCfdiForm';
import { useT } from '../../lib/i18n';
import { CFDIS_FIELD } from '../../lib/payroll-cfdi-limits';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf, SITE_PATHS } from '../../paths';
import { ProvenIncomeCard } from './ProvenIncomeCard';
import { loadProvenIncome, type ProvenIncomeResult, uploadProvenIncome } from './proven-income.server';

/**
 * `/profile/comprueba-tus-ingresos` (issue 67 point 6, ADR 333): the borrower uploads the XML of
 * their last three payroll CFDIs and reads the income they prove — a month's income, the
 * employer's RFC, how often and on which days they are paid, the confidence, and each CFDI read.
 * A refusal (an altered stamp, another person's RFC, a CFDI cancelled at SAT, not a payroll CFDI,
 * more than three files, a file too large) is said on the field. A plain multipart form: it posts
 * without JavaScript.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadProvenIncome(request);
export const action = ({ request }: ActionFunctionArgs) => uploadProvenIncome(request);

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:provenIncome.title');

export default function ProvenIncomePage() {
  const { proof, hasRfc } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ProvenIncomeResult | undefined;
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:provenIncome.title')}</h1>
      <p className="page-lead">{t('profile:provenIncome.lead')}</p>
      <Stack gap="6">
        {result?.done ? (
          <Alert tone="success" role="status">
            {t('profile:provenIncome.done')}
          </Alert>
        ) : null}
        {hasRfc ? null : (
          <Alert tone="warning">
            {t('profile:provenIncome.needRfc')}{' '}
            <Link href={SITE_PATHS.profileRfc}>{t('profile:provenIncome.addRfc')}</Link>
          </Alert>
        )}
        <Card>
          <Stack gap="4">
            <p>{t('profile:provenIncome.howTo')}</p>
            {/* A new key after each answer: the file input starts empty again. */}
            <PayrollCfdiForm
              resetKey={result ? JSON.stringify(result) : ''}
              submitLabel={t('profile:provenIncome.submit')}
              formError={result?.formError}
              error={result?.fieldErrors?.[CFDIS_FIELD]}
            />
          </Stack>
        </Card>
        {proof ? <ProvenIncomeCard proof={proof} /> : <p>{t('profile:provenIncome.none')}</p>}
      </Stack>
      <p>
        <Link href={pathOf('profile___es')}>{t('profile:title')}</Link>
      </p>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
