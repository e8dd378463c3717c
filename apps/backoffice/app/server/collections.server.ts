import type { CollectionQueueQuery } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import type { ApiFailure } from '@lender/sdk';
import { data, redirect } from '@remix-run/node';
import { type ActionFailure, invalid, refused } from './actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
  type SignedInAdmin,
} from './auth.server';
import { pageOf, pickParams } from './list-query.server';

// Loaders and actions of the collections workspace (issue 38): `routes/_app.collections._index.tsx`
// (the queue) and `routes/_app.collections.$id.tsx` (a case).

const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const;
const CLAIMS = ['all', 'mine', 'unclaimed'] as const;
const SORTS = ['-overdueDays', 'overdueDays', '-balance', 'balance'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback?: T) =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The queue's filters as the URL holds them (anything unknown falls back to the default). */
export function queueFilters(url: URL) {
  const raw = pickParams(url, ['bucket', 'claim', 'sort']);
  return {
    bucket: oneOf(BUCKETS, raw.bucket),
    claim: oneOf(CLAIMS, raw.claim, 'all') as CollectionQueueQuery['claim'],
    sort: oneOf(SORTS, raw.sort, '-overdueDays') as CollectionQueueQuery['sort'],
  };
}

export async function collectionsQueueLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'collections.read');
  const url = new URL(request.url);
  const filters = queueFilters(url);
  const result = await readable(
    admin.api.backOffice.collectionsQueue({
      query: { ...filters, ...(filters.bucket ? {} : { bucket: undefined }), page: pageOf(url), perPage: 50 },
    }),
  );
  if (!result.success) throw failureResponse(result);
  return data(
    {
      items: result.data,
      filters,
      pagination: result.pagination,
      me: admin.user.id,
      canWork: admin.can('collections.work'),
      canExport: admin.can('lists.export'),
    },
    { headers: admin.headers },
  );
}

/**
 * The words of a refusal by the collection rules, with the API's values (the window's next opening;
 * the case page also shows it and the counts beside the form).
 */
const RULE_WORDS: Record<string, MessageKey> = {
  outside_contact_window: 'backoffice:collections.refusedWindow',
  contact_limit_reached: 'backoffice:collections.refusedLimitDay',
  contact_not_allowed: 'backoffice:collections.refusedNotAllowed',
};

/** The action's answer to a refusal by the collection rules: its words, its values, the form as typed. */
export function ruleRefusal(intent: string, failure: ApiFailure, form: FormData) {
  const values = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return data<ActionFailure>(
    {
      intent,
      // The weekly cap has its own words (the daily one is the code's default).
      key:
        failure.code === 'contact_limit_reached' && failure.params?.period === 'week'
          ? 'backoffice:collections.refusedLimitWeek'
          : (RULE_WORDS[failure.code ?? ''] as MessageKey),
      ...(failure.params && { params: { ...failure.params } }),
      values,
    },
    { status: failure.status },
  );
}

const RULE_CODES = new Set(Object.keys(RULE_WORDS));

async function claimOrRelease(admin: SignedInAdmin, request: Request, intent: string, loanId: number) {
  if (intent === 'release') {
    const result = await admin.api.backOffice.collectionsRelease({ params: { id: loanId } });
    return result.success ? null : refused(request, admin, intent, result);
  }
  const result = await admin.api.backOffice.collectionsClaim({
    params: { id: loanId },
    body: { takeOver: intent === 'take-over' },
  });
  if (result.success) return null;
  if (result.code === 'already_claimed') {
    return data<ActionFailure>(
      { intent, key: 'backoffice:collections.claimedElsewhere', conflict: true },
      { status: 409 },
    );
  }
  if (result.code === 'invalid_transition') {
    return data<ActionFailure>(
      { intent, key: 'backoffice:collections.gone', conflict: true },
      { status: 409 },
    );
  }
  return refused(request, admin, intent, result);
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

export async function collectionsCaseLoader(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'collections.read');
  const loanId = Number(id);
  if (!Number.isInteger(loanId) || loanId <= 0) throw new Response('not found', { status: 404 });
  const result = await readable(admin.api.backOffice.collectionsCase({ params: { id: loanId } }));
  if (!result.success) throw failureResponse(result);
  return data(
    { item: result.data, me: admin.user.id, canWork: admin.can('collections.work') },
    { headers: admin.headers },
  );
}

/** Pesos typed by a person (`1,250.50`, `$1250`) as a number, or undefined. */
function pesosOf(text: string): number | undefined {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return undefined;
  return Number(clean);
}

/** Logs a contact, adds a note, or claims / releases the case. */
export async function collectionsCaseAction(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const loanId = Number(id);
  const back = `/collections/${loanId}`;
  if (intent === 'claim' || intent === 'take-over' || intent === 'release') {
    const refusal = await claimOrRelease(admin, request, intent, loanId);
    return refusal ?? redirect(back);
  }
  if (intent === 'note') {
    const text = String(form.get('text') ?? '').trim();
    if (!text) return invalid(intent, { text: 'errors:code.required' }, form);
    const result = await admin.api.backOffice.collectionsAddNote({ params: { id: loanId }, body: { text } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, back, 'backoffice:collections.noteSaved');
  }
  if (intent !== 'contact') return invalid(intent, {});
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const result = value('result');
  const fields: Record<string, MessageKey> = {};
  if (!value('to')) fields.to = 'errors:code.required';
  let promise: { date: string; amount: number } | undefined;
  if (result === 'promised') {
    const amount = pesosOf(value('promiseAmount'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value('promiseDate'))) fields.promiseDate = 'errors:code.required';
    if (amount === undefined || amount <= 0) fields.promiseAmount = 'errors:code.invalid_format';
    promise = { date: value('promiseDate'), amount: amount ?? 0 };
  }
  if (Object.keys(fields).length > 0) return invalid(intent, fields, form);
  const logged = await admin.api.backOffice.collectionsLogContact({
    params: { id: loanId },
    body: {
      channel: value('channel') as never,
      direction: value('direction') as never,
      result: result as never,
      to: value('to'),
      ...(value('note') ? { note: value('note') } : {}),
      ...(promise ? { promise } : {}),
    },
  });
  if (!logged.success) {
    if (RULE_CODES.has(logged.code ?? '')) return ruleRefusal(intent, logged, form);
    if (logged.code === 'already_claimed') {
      return data<ActionFailure>(
        { intent, key: 'backoffice:collections.claimedElsewhere', conflict: true },
        { status: 409 },
      );
    }
    return refused(request, admin, intent, logged, {
      form,
      fieldOf: (field) =>
        ({ 'promise.date': 'promiseDate', 'promise.amount': 'promiseAmount' })[field] ?? field,
    });
  }
  return redirectWithNotice(admin, back, 'backoffice:collections.contactLogged');
}
