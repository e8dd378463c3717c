import type { PaymentPlanReason } from '@lender/contracts';
import { formatDate, type MessageKey } from '@lender/i18n';
import type { ApiFailure } from '@lender/sdk';
import { data, redirect } from '@remix-run/node';
import { needsTemplate } from '../components/contact-template-picker';
import { typedCentavos } from '../money-form';
import { type ActionFailure, changedFirst, claimOrRelease, invalid, refused } from '../server/actions.server';
import { redirectWithNotice, type SignedInAdmin } from '../server/auth.server';
import { caseLoader } from '../server/case-register.server';
import { readRecordAction } from '../server/record-tabs.server';

// The loader and action of a collections case (`_app.collections.$id.tsx`, issue 38).

/** The case: its balance and breakdown, the borrower's contact, contacts, promises, payments, notes. */
export function collectionsCaseLoader(request: Request, params: { id?: string }) {
  return caseLoader(request, params, {
    permission: 'collections.read',
    // The case and its payment plans (issue 52), read together.
    fetch: async (admin, id) => {
      // Issue 66: the approved templates, the only texts an SMS, e-mail or WhatsApp may carry.
      const [found, plans, templates] = await Promise.all([
        admin.api.backOffice.collectionsCase({ params: { id } }),
        admin.api.backOffice.paymentPlans({ params: { id } }),
        admin.api.backOffice.contactTemplates(),
      ]);
      if (!found.success) return found;
      return {
        ...found,
        data: {
          ...found.data,
          plans: plans.success ? plans.data : [],
          templates: templates.success ? templates.data.filter((template) => template.approved) : [],
        },
      };
    },
    extra: (admin) => ({ me: admin.user.id, canWork: admin.can('collections.work') }),
  });
}

/**
 * The words of a refusal by the collection rules, with the API's values (the window's next opening;
 * the case page also shows it and the counts beside the form).
 */
const RULE_WORDS: Record<string, MessageKey> = {
  outside_contact_window: 'backoffice:collections.refusedWindow',
  contact_limit_reached: 'backoffice:collections.refusedLimitDay',
  contact_not_allowed: 'backoffice:collections.refusedNotAllowed',
  // Issue 66 (ADR 326): only verified, living addresses, and texts only from approved templates.
  contact_not_verified: 'backoffice:contactTemplates.refused.notVerified',
  contact_needs_reverification: 'backoffice:contactTemplates.refused.needsReverification',
  free_text_not_allowed: 'backoffice:contactTemplates.refused.freeText',
  template_not_approved: 'backoffice:contactTemplates.refused.templateNotApproved',
};

/** The refusal's values as the page writes them (a business date as `28.11.2026`). */
function refusalParams(params: Record<string, unknown>): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') shown[name] = value;
    else if (typeof value === 'string')
      shown[name] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
  }
  return shown;
}

/** The action's answer to a refusal by the collection rules: its words, its values, the form as typed. */
export function ruleRefusal(intent: string, failure: ApiFailure, form: FormData) {
  const values = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return data<ActionFailure>(
    {
      intent,
      // The weekly cap has its own words (the daily one is the code's default).
      key:
        failure.code === 'contact_limit_reached' && failure.params?.period === 'week'
          ? 'backoffice:collections.refusedLimitWeek'
          : (RULE_WORDS[failure.code ?? ''] as MessageKey),
      ...(failure.params && { params: refusalParams(failure.params) }),
      values,
    },
    { status: failure.status },
  );
}

const RULE_CODES = new Set(Object.keys(RULE_WORDS));

type ContactBody = Parameters<SignedInAdmin['api']['backOffice']['collectionsLogContact']>[0]['body'];

/**
 * A contact logged on the case, as its form was filled: the API's body, or the words for each field
 * to fix (an outbound text without its template among them). A promised amount is pesos and centavos as the borrower site reads them (`3,219.24`, exact
 * centavos); a decimal comma or a third decimal is refused, never read as thousands.
 */
export function parseContact(
  form: FormData,
): { ok: true; body: ContactBody } | { ok: false; fields: Record<string, MessageKey> } {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const result = value('result');
  const fields: Record<string, MessageKey> = {};
  if (!value('to')) fields.to = 'errors:code.required';
  const templated = needsTemplate(value('channel'), value('direction'));
  const templateId = Number(value('templateId'));
  if (templated && !(Number.isInteger(templateId) && templateId > 0)) {
    fields.templateId = 'backoffice:contactTemplates.picker.required';
  }
  let promise: { date: string; amount: number } | undefined;
  if (result === 'promised') {
    const amount = typedCentavos(value('promiseAmount'), 'errors:code.invalid_format');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value('promiseDate'))) fields.promiseDate = 'errors:code.required';
    if ('error' in amount) fields.promiseAmount = amount.error;
    else promise = { date: value('promiseDate'), amount: amount.centavos / 100 };
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    body: {
      channel: value('channel') as ContactBody['channel'],
      direction: value('direction') as ContactBody['direction'],
      result: result as ContactBody['result'],
      to: value('to'),
      ...(templated ? { templateId } : {}),
      ...(value('note') ? { note: value('note') } : {}),
      ...(promise ? { promise } : {}),
    },
  };
}

/** Logs a contact, adds a note, or claims / releases the case. */
export async function collectionsCaseAction(request: Request, params: { id?: string }) {
  const { admin, id: loanId, form, intent, back } = await readRecordAction(request, params);
  if (intent === 'claim' || intent === 'take-over' || intent === 'release') {
    const refusal = await claimOrRelease(admin, request, intent, loanId);
    return refusal ?? redirect(back);
  }
  if (intent === 'note') {
    const text = String(form.get('text') ?? '').trim();
    if (!text) return invalid(intent, { text: 'errors:code.required' }, form);
    const result = await admin.api.backOffice.collectionsAddNote({ params: { id: loanId }, body: { text } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, back, 'backoffice:collections.noteSaved');
  }
  if (intent.startsWith('plan-')) return paymentPlanAction(request, admin, intent, loanId, form, back);
  if (intent !== 'contact') return invalid(intent, {});
  const contact = parseContact(form);
  if (!contact.ok) return invalid(intent, contact.fields, form);
  const logged = await admin.api.backOffice.collectionsLogContact({
    params: { id: loanId },
    body: contact.body,
  });
  if (!logged.success) {
    if (RULE_CODES.has(logged.code ?? '')) return ruleRefusal(intent, logged, form);
    if (logged.code === 'already_claimed')
      return changedFirst(intent, 'backoffice:collections.claimedElsewhere');
    return refused(request, admin, intent, logged, {
      form,
      fieldOf: (field) =>
        ({ 'promise.date': 'promiseDate', 'promise.amount': 'promiseAmount' })[field] ?? field,
    });
  }
  return redirectWithNotice(admin, back, 'backoffice:collections.contactLogged');
}

/**
 * A collections case's payment-plan forms (issue 52, ADR 299): `plan-approve` / `plan-decline` a
 * borrower's request, `plan-offer` a plan (instalments, first date, reason) the borrower accepts on
 * the site. Back to the case with a notice, or the API's refusal in words.
 */
export async function paymentPlanAction(
  request: Request,
  admin: SignedInAdmin,
  intent: string,
  loanId: number,
  form: FormData,
  back: string,
) {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  if (intent === 'plan-approve' || intent === 'plan-decline') {
    const decision = intent === 'plan-approve' ? 'approve' : 'decline';
    const decided = await admin.api.backOffice.decidePaymentPlan({
      params: { id: Number(value('planId')) },
      body: { decision },
    });
    if (!decided.success) return refused(request, admin, intent, decided, { form });
    return redirectWithNotice(
      admin,
      back,
      decision === 'approve'
        ? 'backoffice:collections.paymentPlans.approved'
        : 'backoffice:collections.paymentPlans.declined',
    );
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value('firstDate'))) {
    return invalid(intent, { firstDate: 'errors:code.required' }, form);
  }
  const offered = await admin.api.backOffice.offerPaymentPlan({
    params: { id: loanId },
    body: {
      instalments: Number(value('instalments')),
      firstDate: value('firstDate'),
      reason: value('reason') as PaymentPlanReason,
    },
  });
  if (!offered.success) return refused(request, admin, intent, offered, { form });
  return redirectWithNotice(admin, back, 'backoffice:collections.paymentPlans.offered');
}
