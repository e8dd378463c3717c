import { PAY_CYCLES, type PayCycle, payDateOptions } from '@lender/calculator';
import { CLIENT_STATUS, type ClientDocument, centavosToPesos } from '@lender/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from '@lender/db/orm';
import {
  applications,
  clientDocuments,
  clients,
  decisions,
  ledgerEntries,
  ledgerTransactions,
  loans,
  outbox,
} from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { readProductConfig, startingStates } from '../catalog/product';
import { quotePublicOffer } from '../catalog/public-offer';
import { registrationAnswers } from '../clients/registration-answers';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import { fullNameSql } from '../identity/name-parts';
import { maskPhone } from '../pii';
import { readClientContact } from './client-contact';
import { identityMatch } from './lists/clients-list';
import type { OperationsContext } from './operations-context';
import {
  type BackOfficeService,
  CLIENT_DETAIL_LEDGER_LIMIT,
  CLIENT_DETAIL_MESSAGES_LIMIT,
  CLIENT_STATUS_ACTIONS,
} from './operations-model';
import { assertRoleCan } from './permissions';

/** The clients screens: search, the client's detail, status changes and the client's offer. */
export function createClientOperations(ctx: OperationsContext) {
  const { deps, db, clock, pii, auth, audit, clientRow, summaryOf, recipientHashes } = ctx;
  const { messageOf, applicationOf, decisionOf, pageOf } = ctx;
  const service: Pick<
    BackOfficeService,
    'searchClients' | 'clientDetail' | 'clientContact' | 'changeClientStatus' | 'clientOffer'
  > = {
    async searchClients(filter, page) {
      const conditions: SQL[] = [];
      if (filter.status !== undefined) conditions.push(eq(clients.status, filter.status));
      const query = filter.query?.trim();
      if (query) {
        // E-mails, phones and CURPs are encrypted (ADR 012): an exact match by the keyed hash.
        const identity = identityMatch(pii, query);
        if (identity) {
          conditions.push(identity);
        } else {
          const like = `%${query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
          const name = fullNameSql;
          const matches: SQL[] = [ilike(name, like)];
          if (/^\d{1,9}$/.test(query)) matches.push(eq(clients.id, Number(query)));
          const either = or(...matches);
          if (either) conditions.push(either);
        }
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { limit, offset } = pageOf(page);
      const rows = await db
        .select()
        .from(clients)
        .where(where)
        .orderBy(desc(clients.id))
        .limit(limit)
        .offset(offset);
      const [totals] = await db.select({ total: count() }).from(clients).where(where);
      return { items: rows.map(summaryOf), total: totals?.total ?? 0 };
    },
    async clientDetail(clientId) {
      const row = await clientRow(clientId);
      const profile = await deps.clients.profile(clientId);
      const applicationRows = await db
        .select()
        .from(applications)
        .where(eq(applications.clientId, clientId))
        .orderBy(desc(applications.id));
      const decisionRows = await db
        .select()
        .from(decisions)
        .where(eq(decisions.clientId, clientId))
        .orderBy(desc(decisions.id));
      const loanRows = await db
        .select({ id: loans.id })
        .from(loans)
        .where(eq(loans.clientId, clientId))
        .orderBy(desc(loans.id));
      const loanIds = loanRows.map((loan) => loan.id);
      const ledgerRows =
        loanIds.length === 0
          ? []
          : await db
              .select({
                id: ledgerEntries.id,
                loanId: ledgerEntries.loanId,
                account: ledgerEntries.account,
                amount: ledgerEntries.amount,
                kind: ledgerTransactions.kind,
                bookedOn: ledgerTransactions.effectiveDate,
                createdAt: ledgerTransactions.createdAt,
              })
              .from(ledgerEntries)
              .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
              .where(inArray(ledgerEntries.loanId, loanIds))
              .orderBy(desc(ledgerEntries.id))
              .limit(CLIENT_DETAIL_LEDGER_LIMIT);
      const documentRows = await db
        .select()
        .from(clientDocuments)
        .where(and(eq(clientDocuments.clientId, clientId), sql`${clientDocuments.deletedAt} is null`))
        .orderBy(desc(clientDocuments.id));
      const messageRows = await db
        .select()
        .from(outbox)
        .where(
          and(inArray(outbox.recipientHash, recipientHashes(row)), inArray(outbox.channel, ['sms', 'email'])),
        )
        .orderBy(desc(outbox.id))
        .limit(CLIENT_DETAIL_MESSAGES_LIMIT);
      return {
        // The full number is an audited read of its own (`clientContact`, issue 36).
        profile: {
          ...profile,
          info: { mobilePhone: { number: maskPhone(profile.info.mobilePhone.number) } },
        },
        applications: applicationRows.map(applicationOf),
        decisions: decisionRows.map(decisionOf),
        ledger: ledgerRows.map((entry) => ({
          id: entry.id,
          loanId: entry.loanId,
          account: entry.account,
          amount: centavosToPesos(entry.amount),
          kind: entry.kind,
          bookedOn: entry.bookedOn,
          createdAt: entry.createdAt.toISOString(),
        })),
        documents: documentRows.map((document) => ({
          id: document.id,
          type: document.type as ClientDocument['type'],
          contentType: document.contentType,
          size: document.size,
          uploadedAt: document.uploadedAt.toISOString(),
        })),
        messages: messageRows.map((message) => messageOf(message, clientId)),
        loans: await Promise.all(loanIds.map((loanId) => deps.loans.loanView(loanId))),
        registration: await registrationAnswers({ db, pii }, clientId),
      };
    },
    clientContact: (actorId, clientId) => readClientContact({ db, pii, audit }, actorId, clientId),
    async changeClientStatus(actor, clientId, action, reason, expectedStatus) {
      const rule = CLIENT_STATUS_ACTIONS[action];
      const before = await clientRow(clientId);
      const from = (expectedStatus === undefined ? [...rule.from] : [expectedStatus]).filter((status) =>
        (rule.from as readonly number[]).includes(status),
      );
      if (action === 'unblock' && before.status === CLIENT_STATUS.blacklisted) {
        assertRoleCan(actor.role, 'clients.blacklist');
      }
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(clients)
          .set({ status: rule.to, updatedAt: clock.now() })
          .where(and(eq(clients.id, clientId), inArray(clients.status, from.length > 0 ? from : [-1])))
          .returning();
        if (!row) {
          const [current] = await tx
            .select({ status: clients.status })
            .from(clients)
            .where(eq(clients.id, clientId));
          throw new CoreError('invalid_transition', {
            params: { from: current?.status ?? before.status, to: rule.to },
          });
        }
        await audit.record(tx, {
          actor: { type: 'user', id: actor.userId } satisfies AuditActor,
          action: `client.${action}`,
          entity: 'client',
          entityId: clientId,
          before: { status: before.status },
          after: { status: row.status },
          reason,
        });
        return row;
      });
      // After the commit (PGlite has one connection): the client's sessions end at once. Should
      // this fail, the auth middleware still refuses a blocked client and revokes its sessions.
      if (updated.status === CLIENT_STATUS.blocked) await auth.revokeAll('client', clientId, 'blocked');
      return summaryOf(updated);
    },
    async clientOffer(clientId, query) {
      const row = await clientRow(clientId);
      const sequenceType = row.closedLoansCount > 0 ? 'repeated' : 'first';
      const [application] = await db
        .select()
        .from(applications)
        .where(eq(applications.clientId, clientId))
        .orderBy(desc(applications.id))
        .limit(1);
      const initial = (await startingStates(db, await readProductConfig(db)))[sequenceType];
      const knownCycle = (value: string | null | undefined): PayCycle | undefined =>
        value && (PAY_CYCLES as readonly string[]).includes(value) ? (value as PayCycle) : undefined;
      const payCycle =
        query.payCycle ??
        knownCycle(application?.salaryCycle) ??
        knownCycle(row.salaryCycle) ??
        initial.payCycle;
      const amount = query.amount ?? application?.principalAmount ?? initial.amount;
      const businessDay = today(clock);
      const ownDates =
        application && application.salaryCycle === payCycle
          ? [application.payDates.first_repayment_option, application.payDates.second_repayment_option]
              .filter((value) => value !== undefined)
              .join(',')
          : undefined;
      const firstOption = payDateOptions(payCycle, businessDay)[0]?.value;
      const candidates = query.payDates !== undefined ? [query.payDates] : [ownDates, firstOption];
      let lastError: unknown;
      for (const payDates of candidates) {
        if (payDates === undefined || payDates === '') continue;
        try {
          return await quotePublicOffer(db, businessDay, { sequenceType, amount, payCycle, payDates });
        } catch (error) {
          if (!(error instanceof CoreError) || error.code !== 'validation_failed') throw error;
          lastError = error;
        }
      }
      throw lastError ?? new CoreError('not_found');
    },
  };
  return { service };
}
