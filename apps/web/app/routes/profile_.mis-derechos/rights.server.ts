import { fromApiAmount } from '@lender/calculator';
import {
  ARCO_OPPOSITION_PURPOSES,
  type ArcoOppositionPurpose,
  COMPLAINT_CAUSES,
  COMPLAINT_KINDS,
  type ComplaintCause,
  type ComplaintKind,
  type FileArcoRequest,
  NAME_FIELDS,
  type NameField,
  RECTIFIABLE_FIELDS,
  type RectifiableField,
  type RectificationChange,
  WITHDRAWABLE_CONSENTS,
} from '@lender/contracts';
import type { ApiFailure } from '@lender/sdk';
import { checkOrigin } from '@lender/web-kit';
import { data, redirect } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { requireClient } from '../../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { SITE_PATHS } from '../../paths';
import { deletionPreviewWords } from './deletion-preview.server';

// Issue 51, "Mis derechos" (`/profile/mis-derechos`): the borrower's ARCO requests with their folios
// and deadlines, filing one (a rectification with its document, reusing the document upload), a
// complaint to the UNE or a dispute of a credit-bureau record, the versions of what they accepted
// and their consents. Every form posts without JavaScript; a success redirects back (`?folio=`).

/** The forms of the page, each posting its `intent`. */
export const RIGHTS_INTENTS = [
  'access',
  'rectification',
  'cancellation',
  'opposition',
  'complaint',
  'bureau',
  'withdraw',
] as const;
export type RightsIntent = (typeof RIGHTS_INTENTS)[number];

/** What an action answers when a form has problems: which form, its fields' problems and values. */
export type RightsResult = FormProblems & { intent: RightsIntent; values: Record<string, string> };

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

/** What the page's forms offer to choose from (the API's own lists). */
export interface RightsChoices {
  rectifiableFields: readonly RectifiableField[];
  oppositionPurposes: readonly ArcoOppositionPurpose[];
  complaintKinds: readonly ComplaintKind[];
  /** Every cause but the credit bureau's, which has its own form. */
  complaintCauses: readonly ComplaintCause[];
}

const RIGHTS_CHOICES: RightsChoices = {
  rectifiableFields: RECTIFIABLE_FIELDS,
  oppositionPurposes: ARCO_OPPOSITION_PURPOSES,
  complaintKinds: COMPLAINT_KINDS,
  complaintCauses: COMPLAINT_CAUSES.filter((cause) => cause !== 'credit_bureau'),
};

/** The page's data: the requests, the complaints, the consents and the loans a complaint may name. */
export async function loadRights(request: Request) {
  const { ctx, me } = await requireClient(request);
  const [requests, complaints, consents, preferences, closed, active, deletion] = await Promise.all([
    ctx.api.client.arcoRequests(),
    ctx.api.client.complaints(),
    ctx.api.client.consents(),
    ctx.api.client.noticePreferences(),
    ctx.api.client.closedLoans(),
    me.hasActiveLoan ? ctx.api.client.activeLoan() : null,
    ctx.api.client.deletionAssessment(),
  ]);
  const loans = [...(active?.success ? [active.data] : []), ...(closed.success ? closed.data.loans : [])].map(
    (loan) => ({
      id: loan.id,
      contractNumber: loan.contractNumber,
      signedAt: loan.signedAt,
      amount: fromApiAmount(loan.principal.amount),
    }),
  );
  const url = new URL(request.url);
  return data(
    {
      me: {
        // The name as held, part by part (what a rectification proposes to change).
        ...(Object.fromEntries(NAME_FIELDS.map(({ name }) => [name, me[name]])) as Pick<
          typeof me,
          NameField
        >),
        birthDate: me.birthDate,
        hasActiveLoan: me.hasActiveLoan,
      },
      requests: requests.success ? requests.data : [],
      complaints: complaints.success ? complaints.data : [],
      consents: consents.success ? consents.data.consents : [],
      // What a cancellation would delete now and keep blocked, shown before it is filed.
      deletion: deletion.success ? deletionPreviewWords(deletion.data) : null,
      marketingOptIn: preferences.success ? preferences.data.marketingOptIn : false,
      loans,
      // The forms' choices, here so the page's client code need not load the contracts package.
      choices: RIGHTS_CHOICES,
      // A success comes back here: the folio filed, or the consent withdrawn.
      folio: url.searchParams.get('folio'),
      withdrawn: oneOf(WITHDRAWABLE_CONSENTS, url.searchParams.get('retirada') ?? '') ?? null,
    },
    { headers: await ctx.headers() },
  );
}

/** A refusal of the API on the form that posted it, in the borrower's words. */
function refused(intent: RightsIntent, failure: ApiFailure, values: Record<string, string>) {
  // The API's `changes[0].value` is the field the borrower typed it in.
  const fieldMap: Record<string, string> = { documentId: 'document' };
  const problems = problemsOf(failure, fieldMap);
  // A request of this right already open: its folio in the words.
  const formError =
    failure.code === 'arco_request_open'
      ? serverTranslator()('errors:code.arco_request_open', { ...failure.params })
      : problems.formError;
  return data<RightsResult>(
    { intent, values, ...problems, ...(formError ? { formError } : {}) },
    { status: failure.status },
  );
}

const problem = (intent: RightsIntent, values: Record<string, string>, fieldErrors: Record<string, string>) =>
  data<RightsResult>({ intent, values, fieldErrors }, { status: 400 });

/** The corrections typed, in the order of the fields (each only when typed). */
function correctionsOf(form: FormData): RectificationChange[] {
  return RECTIFIABLE_FIELDS.flatMap((field) => {
    const value = text(form, field);
    return value === '' ? [] : [{ field, value } as RectificationChange];
  });
}

/** Maps the API's `changes[i].value` violations onto the fields the borrower typed. */
function correctionProblems(failure: ApiFailure, changes: readonly RectificationChange[]): FormProblems {
  const problems = problemsOf(failure);
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems.fieldErrors)) {
    const index = /^changes\.(\d+)/.exec(path)?.[1];
    const field = index === undefined ? path : changes[Number(index)]?.field;
    fieldErrors[field === 'documentId' ? 'document' : (field ?? path)] = message;
  }
  return { ...problems, fieldErrors };
}

/** What a form's own fields fail before the API is asked. */
type Unfiled = {
  body?: undefined;
  changes?: undefined;
  fieldErrors?: Record<string, string>;
  formError?: string;
};

/** The ARCO request a form describes, or the problems of its own fields. */
async function arcoRequestOf(
  intent: RightsIntent,
  form: FormData,
  ctx: Awaited<ReturnType<typeof requireClient>>['ctx'],
): Promise<Unfiled | { body: FileArcoRequest; changes?: RectificationChange[] }> {
  const description = text(form, 'description') || undefined;
  const t = serverTranslator();
  if (intent === 'access' || intent === 'cancellation') {
    const password = form.get('password');
    if (typeof password !== 'string' || password === '')
      return { fieldErrors: { password: messageOf('required') } };
    return { body: { right: intent, password, description } satisfies FileArcoRequest };
  }
  if (intent === 'opposition') {
    const purpose = oneOf<ArcoOppositionPurpose>(ARCO_OPPOSITION_PURPOSES, text(form, 'purpose'));
    if (!purpose) return { fieldErrors: { purpose: messageOf('required') } };
    return { body: { right: 'opposition', purpose, description } satisfies FileArcoRequest };
  }
  const changes = correctionsOf(form);
  if (changes.length === 0) return { formError: t('profile:rights.file.rectification.nothing') };
  const file = form.get('document');
  if (!(file instanceof File) || file.size === 0)
    return { fieldErrors: { document: t('profile:rights.file.rectification.noDocument') } };
  const uploaded = await ctx.api.client.documentUpload({ body: { type: 'rectification_evidence', file } });
  if (!uploaded.success) {
    const problems = problemsOf(uploaded);
    const message = Object.values(problems.fieldErrors)[0] ?? problems.formError ?? messageOf('unknown');
    return { fieldErrors: { document: message } };
  }
  return {
    body: {
      right: 'rectification',
      changes,
      documentId: uploaded.data.id,
      description,
    } satisfies FileArcoRequest,
    changes,
  };
}

/** The action of `/profile/mis-derechos`: files what the form posted, or says what is wrong with it. */
export async function fileRight(request: Request) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await requireClient(request);
  const form = await request.formData();
  const intent = oneOf(RIGHTS_INTENTS, text(form, 'intent'));
  if (!intent) throw new Response(null, { status: 400 });
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === 'string' && name !== 'password') values[name] = value;
  const back = async (query: string) =>
    redirect(`${SITE_PATHS.profileRights}?${query}`, { headers: await ctx.headers() });

  if (intent === 'withdraw') {
    const kind = oneOf(WITHDRAWABLE_CONSENTS, text(form, 'kind'));
    if (!kind) throw new Response(null, { status: 400 });
    const withdrawn = await ctx.api.client.withdrawConsent({ body: { kind } });
    return withdrawn.success ? back(`retirada=${kind}`) : refused(intent, withdrawn, values);
  }
  if (intent === 'complaint' || intent === 'bureau') {
    const kind =
      intent === 'bureau' ? 'clarification' : oneOf<ComplaintKind>(COMPLAINT_KINDS, text(form, 'kind'));
    const cause =
      intent === 'bureau' ? 'credit_bureau' : oneOf<ComplaintCause>(COMPLAINT_CAUSES, text(form, 'cause'));
    const loanId = /^\d+$/.test(text(form, 'loanId')) ? Number(text(form, 'loanId')) : undefined;
    const description = text(form, 'description');
    const missing: Record<string, string> = {};
    if (!kind) missing.kind = messageOf('required');
    if (!cause) missing.cause = messageOf('required');
    if (description.length < 10) missing.description = messageOf(description ? 'too_short' : 'required');
    if (!kind || !cause || Object.keys(missing).length > 0) return problem(intent, values, missing);
    const filed = await ctx.api.client.fileComplaint({ body: { kind, cause, loanId, description } });
    return filed.success ? back(`folio=${filed.data.folio}`) : refused(intent, filed, values);
  }
  const asked = await arcoRequestOf(intent, form, ctx);
  if (!('body' in asked) || !asked.body) {
    return data<RightsResult>(
      {
        intent,
        values,
        fieldErrors: asked.fieldErrors ?? {},
        ...(asked.formError ? { formError: asked.formError } : {}),
      },
      { status: 400 },
    );
  }
  const filed = await ctx.api.client.fileArcoRequest({ body: asked.body });
  if (filed.success) return back(`folio=${filed.data.folio}`);
  if (intent === 'rectification' && asked.changes) {
    return data<RightsResult>(
      { intent, values, ...correctionProblems(filed, asked.changes) },
      { status: filed.status },
    );
  }
  return refused(intent, filed, values);
}
