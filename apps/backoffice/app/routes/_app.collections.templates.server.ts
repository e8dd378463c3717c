import {
  type ApprovalRequest,
  type ContactTemplate,
  type ContactTemplateRequest,
  TEMPLATE_CHANNELS,
} from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import { type ActionFailure, formValues, invalid, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';

// The library of collection templates (issue 66 point 6, ADR 326): every template with where its
// approval stands, and the form a collector files a new one with (checked by the API's rule list,
// approved by another user in the approvals inbox).

export const TEMPLATE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** The rules of `template_rule_broken` (core's `TEMPLATE_RULES` and `free_text`). */
const RULES = ['threat', 'legal_bluff', 'family', 'employer', 'references', 'free_text'] as const;

/**
 * Where each template stands: approved by its flag; else rejected or withdrawn when its
 * `collections.template` request was (the request names the template as its entity); else waiting.
 */
export function withStatus(
  templates: readonly ContactTemplate[],
  closed: readonly ApprovalRequest[],
): Array<ContactTemplate & { status: TemplateStatus; decisionReason: string | null }> {
  const closedOf = new Map<string, ApprovalRequest>();
  for (const request of closed) {
    if (request.kind === 'collections.template') closedOf.set(request.entity.id, request);
  }
  return templates.map((template) => {
    const request = template.approved ? undefined : closedOf.get(String(template.id));
    const status: TemplateStatus = template.approved
      ? 'approved'
      : request?.status === 'rejected' || request?.status === 'cancelled'
        ? request.status
        : 'pending';
    return { ...template, status, decisionReason: request?.decisionReason ?? null };
  });
}

/**
 * The templates, newest first, with their status; the rejected and withdrawn requests are read
 * only by a role that may read the approvals inbox (the others see them as waiting).
 */
export async function contactTemplatesLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'collections.read');
  const closed = (status: 'rejected' | 'cancelled') =>
    admin.can('approvals.read')
      ? admin.api.backOffice.approvals({
          query: { status, kind: 'collections.template', page: 1, perPage: 100 },
        })
      : Promise.resolve(undefined);
  const [templates, rejected, cancelled] = await Promise.all([
    readable(admin.api.backOffice.contactTemplates()),
    closed('rejected'),
    closed('cancelled'),
  ]);
  if (!templates.success) throw failureResponse(templates);
  const decided = [rejected, cancelled].flatMap((result) => (result?.success ? result.data : []));
  return data(
    {
      templates: withStatus(templates.data, decided).reverse(),
      canFile: admin.can('collections.work'),
    },
    { headers: admin.headers },
  );
}

/** The form as the API takes it, or the words beside each field to fix (nothing is sent). */
export function parseTemplate(
  form: FormData,
): { ok: true; body: ContactTemplateRequest } | { ok: false; fields: Record<string, MessageKey> } {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const fields: Record<string, MessageKey> = {};
  const within = (text: string, min: number, max: number) => text.length >= min && text.length <= max;
  if (!within(value('name'), 3, 80)) fields.name = 'backoffice:contactTemplates.nameLength';
  if (!(TEMPLATE_CHANNELS as readonly string[]).includes(value('channel'))) {
    fields.channel = 'errors:code.required';
  }
  if (!within(value('body'), 10, 1000)) fields.body = 'backoffice:contactTemplates.bodyLength';
  if (!within(value('reason'), 3, 500)) fields.reason = 'backoffice:contactTemplates.reasonLength';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    body: {
      name: value('name'),
      channel: value('channel') as ContactTemplateRequest['channel'],
      body: value('body'),
      reason: value('reason'),
    },
  };
}

/**
 * A text the rule list refused: the rule in words beside the text, what matched above the form,
 * the form as typed (a rule this screen does not know: the notice alone).
 */
export function ruleBroken(failure: Pick<ApiFailure, 'status' | 'params'>, form: FormData) {
  const rule = String(failure.params?.rule ?? '');
  const match = String(failure.params?.match ?? '');
  return data<ActionFailure>(
    {
      intent: 'file',
      key: 'backoffice:contactTemplates.ruleBroken',
      params: { match },
      ...((RULES as readonly string[]).includes(rule) && {
        fields: { body: `backoffice:contactTemplates.rules.${rule}` as MessageKey },
      }),
      values: formValues(form) ?? {},
    },
    { status: failure.status },
  );
}

/** Files a template for approval: back to the library with the request's number, or why not. */
export async function contactTemplatesAction(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'collections.work');
  const form = await request.formData();
  const parsed = parseTemplate(form);
  if (!parsed.ok) return invalid('file', parsed.fields, form);
  const filed = await admin.api.backOffice.requestContactTemplate({ body: parsed.body });
  if (!filed.success) {
    if (filed.code === 'template_rule_broken') return ruleBroken(filed, form);
    return refused(request, admin, 'file', filed, { form });
  }
  return redirectWithNotice(admin, '/collections/templates', 'backoffice:contactTemplates.filed', {
    name: parsed.body.name,
    id: filed.data.id,
  });
}
