import {
  COMPLAINT_CAUSES,
  COMPLAINT_CHANNELS,
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
  type LogComplaintRequest,
} from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { invalid, refused } from '../server/actions.server';
import { redirectWithNotice, requireAdmin } from '../server/auth.server';
import { oneOf, registerLoader } from '../server/case-register.server';
import { pickParams } from '../server/list-query.server';

// The loader and action of the UNE's complaints register (`_app.complaints._index.tsx`, issue 39,
// ADRs 166–167): the register and the form that logs a complaint.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The register's filters as the URL holds them (anything unknown is dropped). */
export function complaintFilters(url: URL) {
  const raw = pickParams(url, ['month', 'status', 'overdue']);
  return {
    month: raw.month && MONTH.test(raw.month) ? raw.month : undefined,
    status: oneOf(COMPLAINT_STATUSES, raw.status),
    overdue: oneOf(['true', 'false'] as const, raw.overdue),
  };
}

/** A page of the register by month, status and deadline; whether the role may log one. */
export function complaintsLoader(request: Request) {
  return registerLoader(request, {
    permission: 'complaints.read',
    filters: complaintFilters,
    fetch: (admin, filters, at) => {
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
      return admin.api.backOffice.complaints({ query: { ...query, ...at } as never });
    },
    extra: (admin) => ({ canLog: admin.can('complaints.log') }),
  });
}

/** A whole number typed in a field, or undefined when empty; NaN when it is not one. */
function idOf(text: string): number | undefined {
  if (text === '') return undefined;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : Number.NaN;
}

/** `datetime-local` in Mexico City (UTC-6 all year) as an instant. */
const instantOf = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00-06:00` : null;

/** Logs a complaint from the register's form; refusals come back beside their fields. */
export async function complaintsAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const fields: Record<string, MessageKey> = {};
  const channel = oneOf(COMPLAINT_CHANNELS, value('channel'));
  const kind = oneOf(COMPLAINT_KINDS, value('kind'));
  const cause = oneOf(COMPLAINT_CAUSES, value('cause'));
  const clientId = idOf(value('clientId'));
  const loanId = idOf(value('loanId'));
  const receivedAt = value('receivedAt') === '' ? undefined : instantOf(value('receivedAt'));
  if (!channel) fields.channel = 'errors:code.required';
  if (!kind) fields.kind = 'errors:code.required';
  if (!cause) fields.cause = 'errors:code.required';
  if (Number.isNaN(clientId)) fields.clientId = 'errors:code.invalid_format';
  if (Number.isNaN(loanId)) fields.loanId = 'errors:code.invalid_format';
  if (receivedAt === null) fields.receivedAt = 'errors:code.invalid_format';
  if (!value('description')) fields.description = 'errors:code.required';
  if (Object.keys(fields).length > 0) return invalid('log', fields, form);
  const body: LogComplaintRequest = {
    channel: channel as LogComplaintRequest['channel'],
    kind: kind as LogComplaintRequest['kind'],
    cause: cause as LogComplaintRequest['cause'],
    product: 'short_term_personal',
    description: value('description'),
    ...(receivedAt ? { receivedAt } : {}),
    ...(clientId ? { clientId } : {}),
    ...(loanId ? { loanId } : {}),
    ...(value('complainantName') ? { complainantName: value('complainantName') } : {}),
  };
  const logged = await admin.api.backOffice.complaintLog({ body });
  if (!logged.success) return refused(request, admin, 'log', logged, { form });
  return redirectWithNotice(admin, `/complaints/${logged.data.id}`, 'backoffice:complaints.log.done', {
    folio: logged.data.folio,
  });
}
