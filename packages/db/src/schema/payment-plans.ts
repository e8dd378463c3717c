import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references } from './columns';
import { backOfficeUsers } from './identity';
import { loans } from './loans';

/** One instalment of a payment plan: its due date and amount (centavos). */
export interface PaymentPlanInstalment {
  dueDate: string;
  amount: number;
}

/**
 * Payment plans (issue 52, ADR 275): what a loan owes restructured into 2–4 instalments without new
 * fees. The borrower requests one (`requested`) or collections offers one (`offered`); approved or
 * accepted it is `active`, then `completed` (every instalment paid) or `broken` (an instalment
 * unpaid past the grace days); a request collections turns down is `declined`. One open plan per loan.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    status: text().notNull(),
    /** The borrower's hardship reason code (`job_loss`, `income_drop`, `illness`, `disaster`, `other`). */
    reason: text().notNull(),
    /** The instalments in force: the request's, then the approved or offered ones. */
    instalments: jsonb().$type<PaymentPlanInstalment[]>().notNull(),
    /** What the loan owed when the plan was made (centavos): the instalments sum to it. */
    total: integer().notNull(),
    /** The loan's days past due when the plan started (while it runs they are the plan's own). */
    overdueDaysAtStart: integer().notNull().default(0),
    /** Who offered the plan (collections), null when the borrower requested it. */
    offeredBy: nullableReferences(() => backOfficeUsers.id),
    decidedBy: nullableReferences(() => backOfficeUsers.id),
    requestedAt: instantNow(),
    decidedAt: instant(),
    startedOn: date({ mode: 'string' }),
    /** Completed: the last day of the watch period. */
    watchUntil: date({ mode: 'string' }),
    endedOn: date({ mode: 'string' }),
    /** The day the watch found the plan kept past its watch period and made the loan current. */
    curedOn: date({ mode: 'string' }),
  },
  (t) => [
    index('payment_plans_loan_idx').on(t.loanId),
    uniqueIndex('payment_plans_one_open_per_loan')
      .on(t.loanId)
      .where(sql`${t.status} in ('requested', 'offered', 'active')`),
    check(
      'payment_plans_status_check',
      sql`${t.status} in ('requested', 'offered', 'active', 'completed', 'broken', 'declined')`,
    ),
  ],
);
