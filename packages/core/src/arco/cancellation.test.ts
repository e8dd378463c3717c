import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import {
  auditLog,
  clientContacts,
  clientDataBlocks,
  clientGeo,
  clients,
  loans,
  noticePreferences,
  sessions,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionsTestCore, overdueLoanOf, refusal } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { listClients } from '../back-office/lists/clients-list';
import { collectionsQueue } from '../collections/collections-queue';
import { activeLoanOf } from '../loans/active-loan';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { anonymiseClientData, anonymiseDueClients } from './anonymise-client-data';
import { blockClientData } from './block-client-data';
import { assessDeletion, deletionAssessment } from './deletion-assessment';
import { ANONYMISED } from './personal-fields';

// Issue 51 (Cancelación), ADR 292: a borrower with an open loan is told what is kept and why and
// cannot be blocked; once paid off the block erases what no duty keeps and takes them out of every
// staff work list; the anonymisation waits for the end of the retention periods.

let t: LendingTestCore;
let collector: number;
let borrower: Awaited<ReturnType<typeof overdueLoanOf>>;
beforeAll(async () => {
  const made = await createCollectionsTestCore();
  t = made.t;
  collector = made.ana;
  borrower = await overdueLoanOf(t);
  await t.core.db
    .update(clients)
    .set({ firstName: 'Eulalia', lastName: 'Quintanar' })
    .where(eq(clients.id, borrower.clientId));
  await t.core.db
    .insert(clientGeo)
    .values({ clientId: borrower.clientId, latitude: '19.41', longitude: '-99.16' });
  await t.core.auth.issue({ accountType: 'client', subjectId: borrower.clientId, mfaPending: false });
});
afterAll(() => t.close());

const queue = () =>
  collectionsQueue(t.core, {
    actorId: collector,
    query: { page: 1, perPage: 50, claim: 'all', sort: '-overdueDays' },
  });
const inList = async (query?: string) =>
  (
    await listClients(t.core.db, t.core.pii, query ? { query } : {}, '-id', { page: 1, perPage: 50 })
  ).items.some((item) => item.id === borrower.clientId);

describe('a cancellation of personal data', () => {
  it('with an open loan: everything the contract needs is kept, and the data cannot be blocked', async () => {
    const view = await assessDeletion(t.core, { clientId: borrower.clientId });
    expect(view).toMatchObject({ state: 'held', canBlock: false, canAnonymise: false, keptUntil: null });
    // The endpoint's use case answers the caller's own, without the id.
    const { clientId: _id, ...mine } = view;
    expect(await deletionAssessment(t.core, { actorId: borrower.clientId })).toEqual(mine);
    expect(view.kept.find((kept) => kept.category === 'loans')).toEqual({
      category: 'loans',
      reasons: ['open_loan', 'aml_retention'],
      until: null,
      retention: [],
    });
    expect(view.deletedAtBlock).toEqual(
      expect.arrayContaining(['reference_contacts', 'device_signals', 'marketing']),
    );
    expect(await refusal(blockClientData(t.core, { clientId: borrower.clientId }))).toMatchObject({
      code: 'personal_data_in_use',
      status: 409,
      params: { loans: 1, applications: 0 },
    });
  });

  it('paid off: blocked, what no duty keeps is erased, and no work list shows the borrower', async () => {
    expect((await queue()).items.map((item) => item.loanId)).toContain(borrower.loanId);
    expect(await inList()).toBe(true);
    expect(await inList('Quintanar')).toBe(true);
    const owed = Math.round((await activeLoanOf(t.core, borrower.clientId)).outstanding.amount * 100);
    const reference = await paymentReference(t.core, {
      actorId: borrower.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    await simulateReferencePayment(t.core, reference.reference, owed);
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, borrower.loanId));
    expect(loan?.status).toBe(LOAN_STATUS.paid);

    const before = await assessDeletion(t.core, { clientId: borrower.clientId });
    // Paid on Friday 2026-03-20: the contract and the PLD records until 2036, tax until 31 March 2032.
    expect(before).toMatchObject({ state: 'held', canBlock: true, keptUntil: '2036-03-20' });
    expect(before.kept.find((kept) => kept.category === 'loans')?.reasons).toEqual([
      'contract_retention',
      'aml_retention',
      'tax_retention',
    ]);
    expect(before.kept.find((kept) => kept.category === 'tax_documents')).toMatchObject({
      until: '2032-03-31',
      retention: [{ duty: 'tax', since: '2026-03-20', until: '2032-03-31' }],
    });

    const blocked = await blockClientData(t.core, { clientId: borrower.clientId, userId: collector });
    expect(blocked.erasedRows).toBeGreaterThan(0);
    expect(await blockClientData(t.core, { clientId: borrower.clientId })).toMatchObject({ erasedRows: 0 });
    const of = <T extends { clientId: unknown }>(table: T) => eq(table.clientId as never, borrower.clientId);
    expect(await t.core.db.select().from(clientContacts).where(of(clientContacts))).toEqual([]);
    expect(await t.core.db.select().from(clientGeo).where(of(clientGeo))).toEqual([]);
    expect(
      await t.core.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.accountType, 'client'), eq(sessions.subjectId, borrower.clientId))),
    ).toEqual([]);
    // Kept for the duties: the client row and the loan, as they were.
    const [row] = await t.core.db.select().from(clients).where(eq(clients.id, borrower.clientId));
    expect(row?.firstName).toBe('Eulalia');

    expect(await inList()).toBe(false);
    expect(await inList('Quintanar')).toBe(false);
    expect(await inList(String(borrower.clientId))).toBe(false);
    expect(await inList(borrower.email)).toBe(false);
    expect(await inList(borrower.phone.replace('+52', ''))).toBe(false);
    const exported = await listClients(t.core.db, t.core.pii, {}, '-id', 'export');
    expect(exported.items.map((item) => item.id)).not.toContain(borrower.clientId);
    expect(exported.total).toBe(exported.items.length);
  });

  it('a blocked borrower whose loan reopened (a reversal) is still out of the collections queue, and gets no marketing', async () => {
    const other = await overdueLoanOf(t);
    await t.core.db.insert(clientDataBlocks).values({ clientId: other.clientId, blockedAt: t.clock.now() });
    expect((await queue()).items.map((item) => item.loanId)).not.toContain(other.loanId);
    await t.core.db.insert(noticePreferences).values({ clientId: other.clientId, marketingOptIn: true });
    const promo = { clientId: other.clientId, eventId: 'promo:blocked', subject: 'Promo', text: 'x' };
    expect(await t.core.notices.notifyMarketing(t.core.db, promo)).toBe(0);
  });

  it('is anonymised only after the last day of retention, once; the figures and PLD rows stay', async () => {
    const clientId = borrower.clientId;
    expect(await refusal(anonymiseClientData(t.core, { clientId, today: '2036-03-20' }))).toMatchObject({
      code: 'retention_not_over',
      params: { until: '20.03.2036' },
    });
    expect(await anonymiseDueClients(t.core, { today: '2036-03-20' })).toMatchObject({ anonymised: 0 });
    const due = await anonymiseDueClients(t.core, { today: '2036-03-21' });
    expect(due).toMatchObject({ anonymised: 1, failed: 0 });
    const [row] = await t.core.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row).toMatchObject({
      firstName: ANONYMISED,
      lastName: ANONYMISED,
      curpEnc: null,
      clabeEnc: null,
      emailEnc: null,
      emailHash: `anonymised:clients:${clientId}`,
      phoneHash: `anonymised:clients:${clientId}`,
    });
    expect(t.core.pii.decrypt(row?.phoneEnc ?? '')).toBe(ANONYMISED);
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, borrower.loanId));
    expect(loan).toMatchObject({ status: LOAN_STATUS.paid, principal: expect.any(Number) });
    expect(await anonymiseClientData(t.core, { clientId })).toMatchObject({ rows: 0, files: 0 });
    const view = await assessDeletion(t.core, { clientId, today: '2036-03-21' });
    expect(view).toMatchObject({ state: 'anonymised', canBlock: false, canAnonymise: false });
    const actions = await t.core.db
      .select({ action: auditLog.action, actor: auditLog.actorType })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(clientId))));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'client.data_block', actor: 'user' },
        { action: 'client.data_anonymise', actor: 'system' },
      ]),
    );
  });

  it('refuses to anonymise a client whose data was never blocked', async () => {
    const other = await overdueLoanOf(t);
    expect(await refusal(anonymiseClientData(t.core, { clientId: other.clientId }))).toMatchObject({
      code: 'personal_data_not_blocked',
    });
  });
});
