import { Alert, Button, Card, Link, Stack, TextField } from '@lender/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm } from '../../components/FormShell';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';
import { loadRfc, type RfcResult, saveRfc } from './rfc.server';

/**
 * `/profile/rfc` (issue 51): the borrower gives, changes or removes the RFC their invoices (CFDI)
 * are made out to. The API checks it against their name, birth date and CURP; each disagreement is
 * shown on the field. Posts without JavaScript.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadRfc(request);
export const action = ({ request }: ActionFunctionArgs) => saveRfc(request);

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:rfc.title');

export default function Rfc() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as RfcResult | undefined;
  const t = useT();
  // After a save the loader ran again: `loaded.rfc` is what the API stored.
  const rfc = loaded.rfc;
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:rfc.title')}</h1>
      <p className="page-lead">{t('profile:rfc.lead')}</p>
      <Stack gap="6">
        {result?.done ? (
          <Alert tone="success" role="status">
            {t(result.done === 'saved' ? 'profile:rfc.saved' : 'profile:rfc.removed')}
          </Alert>
        ) : null}
        {result?.notice ? <Alert tone="warning">{result.notice}</Alert> : null}
        <Card>
          <Stack gap="4">
            {rfc ? (
              <p>
                {t('profile:rfc.current')}: <strong data-testid="rfc">{rfc}</strong>
              </p>
            ) : null}
            {/* A new key after each save: the field starts empty again. */}
            <StepForm
              key={rfc ?? ''}
              submitLabel={t('profile:rfc.submit')}
              formError={result?.formError}
              extraActions={
                rfc ? (
                  <Button type="submit" variant="secondary" fullWidth name="intent" value="remove">
                    {t('profile:rfc.remove')}
                  </Button>
                ) : null
              }
            >
              <TextField
                name="rfc"
                label={t('profile:rfc.label')}
                hint={t('profile:rfc.hint')}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={20}
                defaultValue={result?.values?.rfc}
                error={result?.fieldErrors?.rfc}
              />
            </StepForm>
          </Stack>
        </Card>
      </Stack>
      <p>
        <Link href={pathOf('profile___es')}>{t('profile:title')}</Link>
      </p>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
