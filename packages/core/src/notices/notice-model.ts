import type { Database, Executor } from '@lender/db';
import type { ContactWindowRules } from '../calendar/contact-window';
import type { Clock } from '../clock';
import { companyContacts, DEMO_COMPANY } from '../documents/company';

/**
 * The borrower notices (issue 38, ADR 133): the template keys as stored in `borrower_notices` and
 * in the outbox's `purpose`. Service notices cannot be switched off (only their channel chosen);
 * marketing needs the opt-in. One-time codes are not notices: they keep their own path
 * (`codes/`) and are never held back by the contact window (ADR 133).
 */
export const NOTICE_TEMPLATES = [
  'application_received',
  'application_approved',
  'counter_offer',
  'manual_review_started',
  'manual_review_finished',
  'application_rejected',
  'money_sent',
  'payment_received',
  'extension_done',
  'reminder_before_due',
  'reminder_after_due',
  'loan_paid_off',
  'refund',
  'duplicate_held',
  'payment_reversed',
  'relief_deferred',
  'payment_plan',
  'debit_pre_notice',
  'debit_stopped',
  'marketing',
] as const;
export type NoticeTemplate = (typeof NOTICE_TEMPLATES)[number];

/** The channel of service notices a borrower chose. */
export const NOTICE_CHANNELS = ['sms', 'email', 'both'] as const;
export type NoticeChannelChoice = (typeof NOTICE_CHANNELS)[number];

/** A phone and an e-mail to write to (spec §3 contacts). */
export interface NoticeContact {
  readonly phone: string;
  readonly email: string;
}

/** What the notices need to know that is not in the database. */
export interface NoticesOptions {
  /** Customer care (cc) and collections (dc), spec §3: the company's (`companyContacts`, core.ts). */
  readonly contacts: { readonly cc: NoticeContact; readonly dc: NoticeContact };
  /** The borrower site's address, for the marketing unsubscribe link. */
  readonly siteUrl: string;
}

/**
 * The contact window in force, read on use through the caller's executor: the `collections`
 * setting's window, the one collections obey (`readCollectionRules`, wired in `core.ts`; ADR 177).
 * Notices hold no window of their own.
 */
export type ContactWindowSource = (executor: Executor) => Promise<ContactWindowRules>;

/** The same defaults as the borrower site's `env.server.ts` (development values). */
export const DEFAULT_NOTICES_OPTIONS: NoticesOptions = {
  contacts: companyContacts(DEMO_COMPANY),
  siteUrl: 'http://localhost:3000',
};

/** Reminder days after the due date (issue 38 default; configurable per run). */
export const DEFAULT_REMINDER_DAYS_AFTER: readonly number[] = [1, 3, 7, 15, 30];

/**
 * A money or application event the borrower is told about. Each names the row it is about; the
 * words and figures are read from the database inside the caller's transaction, so they are the
 * ones of that moment.
 */
export type NoticeTrigger =
  | { readonly kind: 'application_received'; readonly applicationId: number }
  /** A decision was stored (automatic, or by the back office when `manual`). */
  | { readonly kind: 'application_decided'; readonly applicationId: number; readonly manual?: boolean }
  | { readonly kind: 'money_sent'; readonly payoutId: number }
  /** `paidOn`: the day it was paid, when before the day it was recorded (ADR 358, 359). */
  | {
      readonly kind: 'payment_received';
      readonly paymentId: number;
      readonly amount: number;
      readonly paidOn?: string;
    }
  | { readonly kind: 'extension_done'; readonly rolloverId: number }
  | { readonly kind: 'loan_paid_off'; readonly loanId: number }
  /** A payment was reversed (ADR 110): what the loan owes now, after any money held paid it (ADR 364). */
  | { readonly kind: 'payment_reversed'; readonly paymentId: number }
  /**
   * A refund of money held for the borrower reached their CLABE, or their bank returned it (issue 61).
   * On a return, `accountOnFile`: the last 4 digits of the CLABE on file now, the one the refund asked
   * again at once is paid to (ADR 382); the notice's drafting has no key to read it itself.
   */
  | { readonly kind: 'refund_settled'; readonly refundPayoutId: number; readonly accountOnFile?: string }
  /** A bank statement's line held for the borrower as a duplicate (`reverse_duplicate`, ADR 142). */
  | { readonly kind: 'duplicate_held'; readonly lineId: number }
  /** A disaster-relief deferral taken (issue 52, ADR 301). */
  | { readonly kind: 'relief_deferred'; readonly deferralId: number }
  /** A payment plan's step (issue 52, ADR 299). */
  | {
      readonly kind: 'payment_plan';
      readonly planId: number;
      readonly step: 'requested' | 'offered' | 'approved' | 'declined' | 'cured' | 'completed' | 'broken';
    }
  | {
      readonly kind: 'reminder';
      readonly invoiceId: number;
      /** Days before (positive) or after (negative) the due date. */
      readonly offset: number;
    };

/** A notice's content, before it is split by channel. */
export interface NoticeDraft {
  clientId: number;
  eventId: string;
  template: NoticeTemplate;
  applicationId: number | null;
  loanId: number | null;
  subject: string;
  text: string;
}

/** What the services call inside their transactions (wired in core.ts). */
export interface NoticePort {
  /** Queues the event's notice once per channel; returns how many rows were new. */
  notify(tx: Executor, trigger: NoticeTrigger): Promise<number>;
}

/** The preferences as the profile reads them. */
export interface NoticePreferences {
  channel: NoticeChannelChoice;
  marketingOptIn: boolean;
}

/**
 * What the borrower's notice use cases read (`notice-preferences.ts`, `unsubscribe.ts`, …): a part
 * of core's `Core`. The unsubscribe links' HMAC key is derived from the token secret.
 */
export interface NoticesContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly secrets: { readonly jwtSecret: string };
}
