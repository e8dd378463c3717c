import { COMPLAINT_RESOLUTIONS } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { changedFirst, invalid, refused } from '../server/actions.server';
import { redirectWithNotice } from '../server/auth.server';
import { caseLoader, oneOf } from '../server/case-register.server';
import { readRecordAction } from '../server/record-tabs.server';

// The loader and action of a complaint (`_app.complaints.$id.tsx`, issue 39, ADRs 166–167): its
// facts, its move in progress and its resolution.

/** The complaint, and whether the role may work it. */
export function complaintLoader(request: Request, params: { id?: string }) {
  return caseLoader(request, params, {
    permission: 'complaints.read',
    fetch: (admin, id) => admin.api.backOffice.complaint({ params: { id } }),
    extra: (admin) => ({ canWork: admin.can('complaints.work') }),
  });
}

/** Moves the complaint in progress, or resolves it (once: a second try says it was resolved). */
export async function complaintAction(request: Request, params: { id?: string }) {
  const { admin, id: complaintId, form, intent, back } = await readRecordAction(request, params);
  if (intent === 'start') {
    const result = await admin.api.backOffice.complaintStart({ params: { id: complaintId } });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:complaints.started');
    if (result.code === 'invalid_transition')
      return changedFirst(intent, 'backoffice:complaints.notStartable');
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
    return changedFirst(intent, 'backoffice:complaints.alreadyResolved');
  return refused(request, admin, intent, result, { form });
}
