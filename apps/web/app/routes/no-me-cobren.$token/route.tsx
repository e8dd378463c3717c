import { fromApiAmount } from '@lender/calculator';
import { Alert, Button, Card, Link, Stack } from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useFormBusy } from '../../lib/form-busy';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';
import { checkNoCharge, confirmNoCharge } from './no-me-cobren.server';

/**
 * `/no-me-cobren/:token` (issue 66 point 2, ADR 329): the one-tap link of a payday charge's
 * pre-notice. No login: the token is signed. The page shows the charge and asks first (a link
 * preview must not cancel it), the button posts a plain form (no JavaScript needed); a charge
 * already sent, or a link that is not ours, says so in words.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) => checkNoCharge(request, params.token);
export const action = ({ request, params }: ActionFunctionArgs) => confirmNoCharge(request, params.token);

/** The page's title: "<its heading> · <company>". */
export const meta = pageTitle('loan:mandate.charges.cancel.title');

export default function NoMeCobren() {
  const checked = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { state, charge } = posted ?? checked;
  const t = useT();
  const busy = useFormBusy();
  const words = charge
    ? {
        amount: fromApiAmount(charge.amount.amount),
        date: charge.chargeOn,
        method: t(`loan:mandate.method.${charge.method}`),
        last4: charge.last4,
      }
    : null;
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('loan:mandate.charges.cancel.title')}</h1>
      <Card>
        <Stack gap="4">
          {state === 'ask' && words ? (
            <>
              <p>{t('loan:mandate.charges.cancel.text', words)}</p>
              <Form method="post" replace>
                <Button type="submit" variant="primary" fullWidth isDisabled={busy}>
                  {t('loan:mandate.charges.cancel.submit')}
                </Button>
              </Form>
            </>
          ) : state === 'done' && words ? (
            <Alert tone="success" role="status">
              {t('loan:mandate.charges.cancel.done', words)}
            </Alert>
          ) : (
            <Alert tone="danger" role="alert">
              {state === 'ended'
                ? t('loan:mandate.charges.cancel.ended')
                : t('loan:mandate.charges.cancel.invalid')}
            </Alert>
          )}
          <p>
            <Link href={pathOf('profile-my-loan___es')}>{t('loan:mandate.charges.cancel.myLoan')}</Link>
          </p>
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
