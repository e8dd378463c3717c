import type { ClientDocumentType } from '@lender/contracts';
import { errorMessageKey } from '@lender/i18n';
import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import { liveErrors, uploadForm } from './form-schemas';
import { type FormProblems, messageOf, problemsOf } from './forms.server';
import { serverTranslator } from './i18n.server';
import { CFDIS_FIELD, MAX_CFDI_BYTES, MAX_CFDIS } from './payroll-cfdi-limits';
import type { RequestContext } from './session.server';
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

// Issue 67 point 6 (ADR 333): the borrower proves their income with the XML of their last payroll
// CFDIs, on the proven-income page of the profile or at the registration's payroll step. The form
// posts the files (multipart, one `cfdis` field, works without JavaScript); the site reads them as
// text and sends them to `POST client/proven-income/payroll-cfdis`. Each refusal is said on the
// field, naming the file by the name the borrower gave it.

/** The files chosen (a form posted with none chosen carries one empty part, not a file). */
function chosenFiles(form: FormData): File[] {
  return form
    .getAll(CFDIS_FIELD)
    .filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''));
}

/** An XML document starts with `<` (after a byte-order mark and blanks); a PDF or a photo does not. */
const looksLikeXml = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');

/** The file a refusal of the API names (its place from 1), by the name the borrower chose it with. */
function nameOfFile(names: readonly string[], place: unknown): string {
  const index = Number(place) - 1;
  return names[index] || String(place ?? '');
}

/** The API's refusal in the borrower's words, on the field, naming the file. */
export function refusalOf(failure: ApiFailure, names: readonly string[]): FormProblems {
  const code = failure.code ?? '';
  if (code.startsWith('payroll_')) {
    const file = nameOfFile(names, failure.params?.file);
    return { fieldErrors: { [CFDIS_FIELD]: serverTranslator()(errorMessageKey(code), { file }) } };
  }
  const problems = problemsOf(failure);
  const message = Object.values(problems.fieldErrors)[0] ?? problems.formError;
  return message ? { fieldErrors: { [CFDIS_FIELD]: message } } : problems;
}

/** A refused upload: the field's words, the status, and whether the API was asked (its cookies then). */
export interface PayrollCfdisRefusal {
  readonly problems: FormProblems;
  readonly status: number;
  readonly asked: boolean;
}

/**
 * Proves the borrower's income with the payroll CFDIs of `form`: the chosen files checked here
 * first (one to three, each at most 300 KB and XML text), then by the API (stamp, seal, payroll
 * type, the borrower's RFC, SAT). Null once the proof is stored; else the first refusal.
 */
export async function provePayrollCfdis(
  ctx: Pick<RequestContext, 'api'>,
  form: FormData,
): Promise<PayrollCfdisRefusal | null> {
  const t = serverTranslator();
  const refused = (message: string, status: number): PayrollCfdisRefusal => ({
    problems: { fieldErrors: { [CFDIS_FIELD]: message } },
    status,
    asked: false,
  });
  const files = chosenFiles(form);
  if (files.length === 0) return refused(t('profile:provenIncome.refused.none'), 400);
  if (files.length > MAX_CFDIS)
    return refused(t('profile:provenIncome.refused.tooMany', { count: files.length }), 400);
  const names = files.map((file) => file.name);
  const cfdis: string[] = [];
  for (const file of files) {
    if (file.size > MAX_CFDI_BYTES)
      return refused(t('profile:provenIncome.refused.tooLarge', { file: file.name }), 413);
    const text = await file.text();
    if (!looksLikeXml(text))
      return refused(t('profile:provenIncome.refused.notXml', { file: file.name }), 400);
    cfdis.push(text);
  }
  const proven = await ctx.api.client.uploadPayrollCfdis({ body: { cfdis } });
  if (!proven.success) return { problems: refusalOf(proven, names), status: proven.status, asked: true };
  return null;
}
