import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { UploadStep } from '../../components/UploadStep';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { readFiles, uploadProblem } from '../../lib/upload.server';
import { PAYROLL_UPLOAD } from '../../lib/upload-rules';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../paths';

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardFlow(request, 'registration-payroll-upload___es');
  return data(null, { headers: await ctx.headers() });
}

/** Spec §2: the payroll slip, when the flow asks for it (employed or retired, no bank link). */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-payroll-upload___es');
  const { files, fieldErrors } = await readFiles(request, PAYROLL_UPLOAD);
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
    />
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
