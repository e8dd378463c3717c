import { fromApiAmount } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { Card, CopyField, Link, Stack } from '@lender/ui';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/**
 * application-accepted-cash___es: a cash payout — the amount to collect (the loan's principal, what the
 * carátula calls the amount the borrower receives), the brand, the pick-up reference and where to collect.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardFlow(request, 'application-accepted-cash___es');
  const loan = await ctx.api.client.activeLoan();
  const disbursement = loan.success ? loan.data.disbursement : null;
  return data(
    {
      brand: disbursement?.brand ?? null,
      reference: disbursement?.reference ?? null,
      /** Centavos. */
      amount: loan.success ? fromApiAmount(loan.data.principal.amount) : null,
    },
    { headers: await ctx.headers() },
  );
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:cash.title');

export default function AcceptedCash() {
  const { brand, reference, amount } = useLoaderData<typeof loader>();
  const t = useT();
  const brandName = brand ? t(`application:cash.brands.${brand}`) : '';
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:cash.title')}</h1>
      <Card>
        <Stack gap="4">
          {amount !== null ? (
            <p data-figure="collect">
              <strong>{t('application:cash.amount')}:</strong> {formatMoney(amount)}
            </p>
          ) : null}
          {brand ? (
            <p>
              <strong>{t('application:cash.brand')}:</strong> {brandName}
            </p>
          ) : null}
          {reference ? (
            <CopyField label={t('application:cash.reference')} value={reference} />
          ) : (
            <p>{t('loan:pendingPayout')}</p>
          )}
          <p>{t('application:cash.where', { brand: brandName })}</p>
          <p>
            <Link href={pathOf('profile-my-loan___es')}>{t('application:sign.toLoan')}</Link>
          </p>
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
