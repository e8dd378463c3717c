import { data } from '@remix-run/node';
import { invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';

// The payouts held after a CEP named another person (ADR 327, 331): the list with who asked for a
// release and who approved it, and the two officers' actions — ask with a reason, then another
// officer approves or rejects. Compliance's need to know (`compliance.read`); acting needs
// `compliance.work` (ask) or `compliance.decide` (approve, reject), and the API checks again.

const HERE = '/payout-holds';

export async function payoutHoldsLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'compliance.read');
  const holds = await readable(admin.api.backOffice.payoutHolds());
  if (!holds.success) throw failureResponse(holds);
  return data(
    {
      holds: holds.data,
      me: admin.user.id,
      can: { ask: admin.can('compliance.work'), decide: admin.can('compliance.decide') },
    },
    { headers: admin.headers },
  );
}

/** Asks for a release with a reason, or approves or rejects another officer's request. */
export async function payoutHoldsAction(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'compliance.read');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('payoutId'));
  if (!Number.isInteger(id) || id <= 0) return invalid(intent, {}, form);
  if (intent === 'ask') {
    const reason = readReason(form);
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
    const asked = await admin.api.backOffice.requestPayoutHoldRelease({ params: { id }, body: { reason } });
    if (!asked.success) return refused(request, admin, intent, asked, { form });
    return redirectWithNotice(admin, HERE, 'backoffice:paymentOversight.holds.asked');
  }
  if (intent !== 'approve' && intent !== 'reject') return invalid(intent, {}, form);
  const approve = intent === 'approve';
  const reviewed = await admin.api.backOffice.reviewPayoutHoldRelease({ params: { id }, body: { approve } });
  if (!reviewed.success) return refused(request, admin, intent, reviewed, { form });
  return redirectWithNotice(
    admin,
    HERE,
    approve ? 'backoffice:paymentOversight.holds.approved' : 'backoffice:paymentOversight.holds.rejected',
  );
}
