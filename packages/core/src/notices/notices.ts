import type { Database, Executor } from '@lender/db';
import { and, asc, eq, inArray, lte, or, sql } from '@lender/db/orm';
import { borrowerNotices, clients } from '@lender/db/schema';
import { dataBlocked } from '../arco/visible-clients';
import { isInsideContactWindow, nextContactWindowOpening } from '../calendar/contact-window';
import type { Clock } from '../clock';
import { emailOf } from '../contact/email';
import { phoneAnsweredByStranger } from '../contact/phone-life';
import { t } from '../i18n';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { EmailProvider, SmsProvider } from '../providers/messaging/port';
import { draftNotice } from './notice-content';
import {
  type ContactWindowSource,
  DEFAULT_NOTICES_OPTIONS,
  type NoticeChannelChoice,
  type NoticeDraft,
  type NoticePort,
  type NoticesOptions,
  type NoticeTrigger,
} from './notice-model';
import { noticePreferences } from './notice-preferences';
import { type ArchiveDocument, keepPaidOffLetter } from './paid-off-letter';
import { unsubscribeToken } from './unsubscribe-check';

export type { NoticesOptions } from './notice-model';

/** How long a claimed notice is held before another worker may take it again (a crashed send). */
const SENDING_LEASE_MS = 10 * 60_000;
/** Attempts before a notice is marked `failed` (the back office can see it). */
const MAX_ATTEMPTS = 5;

export interface NoticesDeps {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  providers: { sms: SmsProvider; email: EmailProvider };
  /** The core's token secret; the unsubscribe links' HMAC key is derived from it. */
  jwtSecret: string;
  /** Over {@link DEFAULT_NOTICES_OPTIONS}. */
  options?: Partial<NoticesOptions>;
  /** The contact window in force: the collections' own, read on use (ADR 177). */
  contactWindow: ContactWindowSource;
  /** Where the paid-off letter is kept (the borrower's documents; bound late in core.ts). */
  letters?: () => { company: { legalName: string }; archive: ArchiveDocument };
}

/** What one delivery run did. */
export interface NoticeDeliveryResult {
  sent: number;
  /** Sends that failed this run (retried later, `failed` after five attempts). */
  failed: number;
  /**
   * True when the contact window was closed when the run began (nothing sent) or closed during it
   * (what was left waits for its next opening).
   */
  windowClosed: boolean;
}

export interface NoticesService extends NoticePort {
  /** Sends the queued notices whose time has come, each only while the contact window is open. */
  deliverDue(options?: { limit?: number }): Promise<NoticeDeliveryResult>;
  /** Queues a marketing e-mail with its unsubscribe link, only to a client who opted in. */
  notifyMarketing(
    tx: Executor,
    input: { clientId: number; eventId: string; subject: string; text: string },
  ): Promise<number>;
  /** The one-link unsubscribe address of a client's marketing e-mails (no login needed). */
  unsubscribeUrl(clientId: number): string;
  /**
   * Queues a service notice drafted by its own module (the payday charges' pre-notice, ADR 329) like
   * `notify`: the borrower's channels, in the contact window, once per event.
   */
  notifyDraft(tx: Executor, draft: NoticeDraft): Promise<number>;
  /** The borrower site's address (for links in the notices). */
  readonly siteUrl: string;
}

export function createNoticesService(deps: NoticesDeps): NoticesService {
  const { db, clock, pii, logger } = deps;
  const options: NoticesOptions = { ...DEFAULT_NOTICES_OPTIONS, ...deps.options };
  const secrets = { jwtSecret: deps.jwtSecret };
  // The preferences and the unsubscribe link are the use cases' (`notice-preferences.ts`,
  // `unsubscribe-check.ts`); the service reads them inside its transactions.
  const preferencesOf = (tx: Executor, clientId: number) =>
    noticePreferences({ db: tx }, { actorId: clientId });

  const channelsOf = (choice: NoticeChannelChoice, hasEmail: boolean): Array<'sms' | 'email'> => {
    if (choice === 'sms' || !hasEmail) return ['sms'];
    return choice === 'email' ? ['email'] : ['sms', 'email'];
  };

  const queue = async (tx: Executor, rows: Array<typeof borrowerNotices.$inferInsert>): Promise<number> => {
    if (rows.length === 0) return 0;
    const inserted = await tx
      .insert(borrowerNotices)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: borrowerNotices.id });
    return inserted.length;
  };

  const unsubscribeUrl = (clientId: number) =>
    `${options.siteUrl.replace(/\/$/, '')}/unsubscribe/${encodeURIComponent(unsubscribeToken({ secrets }, clientId))}`;

  async function send(row: typeof borrowerNotices.$inferSelect): Promise<void> {
    const [client] = await db
      .select({ phoneEnc: clients.phoneEnc, emailEnc: clients.emailEnc, legacyEmail: clients.legacyEmail })
      .from(clients)
      .where(eq(clients.id, row.clientId));
    if (!client) throw new Error('client gone');
    if (row.template === 'loan_paid_off' && row.loanId !== null && deps.letters) {
      const { company, archive } = deps.letters();
      await keepPaidOffLetter(db, row.loanId, company, archive);
    }
    const notice = { id: row.id, template: row.template, eventId: row.eventId };
    if (row.channel === 'sms') {
      await deps.providers.sms.send({
        to: pii.decrypt(client.phoneEnc),
        text: row.body,
        purpose: row.template,
        notice,
      });
    } else {
      await deps.providers.email.send({
        to: emailOf(pii, client),
        subject: row.subject ?? '',
        text: row.body,
        purpose: row.template,
        notice,
      });
    }
  }

  const service: NoticesService = {
    async notify(tx, trigger: NoticeTrigger) {
      const draft = await draftNotice(tx, trigger, clock.now(), options);
      return draft ? service.notifyDraft(tx, draft) : 0;
    },

    async notifyDraft(tx, draft) {
      const now = clock.now();
      const [client] = await tx
        .select({
          id: clients.id,
          emailEnc: clients.emailEnc,
          legacyEmail: clients.legacyEmail,
          phoneVerifiedAt: clients.phoneVerifiedAt,
        })
        .from(clients)
        .where(eq(clients.id, draft.clientId));
      if (!client) return 0;
      const { channel } = await preferencesOf(tx, draft.clientId);
      const notBefore = nextContactWindowOpening(now, await deps.contactWindow(tx));
      const { text, subject, ...rest } = draft;
      const hasEmail = Boolean(client.emailEnc ?? client.legacyEmail);
      // A line a stranger answered gets nothing about the loan until verified again (ADR 326): the
      // e-mail carries the notice instead, when there is one.
      const channels = (await phoneAnsweredByStranger(tx, client))
        ? channelsOf('email', hasEmail).filter((to) => to !== 'sms')
        : channelsOf(channel, hasEmail);
      return queue(
        tx,
        channels.map((to) => ({
          ...rest,
          channel: to,
          subject: to === 'email' ? subject : null,
          body: text,
          notBefore,
        })),
      );
    },

    async notifyMarketing(tx, input) {
      const { marketingOptIn } = await preferencesOf(tx, input.clientId);
      // A blocked client's data (a cancellation, ADR 292) is kept for the legal duties only.
      if (!marketingOptIn || (await dataBlocked(tx, input.clientId))) return 0;
      const footer = t('messages:notice.marketingFooter', { url: unsubscribeUrl(input.clientId) });
      return queue(tx, [
        {
          clientId: input.clientId,
          eventId: input.eventId,
          template: 'marketing',
          channel: 'email',
          subject: input.subject,
          body: `${input.text}\n\n${footer}`,
          notBefore: nextContactWindowOpening(clock.now(), await deps.contactWindow(tx)),
        },
      ]);
    },

    async deliverDue({ limit = 200 } = {}) {
      const strangerOnPhone = async (clientId: number) => {
        const [client] = await db
          .select({ id: clients.id, phoneVerifiedAt: clients.phoneVerifiedAt })
          .from(clients)
          .where(eq(clients.id, clientId));
        return client !== undefined && (await phoneAnsweredByStranger(db, client));
      };
      const now = clock.now();
      const result: NoticeDeliveryResult = { sent: 0, failed: 0, windowClosed: false };
      // Read at every run: a notice queued under wider hours still waits when the rules narrow.
      const window = await deps.contactWindow(db);
      if (!isInsideContactWindow(now, window)) return { ...result, windowClosed: true };
      const leaseEnds = new Date(now.getTime() + SENDING_LEASE_MS);
      const due = or(
        and(eq(borrowerNotices.status, 'queued'), lte(borrowerNotices.notBefore, now)),
        and(eq(borrowerNotices.status, 'sending'), lte(borrowerNotices.notBefore, now)),
      );
      // Claimed with a lease: two workers never take the same notice (SKIP LOCKED), and a worker
      // that dies mid-send gives it back when the lease ends.
      const claimed = await db.transaction(async (tx) => {
        const ids = await tx
          .select({ id: borrowerNotices.id })
          .from(borrowerNotices)
          .where(due)
          .orderBy(asc(borrowerNotices.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (ids.length === 0) return [];
        return tx
          .update(borrowerNotices)
          .set({
            status: 'sending',
            attempts: sql`${borrowerNotices.attempts} + 1`,
            notBefore: leaseEnds,
          })
          .where(
            inArray(
              borrowerNotices.id,
              ids.map((row) => row.id),
            ),
          )
          .returning();
      });
      const rows = claimed.sort((a, b) => a.id - b.id);
      for (const [index, row] of rows.entries()) {
        // The hours bind each message when it leaves, not the run when it starts (ADR 372): a long
        // batch or a slow provider stops at the close, and the rest wait for the next opening,
        // unsent and their attempt not counted (the rows this run's lease still holds: none that
        // another worker took since).
        const at = clock.now();
        if (!isInsideContactWindow(at, window)) {
          await db
            .update(borrowerNotices)
            .set({
              status: 'queued',
              attempts: sql`${borrowerNotices.attempts} - 1`,
              notBefore: nextContactWindowOpening(at, window),
            })
            .where(
              and(
                inArray(
                  borrowerNotices.id,
                  rows.slice(index).map((left) => left.id),
                ),
                eq(borrowerNotices.status, 'sending'),
                eq(borrowerNotices.notBefore, leaseEnds),
              ),
            );
          return { ...result, windowClosed: true };
        }
        // A line a stranger answered since the SMS was queued gets nothing (ADR 372): never sent.
        if (row.channel === 'sms' && (await strangerOnPhone(row.clientId))) {
          result.failed += 1;
          await db
            .update(borrowerNotices)
            .set({ status: 'failed', lastError: 'phone_answered_by_stranger' })
            .where(eq(borrowerNotices.id, row.id));
          continue;
        }
        try {
          await send(row);
          await db
            .update(borrowerNotices)
            .set({ status: 'sent', sentAt: clock.now(), lastError: null })
            .where(eq(borrowerNotices.id, row.id));
          result.sent += 1;
        } catch (error) {
          result.failed += 1;
          // The error's name only: a provider's message may quote the phone or the e-mail.
          const name = error instanceof Error ? error.name : 'Error';
          logger.error('notice send failed', { noticeId: row.id, template: row.template, error: name });
          await db
            .update(borrowerNotices)
            .set({
              status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
              notBefore: new Date(now.getTime() + row.attempts * 5 * 60_000),
              lastError: name,
            })
            .where(eq(borrowerNotices.id, row.id));
        }
      }
      return result;
    },

    unsubscribeUrl,
    siteUrl: options.siteUrl.replace(/\/$/, ''),
  };
  return service;
}
