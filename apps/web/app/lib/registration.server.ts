import { randomUUID } from 'node:crypto';
import {
  type ClientDocumentType,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationStep,
  type RegistrationWidget,
  registrationFieldsOf,
} from '@lender/contracts';
import { errorMessageKey } from '@lender/i18n';
import type { ApiFailure, LenderClient } from '@lender/sdk';
import { data } from '@remix-run/node';
import { env } from './env.server';
import { liveErrors, uploadForm } from './form-schemas';
import { type FormProblems, messageOf, problemsOf, serverTranslator } from './forms.server';
import { PAY_DAY_INPUTS } from './pay-day-inputs';
import { CFDIS_FIELD, MAX_CFDI_BYTES, MAX_CFDIS } from './payroll-cfdi-limits';
import type { RequestContext } from './session.server';
import type { UploadRules } from './upload-rules';

// The registration's server pieces: the fields a step asks, the behavioural collector, the upload
// steps' files and the payroll CFDIs that prove income (also behind the profile's page).

/** The words' keys the registration's fields are asked with. */
type LabelKey = NonNullable<RegistrationField['labelKey']>;
type HintKey = Extract<RegistrationField, { hintKey: string }>['hintKey'];

/** A choice's option: its key and its words (from the API's classification). */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A field of `REGISTRATION_FIELDS` as a step's page renders it (`components/RegistrationFields.tsx`):
 * sent by the loader, so the browser carries no schema; a choice comes with its options.
 */
export interface RegistrationFieldView {
  readonly name: string;
  readonly required: boolean;
  /** Any widget of the contracts, not only those in use: a new field's renders without a change here. */
  readonly widget: RegistrationWidget;
  readonly labelKey: LabelKey | null;
  readonly hintKey: HintKey | null;
  readonly options: readonly ChoiceOption[] | null;
}

/**
 * The fields a step asks (`widget` other than `none`), in the table's order, each choice with its
 * options: the keys of its classification, or of the field's enum when it has one (labelled by the
 * classification, else by the key).
 */
export async function registrationFieldViews(
  ctx: RequestContext,
  step: RegistrationStep,
): Promise<RegistrationFieldView[]> {
  const asked = registrationFieldsOf(step).filter((field) => field.widget.kind !== 'none');
  return Promise.all(
    asked.map(async (field): Promise<RegistrationFieldView> => {
      const view = {
        name: field.name,
        required: field.required,
        widget: field.widget,
        labelKey: field.labelKey,
        hintKey: 'hintKey' in field ? field.hintKey : null,
        options: null,
      };
      if (field.widget.kind !== 'choice') return view;
      const labels = await classificationLabels(ctx, field.widget.classification);
      const keys =
        'options' in field.schema ? (field.schema.options as readonly string[]) : Object.keys(labels);
      return { ...view, options: keys.map((key) => ({ value: key, label: labels[key] ?? key })) };
    }),
  );
}

/** The words of a classification's keys (`GET /web/public/classification/{path}`); none when it fails. */
export async function classificationLabels(
  ctx: RequestContext,
  classification: string,
): Promise<Readonly<Record<string, string>>> {
  const list = await ctx.api.public.classification({
    params: { path: classification },
    query: { locale: 'es' },
  });
  return list.success ? (list.data as Record<string, string>) : {};
}

/** The form inputs a step's fields post, by widget (the pay day posts the inputs of each kind of day). */
export function registrationInputs(step: RegistrationStep): string[] {
  return registrationFieldsOf(step).flatMap((field) =>
    field.widget.kind === 'none'
      ? []
      : field.widget.kind === 'payDay'
        ? Object.values(PAY_DAY_INPUTS)
        : [field.name],
  );
}

/** The classifications the choices of the summary's steps are written with. */
export function summaryChoices(): string[] {
  return [
    ...new Set(
      REGISTRATION_FIELDS.flatMap((field) =>
        field.summary && field.widget.kind === 'choice' ? [field.widget.classification] : [],
      ),
    ),
  ];
}

/** What the browser needs to start `@lender/collector` (issue 18, the scoring session). */
export interface CollectorConfig {
  baseUrl: string;
  authKey: string;
  publicKey: string;
  referenceNumber: string;
}

let publicKey: Promise<string | null> | undefined;

/** The ingest's RSA public key (`GET /api/datasets/v1/public-key`), fetched once per process. */
function ingestPublicKey(): Promise<string | null> {
  publicKey ??= fetch(new URL('/api/datasets/v1/public-key', env().collector.url))
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null)
    .then((key) => {
      if (key === null) publicKey = undefined; // try again on the next page
      return key;
    });
  return publicKey;
}

/** A new reference number for one dataset: a registration's (`reg-`) or an application's (`app-`). */
export function newReferenceNumber(prefix: 'reg' | 'app' = 'reg'): string {
  return `${prefix}-${randomUUID()}`;
}

/** The collector's configuration, or `null` when it is off (no auth key, or the ingest is unreachable). */
export async function collectorConfig(referenceNumber: string): Promise<CollectorConfig | null> {
  const { url, authKey } = env().collector;
  if (!authKey) return null;
  const key = await ingestPublicKey();
  if (!key) return null;
  return { baseUrl: url, authKey, publicKey: key, referenceNumber };
}

/**
 * Ties the dataset to the borrower who just registered, through the SDK's catalogue
 * (`client.collectorSessionLink`, `PUT /web/private/client/collector/session`) with the session's
 * new token. Best effort: scoring never blocks a registration.
 */
export async function linkCollectorSession(
  api: Pick<LenderClient, 'client'>,
  referenceNumber: string,
): Promise<boolean> {
  try {
    const result = await api.client.collectorSessionLink({ body: { referenceNumber } });
    if (!result.success)
      console.warn(`collector session not linked: HTTP ${result.status} ${result.code ?? ''}`);
    return result.success;
  } catch (error) {
    if (error instanceof Response) throw error; // the kit's redirect to login
    console.warn('collector session not linked:', (error as Error).message);
    return false;
  }
}

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
