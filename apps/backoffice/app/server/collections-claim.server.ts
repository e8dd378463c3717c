import { changedFirst, refused } from './actions.server';
import type { SignedInAdmin } from './auth.server';

/**
 * Claims, takes over (`take-over`) or releases (`release`) a collections case, from the queue or
 * from the case's page (issue 38): `null` when done, else the action's answer — a case another
 * collector claimed first, or one that left the queue, says so as a warning.
 */
export async function claimOrRelease(admin: SignedInAdmin, request: Request, intent: string, loanId: number) {
  if (intent === 'release') {
    const result = await admin.api.backOffice.collectionsRelease({ params: { id: loanId } });
    return result.success ? null : refused(request, admin, intent, result);
  }
  const result = await admin.api.backOffice.collectionsClaim({
    params: { id: loanId },
    body: { takeOver: intent === 'take-over' },
  });
  if (result.success) return null;
  if (result.code === 'already_claimed')
    return changedFirst(intent, 'backoffice:collections.claimedElsewhere');
  if (result.code === 'invalid_transition') return changedFirst(intent, 'backoffice:collections.gone');
  return refused(request, admin, intent, result);
}
