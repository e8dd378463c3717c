import { count } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import { complaintLog } from '../complaints/back-office/complaint-log';
import { complaintResolve } from '../complaints/back-office/complaint-resolve';
import { complaintStart } from '../complaints/back-office/complaint-start';
import type { Core } from '../core';
import { t } from '../i18n';

/**
 * Three demo complaints (issue 39) so the UNE's register and the regulator's figures are not empty:
 * a reclamación about the overdue demo loan (in progress), a consulta from someone who is not a
 * client yet, and an aclaración about the paid loan, resolved. Only when the register is empty.
 */
export async function seedDemoComplaints(
  core: Core,
  adminId: number,
  loans: ReadonlyArray<{ kind: string; loanId: number | null }>,
): Promise<number> {
  const [existing] = await core.db.select({ n: count() }).from(complaints);
  if ((existing?.n ?? 0) > 0) return 0;
  const loanOf = (kind: string) => loans.find((item) => item.kind === kind)?.loanId ?? undefined;
  const product = 'short_term_personal' as const;
  const overdue = loanOf('overdue');
  const started = await complaintLog(core, {
    actorId: adminId,
    body: {
      channel: 'phone',
      kind: 'claim',
      cause: 'collection_practices',
      product,
      ...(overdue ? { loanId: overdue } : { complainantName: t('backoffice:complaints.demo.client') }),
      description: t('backoffice:complaints.demo.collectionCalls'),
    },
  });
  await complaintStart(core, { actorId: adminId, params: { id: started.id } });
  await complaintLog(core, {
    actorId: adminId,
    body: {
      channel: 'web',
      kind: 'inquiry',
      cause: 'interest_or_fees',
      product,
      complainantName: 'Laura Méndez Ruiz',
      description: t('backoffice:complaints.demo.catQuestion'),
    },
  });
  const paid = loanOf('paid');
  const resolved = await complaintLog(core, {
    actorId: adminId,
    body: {
      channel: 'email',
      kind: 'clarification',
      cause: 'payment_not_applied',
      product,
      ...(paid ? { loanId: paid } : { complainantName: t('backoffice:complaints.demo.client') }),
      description: t('backoffice:complaints.demo.paidOffLetter'),
    },
  });
  await complaintResolve(core, {
    actorId: adminId,
    params: { id: resolved.id },
    body: {
      resolution: 'favourable',
      resolutionText: t('backoffice:complaints.demo.paidOffAnswer'),
    },
  });
  return 3;
}
