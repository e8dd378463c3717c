import { APPLICATION_STATUS, PAY_CYCLES, type PayCycle, payDateOptions } from '@lender/calculator';
import {
  type Application,
  type AuditEntry as AuditEntryView,
  type BackOfficeOfferQuery,
  type BackOfficeRole,
  CLIENT_STATUS,
  type ClientDocument,
  type ClientSummary,
  centavosToPesos,
  type Decision,
  type LedgerEntry,
  type Loan,
  type ManualDecisionRequest,
  type ManualQueueItem,
  type OutboxMessage,
  type Payment,
  pesosToCentavos,
} from '@lender/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type ApplicationsService, payDatesValue } from '../applications/applications';
import { readOfferTtlMinutes } from '../applications/offer-ttl';
import type { AuditActor, AuditFilter, AuditService } from '../audit/audit';
import { auditMoney, auditSnapshotView } from '../audit/money';
import type { AuthService } from '../auth/sessions';
import { readCalculatorConfig } from '../catalog/product';
import { OfferQuoteError, type OfferView, quotePublicOffer } from '../catalog/public-offer';
import type { ClientsService } from '../clients/clients';
import { emailHashOf, emailOf } from '../clients/email';
import { normalizePhone } from '../clients/phone';
import { type Clock, today } from '../clock';
import type { Database } from '../db/database';
import {
  applications,
  backOfficeUsers,
  clientDocuments,
  clients,
  decisions,
  ledgerEntries,
  ledgerTransactions,
  loans,
  offers,
  outbox,
} from '../db/schema/index';
import { CoreError } from '../errors/core-error';
import type { LoansService } from '../loans/loans';
import type { PaymentsService } from '../payments/payments';
import { maskPhone, type PiiCrypto } from '../pii';
import type { SandboxService, SandboxView } from '../sandbox/sandbox';
import { assertRoleCan, type BackOfficePermission } from './permissions';

/** A page request and the page it gives (pagination headers of spec §7 come from `total`). */
export interface PageRequest {
  page: number;
  perPage: number;
}
export interface Page<T> {
  items: T[];
  total: number;
}

/** Client status changes of the back office (ADR 026). */
export type ClientStatusAction = 'block' | 'unblock' | 'blacklist';

/**
 * From which statuses each action may start, and where it leads. Unblocking a blacklisted client
 * needs the blacklist permission (checked by the service).
 */
export const CLIENT_STATUS_ACTIONS = {
  block: {
    from: [CLIENT_STATUS.active, CLIENT_STATUS.verification, CLIENT_STATUS.bankAccountSelect],
    to: CLIENT_STATUS.blocked,
  },
  unblock: { from: [CLIENT_STATUS.blocked, CLIENT_STATUS.blacklisted], to: CLIENT_STATUS.active },
  blacklist: {
    from: [
      CLIENT_STATUS.active,
      CLIENT_STATUS.blocked,
      CLIENT_STATUS.verification,
      CLIENT_STATUS.bankAccountSelect,
    ],
    to: CLIENT_STATUS.blacklisted,
  },
} as const satisfies Record<ClientStatusAction, { from: readonly number[]; to: number }>;

/** Where each manual decision moves an application in manual verification (spec §4). */
export const MANUAL_DECISION_OUTCOMES = {
  approve: APPLICATION_STATUS.accepted,
  approve_decrease: APPLICATION_STATUS.yhatDecrease,
  reject: APPLICATION_STATUS.rejected,
} as const satisfies Record<ManualDecisionRequest['decision'], number>;

/** How many recent rows of each section the client detail shows. */
export const CLIENT_DETAIL_MESSAGES_LIMIT = 100;
export const CLIENT_DETAIL_LEDGER_LIMIT = 500;

const CURP_QUERY = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/;
const EMAIL_QUERY = /^[^\s@]+@[^\s@]+$/;

/** The back-office operations (issue 6, ADR 026). Every change is written to the audit log. */
export interface BackOfficeService {
  /** The role of an active back-office user; throws `forbidden` unless it holds `permission`. */
  authorize(userId: number, permission: BackOfficePermission): Promise<BackOfficeRole>;
  searchClients(
    filter: { query?: string | undefined; status?: number | undefined },
    page: PageRequest,
  ): Promise<Page<ClientSummary>>;
  clientDetail(clientId: number): Promise<{
    profile: Awaited<ReturnType<ClientsService['profile']>>;
    applications: Application[];
    decisions: Decision[];
    loans: Loan[];
    ledger: LedgerEntry[];
    documents: ClientDocument[];
    messages: OutboxMessage[];
  }>;
  /** Block, unblock or blacklist; blocking logs the client out at once. */
  changeClientStatus(
    actor: { userId: number; role: BackOfficeRole },
    clientId: number,
    action: ClientStatusAction,
    reason: string,
  ): Promise<ClientSummary>;
  /** The offer a client would get (spec §7 `client/{id}/arithmetic/offer`). */
  clientOffer(clientId: number, query: BackOfficeOfferQuery): Promise<OfferView>;
  /** Applications in manual verification (status 14), oldest first. */
  manualQueue(page: PageRequest): Promise<Page<ManualQueueItem>>;
  /**
   * Decides a manual-verification case (status 14): `approve` prices an offer at the amount the
   * client asked for and accepts the application (3); `approve_decrease` prices `amount` (centavos,
   * below the asked amount) as a decrease counter-offer (17) the client approves in its journey;
   * `reject` rejects it (6). The state change goes through the applications service's state
   * machine; the decision (with the agent's reason) is stored and audited.
   */
  decideManualCase(
    actor: { userId: number },
    applicationId: number,
    request: { decision: 'approve' | 'reject' } | { decision: 'approve_decrease'; amount: number },
    reason: string,
  ): Promise<Application>;
  /** Every SMS and e-mail, newest first. */
  outbox(
    filter: { clientId?: number | undefined; channel?: 'sms' | 'email' | undefined },
    page: PageRequest,
  ): Promise<Page<OutboxMessage>>;
  /**
   * Records a payment received outside the providers (bank deposit…) through the payments service;
   * `amount` in centavos. The receipt `reference` makes it idempotent (a repeat returns the first
   * payment and writes nothing). Audited with who, amount, date paid, reference and reason.
   */
  recordPayment(
    actor: { userId: number },
    loanId: number,
    input: { amount: number; paidOn: string; reference: string; reason: string },
  ): Promise<{ payment: Payment; duplicate: boolean }>;
  /** Writes a loan off through the loans service (audited there, with the reason); the loan after. */
  writeOff(actor: { userId: number }, loanId: number, reason: string): Promise<Loan>;
  /** Starts (or restarts) sandbox mode for a client (spec §6: admins only); audited. */
  startSandbox(actor: { userId: number }, clientId: number): Promise<SandboxView>;
  /** The audit log, newest first. */
  auditLog(filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntryView>>;
}

export function createBackOfficeService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  auth: AuthService;
  audit: AuditService;
  clients: ClientsService;
  sandbox: SandboxService;
  applications: ApplicationsService;
  loans: LoansService;
  payments: PaymentsService;
}): BackOfficeService {
  const { db, clock, pii, auth, audit } = deps;

  const clientRow = async (clientId: number) => {
    const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
    if (!row) throw new CoreError('not_found');
    return row;
  };

  const summaryOf = (row: typeof clients.$inferSelect): ClientSummary => ({
    id: row.id,
    fullName: [row.firstName, row.middleName, row.lastName, row.secondLastName].filter(Boolean).join(' '),
    email: emailOf(pii, row),
    phone: maskPhone(pii.decrypt(row.phoneEnc)),
    status: row.status as ClientSummary['status'],
    createdAt: row.createdAt.toISOString(),
    fake: row.fake,
  });

  /** The outbox recipient hashes of a client: its phone and its e-mail. */
  const recipientHashes = (row: typeof clients.$inferSelect) => [
    row.phoneHash,
    emailHashOf(pii, emailOf(pii, row)),
  ];

  const messageOf = (row: typeof outbox.$inferSelect, clientId: number | null): OutboxMessage => ({
    id: row.id,
    channel: row.channel as 'sms' | 'email',
    recipient: row.recipientMasked ?? '',
    template: typeof row.payload?.purpose === 'string' ? row.payload.purpose : (row.subject ?? row.channel),
    body: row.body,
    clientId,
    createdAt: row.createdAt.toISOString(),
  });

  const applicationOf = (row: typeof applications.$inferSelect): Application => deps.applications.view(row);

  const decisionOf = (row: typeof decisions.$inferSelect): Decision => ({
    id: row.id,
    applicationId: row.applicationId,
    outcome: row.outcome,
    reasons: row.reasons.map((reason) => reason.code),
    decidedBy: row.forced ? 'sandbox' : row.ruleSet.startsWith('manual') ? 'agent' : 'engine',
    createdAt: row.createdAt.toISOString(),
  });

  const pageOf = (page: PageRequest) => ({
    limit: page.perPage,
    offset: (Math.max(1, page.page) - 1) * page.perPage,
  });

  return {
    async authorize(userId, permission) {
      const [user] = await db
        .select({ role: backOfficeUsers.role, status: backOfficeUsers.status })
        .from(backOfficeUsers)
        .where(eq(backOfficeUsers.id, userId));
      if (!user) throw new CoreError('unauthorized');
      if (user.status === CLIENT_STATUS.blocked) throw new CoreError('user_blocked');
      assertRoleCan(user.role, permission);
      return user.role;
    },

    async searchClients(filter, page) {
      const conditions: SQL[] = [];
      if (filter.status !== undefined) conditions.push(eq(clients.status, filter.status));
      const query = filter.query?.trim();
      if (query) {
        const upper = query.toUpperCase();
        const digits = query.replace(/[\s()+-]/g, '');
        if (CURP_QUERY.test(upper)) {
          conditions.push(eq(clients.curpHash, pii.hash('curp', upper)));
        } else if (EMAIL_QUERY.test(query)) {
          // E-mails are encrypted (ADR 012): an exact, case-insensitive match by the keyed hash.
          conditions.push(eq(clients.emailHash, emailHashOf(pii, query)));
        } else if (/^\d{10,13}$/.test(digits)) {
          conditions.push(eq(clients.phoneHash, pii.hash('phone', normalizePhone(digits))));
        } else {
          const like = `%${query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
          const name = sql`concat_ws(' ', ${clients.firstName}, ${clients.middleName}, ${clients.lastName}, ${clients.secondLastName})`;
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
        profile,
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
      };
    },

    async changeClientStatus(actor, clientId, action, reason) {
      const rule = CLIENT_STATUS_ACTIONS[action];
      const before = await clientRow(clientId);
      if (action === 'unblock' && before.status === CLIENT_STATUS.blacklisted) {
        assertRoleCan(actor.role, 'clients.blacklist');
      }
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(clients)
          .set({ status: rule.to, updatedAt: clock.now() })
          .where(and(eq(clients.id, clientId), inArray(clients.status, [...rule.from])))
          .returning();
        if (!row) {
          throw new CoreError('invalid_transition', { params: { from: before.status, to: rule.to } });
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
      const config = await readCalculatorConfig(db);
      const initial = config.initialStates[sequenceType];
      const knownCycle = (value: string | null | undefined): PayCycle | undefined =>
        value && (PAY_CYCLES as readonly string[]).includes(value) ? (value as PayCycle) : undefined;
      const payCycle =
        query.payCycle ??
        knownCycle(application?.salaryCycle) ??
        knownCycle(row.salaryCycle) ??
        initial.payCycle;
      const amount =
        query.amount ?? (application ? centavosToPesos(application.principalAmount) : initial.amount);
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
          if (!(error instanceof OfferQuoteError)) throw error;
          lastError = error;
        }
      }
      throw lastError ?? new CoreError('not_found');
    },

    async manualQueue(page) {
      const { limit, offset } = pageOf(page);
      const where = eq(applications.status, APPLICATION_STATUS.manualVerification);
      const rows = await db
        .select({ application: applications, client: clients })
        .from(applications)
        .innerJoin(clients, eq(clients.id, applications.clientId))
        .where(where)
        .orderBy(asc(applications.updatedAt), asc(applications.id))
        .limit(limit)
        .offset(offset);
      const [totals] = await db.select({ total: count() }).from(applications).where(where);
      const ids = rows.map((r) => r.application.id);
      const decisionRows =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(decisions)
              .where(
                and(
                  inArray(decisions.applicationId, ids),
                  eq(decisions.outcome, APPLICATION_STATUS.manualVerification),
                ),
              )
              .orderBy(desc(decisions.id));
      const items = rows.map(({ application, client }) => {
        const decision = decisionRows.find((d) => d.applicationId === application.id);
        return {
          application: applicationOf(application),
          client: summaryOf(client),
          reasons: decision?.reasons.map((reason) => reason.code) ?? [],
          waitingSince: (decision?.createdAt ?? application.updatedAt).toISOString(),
        };
      });
      return { items, total: totals?.total ?? 0 };
    },

    async decideManualCase(actor, applicationId, request, reason) {
      const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
      if (!app) throw new CoreError('not_found');
      const target = MANUAL_DECISION_OUTCOMES[request.decision];
      if (app.status !== APPLICATION_STATUS.manualVerification) {
        throw new CoreError('invalid_transition', { params: { from: app.status, to: target } });
      }
      const amount = request.decision === 'approve_decrease' ? request.amount : app.desiredAmount;
      if (request.decision === 'approve_decrease' && amount >= app.desiredAmount) {
        throw new CoreError('too_big', {
          field: ['amount'],
          message: `A decrease must be below the amount asked for (${centavosToPesos(app.desiredAmount)}).`,
        });
      }
      const clientToday = await deps.sandbox.todayFor(app.clientId);
      // Priced like every offer: the public calculator helper over @lender/calculator (may throw
      // OfferQuoteError for an amount outside the product's limits).
      const offer =
        request.decision === 'reject'
          ? null
          : await quotePublicOffer(db, clientToday, {
              sequenceType: app.sequenceType,
              amount: centavosToPesos(amount),
              payCycle: app.salaryCycle,
              payDates: payDatesValue(app.payDates),
              promoName: app.promoCode ?? undefined,
            });
      const ttlMinutes = await readOfferTtlMinutes(db);
      const actorRef: AuditActor = { type: 'user', id: actor.userId };
      const updated = await db.transaction(async (tx) => {
        const now = clock.now();
        // The state change first: its conditional update takes the application's row, so of two
        // agents deciding at once the second waits here and gets 409 before touching the offer.
        await deps.applications.transition(
          tx,
          app.id,
          target,
          actorRef,
          reason,
          APPLICATION_STATUS.manualVerification,
        );
        let patch: Partial<typeof applications.$inferInsert> = { decidedAt: now };
        if (offer) {
          await tx
            .update(offers)
            .set({ state: 'superseded' })
            .where(and(eq(offers.applicationId, app.id), eq(offers.state, 'current')));
          const [stored] = await tx
            .insert(offers)
            .values({
              applicationId: app.id,
              state: 'current',
              reason: 'decision',
              principal: pesosToCentavos(offer.principal.amount),
              total: pesosToCentavos(offer.total.amount),
              termDays: offer.term.value,
              endDate: offer.endDate,
              view: offer as unknown as Record<string, unknown>,
              pricedOn: clientToday,
              expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
              fake: app.fake,
            })
            .returning();
          if (!stored) throw new Error('offer insert returned nothing');
          patch = {
            ...patch,
            principalAmount: stored.principal,
            termDays: stored.termDays,
            pricedOn: clientToday,
            offerExpiresAt: stored.expiresAt,
            ...(target === APPLICATION_STATUS.accepted && { loanAmount: stored.principal }),
          };
        }
        const [row] = await tx.update(applications).set(patch).where(eq(applications.id, app.id)).returning();
        await tx.insert(decisions).values({
          applicationId: app.id,
          clientId: app.clientId,
          outcome: target,
          offeredAmount: offer ? pesosToCentavos(offer.principal.amount) : null,
          reasons: [{ rule: 'manual', code: `manual.${request.decision}` }],
          inputs: { decidedBy: actor.userId, decision: request.decision },
          ruleSet: 'manual',
          fake: app.fake,
        });
        await audit.record(tx, {
          actor: actorRef,
          action: `application.manual_${request.decision}`,
          entity: 'application',
          entityId: app.id,
          before: {
            status: app.status,
            desiredAmount: auditMoney(app.desiredAmount),
            principalAmount: auditMoney(app.principalAmount),
          },
          after: {
            status: target,
            principalAmount: auditMoney(row?.principalAmount ?? app.principalAmount),
          },
          reason,
        });
        return row as typeof applications.$inferSelect;
      });
      return applicationOf(updated);
    },

    async outbox(filter, page) {
      const conditions: SQL[] = [
        inArray(outbox.channel, filter.channel ? [filter.channel] : ['sms', 'email']),
      ];
      let client: typeof clients.$inferSelect | undefined;
      if (filter.clientId !== undefined) {
        client = await clientRow(filter.clientId);
        conditions.push(inArray(outbox.recipientHash, recipientHashes(client)));
      }
      const where = and(...conditions);
      const { limit, offset } = pageOf(page);
      const rows = await db
        .select({ message: outbox, phoneOwner: clients.id })
        .from(outbox)
        .leftJoin(clients, eq(clients.phoneHash, outbox.recipientHash))
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(limit)
        .offset(offset);
      const [totals] = await db.select({ total: count() }).from(outbox).where(where);
      return {
        items: rows.map(({ message, phoneOwner }) => messageOf(message, client?.id ?? phoneOwner)),
        total: totals?.total ?? 0,
      };
    },

    async recordPayment(actor, loanId, input) {
      const result = await deps.payments.recordExternalPayment({
        loanId,
        amount: input.amount,
        reference: input.reference,
        actor: { type: 'user', id: actor.userId },
      });
      if (!result.duplicate) {
        // The payments service has recorded `payment.complete` in its transaction; this entry
        // keeps the back-office facts it does not store (date paid, receipt, reason).
        await audit.record(db, {
          actor: { type: 'user', id: actor.userId },
          action: 'loan.record_payment',
          entity: 'loan',
          entityId: loanId,
          after: {
            paymentId: result.payment.id,
            amount: auditMoney(input.amount),
            paidOn: input.paidOn,
            receipt: input.reference,
          },
          reason: input.reason,
        });
      }
      return result;
    },

    async writeOff(actor, loanId, reason) {
      await deps.loans.writeOff(loanId, { type: 'user', id: actor.userId }, reason);
      return deps.loans.loanView(loanId);
    },

    async startSandbox(actor, clientId) {
      await clientRow(clientId);
      const before = await deps.sandbox.find(clientId);
      const view = await deps.sandbox.start(clientId, { kind: 'admin', userId: actor.userId });
      // The sandbox service writes on its own connection; the entry follows the change it records.
      await audit.record(db, {
        actor: { type: 'user', id: actor.userId },
        action: 'client.sandbox_start',
        entity: 'client',
        entityId: clientId,
        before: before
          ? { active: true, clockOffsetDays: before.clockOffsetDays, forcedDecision: before.forcedDecision }
          : { active: false },
        after: view,
      });
      return view;
    },

    async auditLog(filter, page) {
      const result = await audit.list(filter, page);
      return {
        items: result.items.map((record) => ({
          id: record.id,
          actor: { type: record.actorType, id: record.actorId },
          action: record.action,
          entity: { type: record.entity, id: record.entityId },
          // Money as the API shows it everywhere else: pesos (stored in centavos, ADR 026).
          before: auditSnapshotView(record.action, 'before', record.before),
          after: auditSnapshotView(record.action, 'after', record.after),
          createdAt: record.createdAt.toISOString(),
        })),
        total: result.total,
      };
    },
  };
}
