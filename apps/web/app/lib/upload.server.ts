import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import { type FormProblems, messageOf, problemsOf } from './forms.server';

/** Largest upload the site passes on (the API's default, DOCUMENT_MAX_UPLOAD_BYTES 10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The files of a multipart form by slot name; a missing slot is a field error. */
export async function readFiles(request: Request, names: readonly string[]) {
  const form = await request.formData();
  const files: Record<string, File> = {};
  const fieldErrors: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (value instanceof File && value.size > 0) {
      if (value.size > MAX_UPLOAD_BYTES) fieldErrors[name] = messageOf('payload_too_large');
      else files[name] = value;
    } else fieldErrors[name] = messageOf('required');
  }
  return { files, fieldErrors };
}

/** A failed upload as the step's field error (wrong format, 413, hs_metric_failed: spec §5). */
export function uploadProblem(slot: string, failure: ApiFailure) {
  const problems = problemsOf(failure);
  const message = Object.values(problems.fieldErrors)[0] ?? problems.formError ?? messageOf('unknown');
  return data<FormProblems>({ fieldErrors: { [slot]: message } }, { status: failure.status });
}
