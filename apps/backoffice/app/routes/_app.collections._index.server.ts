import type { CollectionQueueQuery } from '@lender/contracts';
import { redirect } from '@remix-run/node';
import { claimOrRelease, invalid } from '../server/actions.server';
import { requireAdmin } from '../server/auth.server';
import { oneOf, registerLoader } from '../server/case-register.server';
import { pickParams } from '../server/list-query.server';

// The loader and action of the collections queue (`_app.collections._index.tsx`, issue 38).

const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const;
const CLAIMS = ['all', 'mine', 'unclaimed'] as const;
const SORTS = ['-overdueDays', 'overdueDays', '-balance', 'balance'] as const;

/** The queue's filters as the URL holds them (anything unknown falls back to the default). */
export function queueFilters(url: URL) {
  const raw = pickParams(url, ['bucket', 'claim', 'sort']);
  return {
    bucket: oneOf(BUCKETS, raw.bucket),
    claim: oneOf(CLAIMS, raw.claim, 'all') as CollectionQueueQuery['claim'],
    sort: oneOf(SORTS, raw.sort, '-overdueDays') as CollectionQueueQuery['sort'],
  };
}

/** A page of overdue loans by bucket, claim and sort; who is signed in and what they may do. */
export function collectionsQueueLoader(request: Request) {
  return registerLoader(request, {
    permission: 'collections.read',
    filters: queueFilters,
    fetch: (admin, filters, at) =>
      admin.api.backOffice.collectionsQueue({
        query: { ...filters, ...(filters.bucket ? {} : { bucket: undefined }), ...at },
      }),
    extra: (admin) => ({
      me: admin.user.id,
      canWork: admin.can('collections.work'),
      canExport: admin.can('lists.export'),
    }),
  });
}

/** Claims (and opens), takes over or releases a case from the queue. */
export async function collectionsQueueAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const loanId = Number(form.get('loanId'));
  if (!['claim', 'take-over', 'release'].includes(intent) || !Number.isInteger(loanId) || loanId <= 0) {
    return invalid(intent, {});
  }
  const refusal = await claimOrRelease(admin, request, intent, loanId);
  if (refusal) return refusal;
  const url = new URL(request.url);
  return redirect(intent === 'release' ? `/collections${url.search}` : `/collections/${loanId}`);
}
