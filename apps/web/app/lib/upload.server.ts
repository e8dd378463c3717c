import type { ClientDocumentType } from '@lender/contracts';
import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import { liveErrors, uploadForm } from './form-schemas';
import { type FormProblems, messageOf, problemsOf } from './forms.server';
import { serverTranslator } from './i18n.server';
import type { UploadRules } from './upload-rules';

/**
 * The files of an upload step's multipart form by slot, checked with the same rules the browser
 * applies as the borrower picks them (`uploadForm`): a missing file, a wrong format or a file over
 * 10 MiB is a Spanish field error before the API is called. Freshness is the browser's check only
 * (a posted file carries no moment the photo was taken). `source` is the request, or its form when
 * the action read it first (a step with two forms).
 */
export async function readFiles(source: Request | FormData, rules: UploadRules) {
  const form = source instanceof FormData ? source : await source.formData();
  const fieldErrors = liveErrors(uploadForm({ ...rules, maxAgeMs: null }), form, serverTranslator());
  const files: Partial<Record<ClientDocumentType, File>> = {};
  for (const slot of rules.slots) {
    const value = form.get(slot);
    if (!fieldErrors[slot] && value instanceof File) files[slot] = value;
  }
  return { files, fieldErrors };
}

/** A failed upload as the step's field error (wrong format, 413, hs_metric_failed: spec §5). */
export function uploadProblem(slot: string, failure: ApiFailure) {
  const problems = problemsOf(failure);
  const message = Object.values(problems.fieldErrors)[0] ?? problems.formError ?? messageOf('unknown');
  return data<FormProblems>({ fieldErrors: { [slot]: message } }, { status: failure.status });
}
