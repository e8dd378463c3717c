import { addDays, daysBetween } from '@lender/calculator/kernel';
import type { FlowStep } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import type { ConfigCache } from '../catalog/config-cache';
import { decisionDate } from '../catalog/reapply-cool-off';
import { DEFAULT_REAPPLY_WAITS, reapplyAfter } from '../catalog/reapply-waits';
import { businessDate, type Clock } from '../clock';
import { borrowerReasonsOf } from '../decision/borrower-reasons';
import { CoreError } from '../errors/core-error';
import { shiftedClock } from '../sandbox/sandbox';
import { journeyPercent } from './journey-progress';
import { type JourneyRows, readJourneyRows, type SandboxSwitch } from './journey-rows';
import { type JourneyFacts, journeyStep } from './journey-step';

type ClientRow = typeof clients.$inferSelect;

/** What the journey use cases read (`flow.ts`, `journey-current.ts`): a part of core's `Core`. */
export interface JourneyContext extends SandboxSwitch {
  readonly db: Database;
  readonly clock: Clock;
  /**
   * The cool-off after a rejection is read from here, per configuration version, with the wait
   * of each borrower reason (the defaults when a caller's cache has none).
   */
  readonly config: Pick<ConfigCache, 'reapplyCoolOffDays'> & Partial<Pick<ConfigCache, 'reapplyWaits'>>;
}

/** Applications that are over (completed, canceled, rejected, terminated): the last one closed. */
const INACTIVE: readonly number[] = [4, 5, 6, 23];
const REJECTED = 6;

/**
 * Where the client stands: the facts the step depends on, read (or taken from `rows`, read with
 * `loaded` in the auth guard's statement, issue 17), given to `journeyStep` (pure, in
 * `journey-step.ts`) with the errors and dates the pages show.
 */
export async function journeyState(
  ctx: JourneyContext,
  clientId: number,
  loaded?: ClientRow,
  rows?: JourneyRows,
) {
  let client = loaded?.id === clientId ? loaded : undefined;
  if (!client) [client] = await ctx.db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new CoreError('unauthorized');
  const { facts, box, apps } =
    (client === loaded && rows) || (await readJourneyRows(ctx, clientId, client.closedLoansCount));
  const generalDays = await ctx.config.reapplyCoolOffDays();
  const today = businessDate(shiftedClock(ctx.clock, box?.clockOffsetDays ?? 0).now());
  const current = apps.find((row) => !INACTIVE.includes(row.status)) ?? null;
  const closed = apps.find((row) => INACTIVE.includes(row.status)) ?? null;
  // A rejection keeps the reject page for the wait of its reasons (issue 52, ADR 293), the date
  // `client.decisionReasons` tells and `createApplication` enforces; the general cool-off when
  // the reasons give no date (the product not offered, open loans to pay).
  let coolOffDays = generalDays;
  if (closed?.status === REJECTED && closed.reasons && generalDays > 0) {
    const decidedOn = decisionDate(closed);
    const told = reapplyAfter({
      reasons: borrowerReasonsOf(closed.reasons.map((reason) => reason.code)),
      decidedOn,
      today: decidedOn,
      birthDate: client.birthDate,
      waits: (await ctx.config.reapplyWaits?.()) ?? DEFAULT_REAPPLY_WAITS,
      generalDays,
    });
    if (told.reapply === 'from_date' && told.reapplyFrom)
      coolOffDays = daysBetween(decidedOn, told.reapplyFrom);
    else if (told.reapply === 'now') coolOffDays = 0;
  }
  const employment = (client.employment ?? {}) as { employmentStatusKey?: unknown };
  const affiliate = (current?.affiliate ?? client.affiliate ?? {}) as { source?: unknown };
  const journeyFacts: JourneyFacts = {
    forcedStep: (box?.forcedStep as FlowStep | null) ?? null,
    completedSteps: client.completedSteps,
    employmentStatus:
      typeof employment.employmentStatusKey === 'string' ? employment.employmentStatusKey : null,
    availableLoanAmount: client.availableLoanAmount,
    closedLoans: facts.loans.closed,
    loanStatus: facts.loans.latest?.status ?? null,
    application: current
      ? {
          status: current.status,
          paymentMethod: current.paymentMethod,
          affiliateSource: typeof affiliate.source === 'string' ? affiliate.source : null,
        }
      : null,
    lastClosedApplication: closed
      ? { status: closed.status, daysSinceDecision: daysBetween(decisionDate(closed), today) }
      : null,
    coolOffDays,
    documents: facts.documents,
    bankLink: facts.bankLink,
    identity: facts.identity,
    directDebit: facts.directDebit,
    clabeSaved: client.clabeEnc !== null,
  };
  const journey = journeyStep(journeyFacts);
  let errors: string[] = journey.rule === 'application.accepted.clabe' ? ['clabe_required'] : [];
  if ((journey.step === 'reject_page' || journey.step === 'manual_page') && (current ?? closed)) {
    // The borrower's reasons (ADR 293), never the rule's code (`decision.incomeTooLow`, issue 62).
    const reasons = (current ?? closed)?.reasons;
    errors = reasons ? borrowerReasonsOf(reasons.map((reason) => reason.code)) : [];
  }
  // The reject page's data: the day the client may apply again (the cool-off, ADR 208).
  const reapplyOn =
    journey.step === 'reject_page' && closed ? addDays(decisionDate(closed), coolOffDays) : null;
  return {
    journey,
    percent: journeyPercent(journeyFacts),
    errors,
    application: current ?? closed,
    loan: facts.loans.latest,
    reapplyOn,
  };
}
