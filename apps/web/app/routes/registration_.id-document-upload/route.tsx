import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { UploadStep } from '../../components/UploadStep';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { problemsOf } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { readFiles, uploadProblem } from '../../lib/registration.server';
import { pageTitle } from '../../lib/titles';
import { ID_DOCUMENT_UPLOAD } from '../../lib/upload-rules';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../site-paths';

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardFlow(request, 'registration-id-document-upload___es');
  return data(null, { headers: await ctx.headers() });
}

/** Spec §2/§5: the ID's front and back and a selfie, then `client-document/finish`. */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-id-document-upload___es');
  const { files, fieldErrors } = await readFiles(request, ID_DOCUMENT_UPLOAD);
  if (Object.keys(fieldErrors).length > 0) return data({ fieldErrors }, { status: 400 });
  for (const slot of ID_DOCUMENT_UPLOAD.slots) {
    const file = files[slot];
    if (!file) continue;
    const uploaded = await ctx.api.client.idDocumentUpload({ body: { type: slot, file } });
    if (!uploaded.success) return uploadProblem(slot, uploaded);
  }
  const finished = await ctx.api.client.idDocumentFinish();
  if (!finished.success) return data(problemsOf(finished), { status: finished.status });
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:uploads.idDocument');

export default function IdDocumentUpload() {
  const t = useT();
  return (
    <UploadStep
      title={t('registration:uploads.idDocument')}
      lead={t('registration:uploads.idDocumentHint')}
      rules={ID_DOCUMENT_UPLOAD}
      submitLabel={t('common:actions.continue')}
      slots={[
        {
          name: 'id_front',
          label: t('registration:uploads.idFront'),
          hint: t('registration:uploads.idSideHint'),
          camera: 'environment',
        },
        {
          name: 'id_back',
          label: t('registration:uploads.idBack'),
          hint: t('registration:uploads.idSideHint'),
          camera: 'environment',
        },
        {
          name: 'selfie',
          label: t('registration:uploads.selfie'),
          hint: t('registration:uploads.selfieHint'),
          camera: 'user',
        },
      ]}
    />
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
