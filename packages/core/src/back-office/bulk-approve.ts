import type { Application } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { decideApplication, type ManualCaseContext } from './decide-application';

/** One case of a bulk approval: approved, or the code of why not. */
export interface BulkApproval {
  applicationId: number;
  approved: boolean;
  code: string | null;
  application: Application | null;
}

/**
 * Approves each manual case at its asked amount, one by one (issue 16), as `decideApplication`
 * would; a case that cannot be approved says why (its error's code) and the others go on.
 */
export async function bulkApprove(
  ctx: ManualCaseContext,
  { actorId: userId, body }: { actorId: number; body: { applicationIds: readonly number[]; reason: string } },
): Promise<BulkApproval[]> {
  const { applicationIds, reason } = body;
  const results: BulkApproval[] = [];
  for (const applicationId of [...new Set(applicationIds)]) {
    try {
      const application = await decideApplication(ctx, {
        actorId: userId,
        params: { id: applicationId },
        body: { decision: 'approve', reason },
      });
      results.push({ applicationId, approved: true, code: null, application });
    } catch (error) {
      if (!(error instanceof CoreError)) throw error;
      results.push({ applicationId, approved: false, code: error.code, application: null });
    }
  }
  return results;
}
