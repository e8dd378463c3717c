import type { PolicyReplay } from '@lender/contracts';
import { type MessageKey, toApiDate } from '@lender/i18n';
import { data } from '@remix-run/node';
import { errorWords, refusalWords } from '../server/actions.server';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';

// The replay page (issue 67 point 2, ADR 330): a version run over the stored applications of a
// period against the one in force, by segment. It only reads: the API writes nothing for it.

const DAY_MS = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the form: the one asked for, else the 30 days up to today (Mexico City). */
export function replayPeriod(url: URL, now: Date) {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const asked = ISO.test(from) && ISO.test(to);
  return {
    asked,
    from: asked ? from : toApiDate(new Date(now.getTime() - 29 * DAY_MS)),
    to: asked ? to : toApiDate(now),
  };
}

export async function policyReplayLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const url = new URL(request.url);
  const list = await readable(admin.api.backOffice.creditPolicies());
  if (!list.success) throw failureResponse(list);
  const asked = Number(url.searchParams.get('version'));
  const chosen =
    list.data.find((policy) => policy.version === asked) ??
    list.data.find((policy) => policy.status === 'draft') ??
    list.data.find((policy) => policy.status === 'published');
  const period = replayPeriod(url, new Date());
  let replay: PolicyReplay | null = null;
  let refusal: MessageKey | null = null;
  if (chosen && period.asked) {
    const result = await readable(
      admin.api.backOffice.replayPolicy({
        params: { version: chosen.version },
        query: { from: period.from, to: period.to },
      }),
    );
    if (result.success) replay = result.data;
    else if (result.status === 400) refusal = refusalWords(result);
    else if (result.status === 404) refusal = errorWords('not_found');
    else throw failureResponse(result);
  }
  return data(
    {
      versions: list.data.map((policy) => ({ version: policy.version, status: policy.status })),
      version: chosen?.version ?? null,
      from: period.from,
      to: period.to,
      replay,
      refusal,
    },
    { headers: admin.headers },
  );
}
