import type { ChallengerComparison } from '@lender/contracts';
import { data } from '@remix-run/node';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';

// The champion and challenger page (issue 67 point 3, ADR 332): the challengers that ran, and the
// chosen one's arms compared (the one asked for, else the running one, else the newest). It only
// reads.

export async function challengersLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const list = await readable(admin.api.backOffice.policyChallengers());
  if (!list.success) throw failureResponse(list);
  const asked = Number(new URL(request.url).searchParams.get('id'));
  const chosen =
    list.data.find((challenger) => challenger.id === asked) ??
    list.data.find((challenger) => challenger.status === 'running') ??
    [...list.data].sort((a, b) => b.id - a.id)[0];
  let comparison: ChallengerComparison | null = null;
  if (chosen) {
    const result = await readable(admin.api.backOffice.challengerComparison({ params: { id: chosen.id } }));
    if (!result.success) throw failureResponse(result);
    comparison = result.data;
  }
  return data(
    {
      challengers: list.data.map((challenger) => ({
        id: challenger.id,
        policyVersion: challenger.policyVersion,
        mode: challenger.mode,
        sharePercent: challenger.sharePercent,
        status: challenger.status,
        startedAt: challenger.startedAt,
        endedAt: challenger.endedAt,
      })),
      chosenId: chosen?.id ?? null,
      comparison,
    },
    { headers: admin.headers },
  );
}
