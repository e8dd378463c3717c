import {
  ARCO_CHANNELS,
  ARCO_OPPOSITION_PURPOSES,
  ARCO_RIGHTS,
  ARCO_STATUSES,
  type LogArcoRequest,
  RECTIFIABLE_FIELDS,
  type RectificationChange,
} from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { data } from '@remix-run/node';
import { type ActionFailure, invalid, refused } from '../server/actions.server';
import { redirectWithNotice, requireAdmin } from '../server/auth.server';
import { oneOf, registerLoader } from '../server/case-register.server';
import { pickParams } from '../server/list-query.server';

// The loader and action of the privacy officer's ARCO requests (`_app.privacy._index.tsx`, issue
// 51): the work list by status, right, open and overdue — the nearest deadline first — and the
// form that enters a request received by e-mail or letter.

/** The list's filters as the URL holds them (anything unknown is dropped); open ones by default. */
export function privacyFilters(url: URL) {
  const raw = pickParams(url, ['status', 'right', 'open', 'overdue']);
  return {
    status: oneOf(ARCO_STATUSES, raw.status),
    right: oneOf(ARCO_RIGHTS, raw.right),
    open: url.searchParams.has('open') ? oneOf(['true', 'false'] as const, raw.open) : 'true',
    overdue: oneOf(['true', 'false'] as const, raw.overdue),
  };
}

/** A page of requests; whether the role may enter and work them. */
export function privacyLoader(request: Request) {
  return registerLoader(request, {
    permission: 'privacy.read',
    filters: privacyFilters,
    fetch: (admin, filters, at) => {
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
      return admin.api.backOffice.arcoRequests({ query: { ...query, ...at } as never });
    },
    extra: (admin) => ({ canWork: admin.can('privacy.work') }),
  });
}

/** `datetime-local` in Mexico City (UTC-6 all year) as an instant. */
const instantOf = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00-06:00` : null;

/** The corrections typed one per line, `field=value` (`lastName=López`); null when a line is not one. */
export function correctionsOf(text: string): RectificationChange[] | null {
  const changes: RectificationChange[] = [];
  for (const line of text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', ...rest] = line.split('=');
    const field = oneOf(RECTIFIABLE_FIELDS, name.trim());
    const value = rest.join('=').trim();
    if (!field || value === '') return null;
    changes.push({ field, value } as RectificationChange);
  }
  return changes;
}

/** Enters a request received by e-mail or letter; refusals come back beside their fields. */
export async function privacyAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const fields: Record<string, MessageKey> = {};
  const right = oneOf(ARCO_RIGHTS, value('right'));
  const channel = oneOf(
    ARCO_CHANNELS.filter((item) => item !== 'web'),
    value('channel'),
  );
  const clientId = /^\d{1,9}$/.test(value('clientId')) ? Number(value('clientId')) : undefined;
  const receivedAt = value('receivedAt') === '' ? undefined : instantOf(value('receivedAt'));
  const purpose = oneOf(ARCO_OPPOSITION_PURPOSES, value('purpose'));
  const changes = value('changes') === '' ? undefined : correctionsOf(value('changes'));
  if (!right) fields.right = 'errors:code.required';
  if (!channel) fields.channel = 'errors:code.required';
  if (!clientId) fields.clientId = value('clientId') ? 'errors:code.invalid_format' : 'errors:code.required';
  if (receivedAt === null) fields.receivedAt = 'errors:code.invalid_format';
  if (right === 'opposition' && !purpose) fields.purpose = 'errors:code.required';
  if (changes === null) fields.changes = 'errors:code.invalid_format';
  if (right === 'rectification' && !changes) fields.changes ??= 'errors:code.required';
  if (!value('description')) fields.description = 'errors:code.required';
  if (Object.keys(fields).length > 0) return invalid('log', fields, form);
  const body: LogArcoRequest = {
    clientId: clientId as number,
    right: right as LogArcoRequest['right'],
    channel: channel as LogArcoRequest['channel'],
    description: value('description'),
    ...(receivedAt ? { receivedAt } : {}),
    ...(right === 'opposition' && purpose ? { purpose } : {}),
    ...(right === 'rectification' && changes ? { changes } : {}),
  };
  const logged = await admin.api.backOffice.logArcoRequest({ body });
  if (!logged.success) {
    if (logged.code === 'arco_request_open') {
      return data<ActionFailure>(
        { intent: 'log', key: 'errors:code.arco_request_open', params: { ...logged.params } },
        { status: 409 },
      );
    }
    return refused(request, admin, 'log', logged, {
      form,
      fieldOf: (apiField) => (apiField.startsWith('changes') ? 'changes' : undefined),
    });
  }
  return redirectWithNotice(admin, `/privacy/${logged.data.id}`, 'backoffice:privacy.done.log', {
    folio: logged.data.folio,
  });
}
