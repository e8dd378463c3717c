import {
  COMPLAINT_CAUSES,
  COMPLAINT_CHANNELS,
  COMPLAINT_KINDS,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATUSES,
  type LogComplaintRequest,
} from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { data } from '@remix-run/node';
import { type ActionFailure, invalid, refused } from './actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from './auth.server';
import { pageOf, pickParams } from './list-query.server';

// Loaders and actions of the UNE's complaints register (issue 39, ADRs 166–167):
// `routes/_app.complaints._index.tsx` (the register and the log form) and
// `routes/_app.complaints.$id.tsx` (a complaint, its status change and its resolution).

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const oneOf = <T extends string>(list: readonly T[], value: string | undefined) =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The register's filters as the URL holds them (anything unknown is dropped). */
export function complaintFilters(url: URL) {
  const raw = pickParams(url, ['month', 'status', 'overdue']);
  return {
    month: raw.month && MONTH.test(raw.month) ? raw.month : undefined,
    status: oneOf(COMPLAINT_STATUSES, raw.status),
    overdue: oneOf(['true', 'false'] as const, raw.overdue),
  };
}

export async function complaintsLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'complaints.read');
  const url = new URL(request.url);
  const filters = complaintFilters(url);
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const result = await readable(
    admin.api.backOffice.complaints({ query: { ...query, page: pageOf(url), perPage: 50 } as never }),
  );
  if (!result.success) throw failureResponse(result);
  return data(
    { items: result.data, filters, pagination: result.pagination, canWork: admin.can('complaints.work') },
    { headers: admin.headers },
  );
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

export async function complaintLoader(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'complaints.read');
  const complaintId = Number(id);
  if (!Number.isInteger(complaintId) || complaintId <= 0) throw new Response('not found', { status: 404 });
  const result = await readable(admin.api.backOffice.complaint({ params: { id: complaintId } }));
  if (!result.success) throw failureResponse(result);
  return data({ item: result.data, canWork: admin.can('complaints.work') }, { headers: admin.headers });
}

/** Moves the complaint in progress, or resolves it (once: a second try says it was resolved). */
export async function complaintAction(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const complaintId = Number(id);
  const back = `/complaints/${complaintId}`;
  if (intent === 'start') {
    const result = await admin.api.backOffice.complaintStart({ params: { id: complaintId } });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:complaints.started');
    if (result.code === 'invalid_transition')
      return data<ActionFailure>(
        { intent, key: 'backoffice:complaints.notStartable', conflict: true },
        { status: 409 },
      );
    return refused(request, admin, intent, result);
  }
  if (intent !== 'resolve') return invalid(intent, {});
  const resolution = oneOf(COMPLAINT_RESOLUTIONS, String(form.get('resolution') ?? ''));
  const resolutionText = String(form.get('resolutionText') ?? '').trim();
  const fields: Record<string, MessageKey> = {};
  if (!resolution) fields.resolution = 'errors:code.required';
  if (!resolutionText) fields.resolutionText = 'errors:code.required';
  if (Object.keys(fields).length > 0) return invalid(intent, fields, form);
  const result = await admin.api.backOffice.complaintResolve({
    params: { id: complaintId },
    body: { resolution: resolution as (typeof COMPLAINT_RESOLUTIONS)[number], resolutionText },
  });
  if (result.success) return redirectWithNotice(admin, back, 'backoffice:complaints.resolve.done');
  if (result.code === 'invalid_transition')
    return data<ActionFailure>(
      { intent, key: 'backoffice:complaints.alreadyResolved', conflict: true },
      { status: 409 },
    );
  return refused(request, admin, intent, result, { form });
}
