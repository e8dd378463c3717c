import { Alert, Card, Link, Stack } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PayrollCfdiForm } from '../../components/PayrollCfdiForm';
import { UploadStep } from '../../components/UploadStep';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import type { FormProblems } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { CFDIS_FIELD, PAYROLL_CFDIS_INTENT } from '../../lib/payroll-cfdi-limits';
import { provePayrollCfdis, readFiles, uploadProblem } from '../../lib/registration.server';
import { pageTitle } from '../../lib/titles';
import { PAYROLL_UPLOAD } from '../../lib/upload-rules';
import { wordsClientLoader } from '../../lib/words';
import { PATHS, SITE_PATHS } from '../../paths';

/** Whether the borrower has an RFC the payroll CFDIs can be matched to (ADR 333). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, 'registration-payroll-upload___es');
  return data({ hasRfc: Boolean(me?.rfc) }, { headers: await ctx.headers() });
}

/**
 * Spec §2: the payroll slip, when the flow asks for it (employed or retired, no bank link) — or,
 * instead, the XML of the last payroll CFDIs (issue 67 point 6, ADR 333), proved through the same
 * API as the profile's proven-income page, so the income and payday are proven before the
 * decision. Either one completes the step; the flow then goes on.
 */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-payroll-upload___es');
  const form = await request.formData();
  if (form.get('intent') === PAYROLL_CFDIS_INTENT) {
    const refused = await provePayrollCfdis(ctx, form);
    if (refused) {
      return data<FormProblems>(refused.problems, {
        status: refused.status,
        ...(refused.asked ? { headers: await ctx.headers() } : {}),
      });
    }
    return redirect(PATHS.flow, { headers: await ctx.headers() });
  }
  const { files, fieldErrors } = await readFiles(form, PAYROLL_UPLOAD);
  if (!files.payroll) return data({ fieldErrors }, { status: 400 });
  const uploaded = await ctx.api.client.documentUpload({ body: { type: 'payroll', file: files.payroll } });
  if (!uploaded.success) return uploadProblem('payroll', uploaded);
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:uploads.payroll');

export default function PayrollUpload() {
  const t = useT();
  return (
    <UploadStep
      title={t('registration:uploads.payroll')}
      lead={t('registration:uploads.payrollHint')}
      rules={PAYROLL_UPLOAD}
      submitLabel={t('common:actions.continue')}
      slots={[
        {
          name: 'payroll',
          label: t('registration:uploads.payroll'),
          hint: t('registration:uploads.payrollSlotHint'),
          camera: 'environment',
        },
      ]}
      aside={<PayrollCfdiOption />}
    />
  );
}

/** The other way through the step: the XML of the last payroll CFDIs (a plain form, no JavaScript needed). */
function PayrollCfdiOption() {
  const t = useT();
  const { hasRfc } = useLoaderData<typeof loader>();
  const result = useActionData<FormProblems>();
  return (
    <section aria-labelledby="payroll-cfdis-title" className="payroll-cfdis-option">
      <Card>
        <Stack gap="4">
          <h2 id="payroll-cfdis-title">{t('registration:payrollCfdis.title')}</h2>
          <p>{t('registration:payrollCfdis.lead')}</p>
          <p>{t('registration:payrollCfdis.howTo')}</p>
          {hasRfc ? null : (
            <Alert tone="warning">
              {t('registration:payrollCfdis.needRfc')}{' '}
              <Link href={SITE_PATHS.profileRfc}>{t('registration:payrollCfdis.addRfc')}</Link>
            </Alert>
          )}
          <PayrollCfdiForm
            resetKey={result ? JSON.stringify(result) : ''}
            submitLabel={t('registration:payrollCfdis.submit')}
            error={result?.fieldErrors?.[CFDIS_FIELD]}
            intent={PAYROLL_CFDIS_INTENT}
          />
          <p>{t('registration:payrollCfdis.orSlip')}</p>
        </Stack>
      </Card>
    </section>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
