import { fullNameOf } from '@lender/contracts';
import { data } from '@remix-run/node';
import type { Params } from '@remix-run/react';
import { TABS } from '../client-record';
import { invalidRowsAt } from '../invalid';
import { errorWords, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import { loadRecordTab, readRecordAction, recordId, revealContact } from '../server/record-tabs.server';

// The loader and action of a client's record (`routes/_app.clients.$id.tsx`).

/** The record and the open tab's own data, with what the admin may do. */
export async function clientRecordLoader(request: Request, params: Params) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'clients.read');
  const id = recordId(params);
  const { backOffice } = admin.api;
  // The record and the open tab's own data, side by side.
  const [detail, { tab, loaded }] = await Promise.all([
    readable(backOffice.client({ params: { id } })),
    loadRecordTab(request, TABS, {
      audit: () => backOffice.clientTimeline({ params: { id }, query: { perPage: 100 } }),
      offer: async () => (admin.can('clients.offer') ? backOffice.clientOffer({ params: { id } }) : null),
      applications: () => backOffice.clientDecisions({ params: { id } }),
      consents: () => backOffice.clientConsents({ params: { id } }),
      documents: () => backOffice.clientDocuments({ params: { id } }),
      // Issue 66 point 6: the direct debits are payments' to read (an agent sees no tab).
      debits: async () =>
        admin.can('payments.read') ? backOffice.clientDirectDebits({ params: { id } }) : null,
    }),
  ]);
  if (!detail.success) throw failureResponse(detail);
  const { audit, offer, applications: decisions, consents, documents, debits } = loaded;
  const { profile } = detail.data;
  return data(
    {
      id,
      tab,
      name: fullNameOf(profile) || `#${id}`,
      detail: detail.data,
      audit: audit?.success ? audit.data : null,
      decisions: decisions?.success ? decisions.data : [],
      consents: consents?.success ? consents.data : [],
      documents: documents?.success ? documents.data : [],
      debits: debits?.success ? debits.data : null,
      offer: offer
        ? offer.success
          ? { ok: true as const, offer: offer.data }
          : { ok: false as const, key: errorWords(offer.code) }
        : null,
      // Issue 36: rows the API sent that broke their contract, marked where they were.
      invalid: {
        applications: invalidRowsAt(detail.invalid, 'applications'),
        loans: invalidRowsAt(detail.invalid, 'loans'),
        ledger: invalidRowsAt(detail.invalid, 'ledger'),
        messages: invalidRowsAt(detail.invalid, 'messages'),
        decisions: decisions?.success ? invalidRowsAt(decisions.invalid) : [],
        consents: consents?.success ? invalidRowsAt(consents.invalid) : [],
        documents: documents?.success ? invalidRowsAt(documents.invalid) : [],
        audit: audit?.success ? invalidRowsAt(audit.invalid) : [],
      },
      can: {
        block: admin.can('clients.block'),
        unblock: admin.can('clients.unblock'),
        blacklist: admin.can('clients.blacklist'),
        sandbox: admin.can('clients.sandbox'),
        audit: admin.can('audit.read'),
        offer: admin.can('clients.offer'),
        contact: admin.can('clients.contact'),
        payments: admin.can('payments.read'),
      },
    },
    { headers: admin.headers },
  );
}

/** Reveals the contact, starts a sandbox, or blocks, unblocks or blacklists with a reason. */
export async function clientRecordAction(request: Request, params: Params) {
  const { admin, id, form, intent, back } = await readRecordAction(request, params);
  if (intent === 'contact') return revealContact(request, admin, id);
  if (intent === 'sandbox') {
    const result = await admin.api.backOffice.startSandbox({ params: { id } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, back, 'backoffice:client.sandboxStarted');
  }
  if (intent !== 'block' && intent !== 'unblock' && intent !== 'blacklist') return invalid(intent, {}, form);
  const reason = readReason(form);
  if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
  const call =
    intent === 'block'
      ? admin.api.backOffice.blockClient
      : intent === 'unblock'
        ? admin.api.backOffice.unblockClient
        : admin.api.backOffice.blacklistClient;
  // The status the admin saw: if another admin changed it first, the API answers 409 and the page
  // shows the current status instead of overwriting it.
  const seen = Number(form.get('expectedStatus'));
  const expectedStatus = [1, 2, 3, 4, 5].includes(seen) ? (seen as 1 | 2 | 3 | 4 | 5) : undefined;
  const result = await call({
    params: { id },
    body: expectedStatus ? { reason, expectedStatus } : { reason },
  });
  if (!result.success) return refused(request, admin, intent, result, { form });
  // What the API answered: the client's status now.
  return redirectWithNotice(admin, back, 'backoffice:client.statusNow', {
    status: `backoffice:status.client.${result.data.status}`,
  });
}
