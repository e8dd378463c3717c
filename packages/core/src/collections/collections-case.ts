import { moneyView } from '@lender/calculator/kernel';
import { type CollectionCase, fullNameOf } from '@lender/contracts';
import { asc, desc, eq } from '@lender/db/orm';
import {
  backOfficeUsers,
  clients,
  collectionContacts,
  collectionNotes,
  loans,
  payments,
} from '@lender/db/schema';
import { bucketOf } from '../back-office/portfolio';
import { isInsideContactWindow, nextContactWindowOpening } from '../calendar/contact-window';
import { emailOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import { RECEIVABLE_ACCOUNTS } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { claimOf } from './collection-claims';
import { contactCounts, contactView } from './collection-contacts';
import type { CollectionsContext } from './collection-context';
import { readCollectionRules } from './collection-rules';
import { promisesOf, promiseView } from './collections-queue';

/**
 * `backOffice.collectionsCase`: a case (issue 38): the loan's balance and its breakdown, payments, contacts (with who made
 * them), promises, notes, and the borrower's own phone and e-mail — never a reference's. Showing the
 * phone and e-mail in full is an audited read (`client.contact_read`, as on the client's record).
 */
export async function collectionsCase(
  ctx: CollectionsContext,
  { actorId: userId, params: { id: loanId } }: { actorId: number; params: { id: number } },
): Promise<CollectionCase> {
  const { db, pii, clock } = ctx;
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new CoreError('not_found');
  const [client] = await db.select().from(clients).where(eq(clients.id, loan.clientId));
  if (!client) throw new CoreError('not_found');
  const balances = await loanBalances(db, loanId);
  const breakdown = RECEIVABLE_ACCOUNTS.map((account) => ({ account, centavos: balances[account] ?? 0 }))
    .filter((line) => line.centavos !== 0)
    .map((line) => ({ account: line.account, amount: moneyView(line.centavos) }));
  const balance = RECEIVABLE_ACCOUNTS.reduce((sum, account) => sum + (balances[account] ?? 0), 0);
  const paid = await db.select().from(payments).where(eq(payments.loanId, loanId)).orderBy(desc(payments.id));
  const contacts = await db
    .select({ contact: collectionContacts, collectorName: backOfficeUsers.name })
    .from(collectionContacts)
    .innerJoin(backOfficeUsers, eq(backOfficeUsers.id, collectionContacts.userId))
    .where(eq(collectionContacts.loanId, loanId))
    .orderBy(desc(collectionContacts.contactedAt), desc(collectionContacts.id));
  const notes = await db
    .select({ note: collectionNotes, author: backOfficeUsers.name })
    .from(collectionNotes)
    .innerJoin(backOfficeUsers, eq(backOfficeUsers.id, collectionNotes.userId))
    .where(eq(collectionNotes.loanId, loanId))
    .orderBy(asc(collectionNotes.id));
  const rules = await readCollectionRules(db);
  const now = clock.now();
  const counts = await contactCounts(db, loanId, now);
  await ctx.audit.record(db, {
    actor: { type: 'user', id: userId },
    action: 'client.contact_read',
    entity: 'client',
    entityId: client.id,
    after: { fields: ['phone', 'email'], via: 'collections' },
  });
  const email = emailOf(pii, client);
  return {
    loanId,
    clientId: client.id,
    clientName: fullNameOf(client) || `#${client.id}`,
    status: loan.status,
    dueDate: loan.dueDate,
    overdueDays: loan.overdueDays,
    bucket: bucketOf(loan.status, loan.overdueDays),
    balance: moneyView(balance),
    breakdown,
    phone: pii.decrypt(client.phoneEnc),
    email: email === '' ? null : email,
    claim: await claimOf(db, loanId),
    payments: paid.map((payment) => ({
      id: payment.id,
      createdAt: payment.createdAt.toISOString(),
      completedAt: payment.completedAt?.toISOString() ?? null,
      status: payment.status,
      paymentType: payment.paymentType,
      amount: moneyView(payment.paidAmount ?? payment.amount),
    })),
    contacts: contacts.map(({ contact, collectorName }) => contactView({ ...contact, collectorName })),
    promises: (await promisesOf(db, [loanId])).map(promiseView),
    notes: notes.map(({ note, author }) => ({
      id: note.id,
      text: note.text,
      author,
      createdAt: note.createdAt.toISOString(),
    })),
    allowance: {
      insideWindow: isInsideContactWindow(now, rules.window),
      opensAt: nextContactWindowOpening(now, rules.window).toISOString(),
      today: { used: counts.today, limit: rules.contactsPerDay },
      week: { used: counts.week, limit: rules.contactsPerWeek },
    },
  };
}
