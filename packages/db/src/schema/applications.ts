import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { fakeFlag, instant, instantNow, references, sharedKey, timestamps } from './columns';

/**
 * Loan applications (spec §3 Application, §4 statuses). Money in integer centavos. One active
 * application per client is enforced here, by a partial unique index over the statuses spec §4
 * calls active (everything but 4 completed, 5 canceled, 6 rejected, 23 terminated).
 */
export const applications = pgTable(
  'applications',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id, 'cascade'),
    /** Spec §4 application status number (`APPLICATION_STATUS` of @lender/calculator). */
    status: integer().notNull().default(1),
    /** What the client asked for. */
    desiredAmount: integer().notNull(),
    /** What the lender offers now (changes with a counter-offer). */
    principalAmount: integer().notNull(),
    /** What the client accepted (equals the principal once accepted). */
    loanAmount: integer().notNull(),
    termDays: integer().notNull(),
    salaryCycle: text().notNull(),
    /** As sent: `{ first_repayment_option, second_repayment_option }`. */
    payDates: jsonb()
      .$type<{ first_repayment_option: string | number; second_repayment_option?: string | number }>()
      .notNull(),
    /** `first` or `repeated`: the offer's sequence type, fixed at creation. */
    sequenceType: text().notNull(),
    paymentMethod: text().notNull().default('bank_transfer'),
    cashBrand: text(),
    promoCode: text(),
    hotjarUserId: text(),
    juicySessionId: text(),
    /** The iovation device blackbox; only its presence feeds the decision. */
    iovationBlackbox: text(),
    affiliate: jsonb().$type<Record<string, unknown>>(),
    /** The business date the current offer was priced on (the client's clock, sandbox included). */
    pricedOn: text().notNull(),
    offerExpiresAt: instant(),
    decidedAt: instant(),
    fake: fakeFlag(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('applications_one_active_per_client')
      .on(t.clientId)
      .where(sql`${t.status} not in (4, 5, 6, 23)`),
    index('applications_client_idx').on(t.clientId, t.id),
    index('applications_offer_expiry_idx').on(t.offerExpiresAt),
  ],
);

/**
 * Offers priced for an application by `computeOffer` (through the public calculator helpers),
 * stored as the API shows them (pesos; every amount converts back to centavos exactly). The
 * current offer is the newest row with `state` = `current`.
 */
export const offers = pgTable(
  'application_offers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: references(() => applications.id, 'cascade'),
    /** `current`, `superseded` (a newer offer replaced it), `expired`, `accepted`. */
    state: text({ enum: ['current', 'superseded', 'expired', 'accepted'] })
      .notNull()
      .default('current'),
    /** Why it was priced: `created`, `updated`, `decision`, `counter_offer`. */
    reason: text().notNull(),
    principal: integer().notNull(),
    total: integer().notNull(),
    termDays: integer().notNull(),
    endDate: text().notNull(),
    /** The `OfferView` (spec §3 Offer, pesos). */
    view: jsonb().$type<Record<string, unknown>>().notNull(),
    pricedOn: text().notNull(),
    expiresAt: instant().notNull(),
    fake: fakeFlag(),
    createdAt: instantNow(),
  },
  (t) => [
    index('application_offers_application_idx').on(t.applicationId, t.id),
    uniqueIndex('application_offers_one_current').on(t.applicationId).where(sql`${t.state} = 'current'`),
  ],
);

/** Every decision of the engine (ADR 020), with its reasons and the inputs it read. */
export const decisions = pgTable(
  'decisions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: references(() => applications.id, 'cascade'),
    clientId: integer().notNull(),
    /** The outcome as an application status: 3, 6, 13, 14, 17, 18 or 401. */
    outcome: integer().notNull(),
    /** The amount offered with the outcome (centavos), when it offers one. */
    offeredAmount: integer(),
    reasons: jsonb()
      .$type<Array<{ rule: string; code: string; params?: Record<string, unknown> }>>()
      .notNull(),
    /** The gathered inputs (no personal identifiers), so a decision can be replayed. */
    inputs: jsonb().$type<Record<string, unknown>>().notNull(),
    ruleSet: text().notNull(),
    /** The credit policy version that decided (`credit_policies`, ADR 330); null before 0067 and when forced. */
    policyVersion: integer(),
    /** SHA-256 of `inputs` as canonical JSON (keys sorted): the snapshot replays are checked against. */
    inputSha256: text(),
    /** The scorecard's score, band, probability of default and points lost (ADR 337); null without one. */
    score: jsonb().$type<{
      score: number;
      band: string;
      probabilityBps: number;
      cutOff: number;
      lost: Array<{ characteristic: string; points: number }>;
    }>(),
    /** Forced by a sandbox tester. */
    forced: boolean().notNull().default(false),
    fake: fakeFlag(),
    createdAt: instantNow(),
  },
  (t) => [
    index('decisions_application_idx').on(t.applicationId, t.id),
    // A client's decisions (back-office client page, issue 17).
    index('decisions_client_idx').on(t.clientId, t.id),
  ],
);

/** The client's recomputed available amount (`PUT yhat/limit`, at most once per 12 h, spec §9). */
export const loanLimits = pgTable('loan_limits', {
  clientId: sharedKey(() => clients.id, 'cascade'),
  amount: integer().notNull(),
  reasons: jsonb().$type<Array<{ rule: string; code: string }>>().notNull(),
  updatedAt: instantNow(),
});

/** A client created by an agent who completed the account (`PUT complete-back-office-client`). */
export const backOfficeClientCompletions = pgTable('back_office_client_completions', {
  clientId: sharedKey(() => clients.id, 'cascade'),
  consents: jsonb().$type<Record<string, boolean>>().notNull(),
  completedAt: instantNow(),
});
