import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { UploadStep } from '../../components/UploadStep';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { readFiles, uploadProblem } from '../../lib/registration.server';
import { pageTitle } from '../../lib/titles';
import { BANK_STATEMENT_UPLOAD } from '../../lib/upload-rules';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../paths';

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardFlow(request, 'registration-bank-statement-upload___es');
  return data(null, { headers: await ctx.headers() });
}

/** Spec §2: the bank statement, when the flow asks for it (self-employed, no bank link). */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-bank-statement-upload___es');
  const { files, fieldErrors } = await readFiles(request, BANK_STATEMENT_UPLOAD);
  if (!files.bank_statement) return data({ fieldErrors }, { status: 400 });
  const uploaded = await ctx.api.client.bankStatementUpload({ body: { file: files.bank_statement } });
  if (!uploaded.success) return uploadProblem('bank_statement', uploaded);
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:uploads.bankStatement');

export default function BankStatementUpload() {
  const t = useT();
  return (
    <UploadStep
      title={t('registration:uploads.bankStatement')}
      lead={t('registration:uploads.bankStatementHint')}
      rules={BANK_STATEMENT_UPLOAD}
      submitLabel={t('common:actions.continue')}
      slots={[
        {
          name: 'bank_statement',
          label: t('registration:uploads.bankStatement'),
          hint: t('registration:uploads.bankStatementSlotHint'),
        },
      ]}
    />
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
