import { APPLICATION_STATUS, type ApplicationStatus } from '@lender/calculator/platform';
import type {
  Application,
  ApproveOfferRequest,
  CreateApplicationRequest,
  LoanLimit,
  UpdateApplicationRequest,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import { applications, type offers } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import type { ApplicationProfileFlags } from '../clients/profile-flags';
import type { DecisionResult } from '../decision/engine';

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * The columns the API view of an application reads ({@link ApplicationsService.view}): a list of
 * applications selects these, not the whole row, whose fraud-provider blobs and affiliate JSON it
 * would read and parse for every row only to drop them (ADR 265).
 */
export const applicationViewColumns = {
  id: applications.id,
  status: applications.status,
  desiredAmount: applications.desiredAmount,
  principalAmount: applications.principalAmount,
  loanAmount: applications.loanAmount,
  termDays: applications.termDays,
  salaryCycle: applications.salaryCycle,
  payDates: applications.payDates,
  paymentMethod: applications.paymentMethod,
  cashBrand: applications.cashBrand,
  hotjarUserId: applications.hotjarUserId,
  juicySessionId: applications.juicySessionId,
  offerExpiresAt: applications.offerExpiresAt,
  createdAt: applications.createdAt,
  fake: applications.fake,
};

/** What the API view of an application reads of its row. */
export type ApplicationViewRow = Pick<ApplicationRow, keyof typeof applicationViewColumns>;
export type OfferRow = typeof offers.$inferSelect;

/** Spec §9: the available amount is recomputed at most once per 12 hours (limit-updated cookie 43200 s). */
export const LOAN_LIMIT_REFRESH_SECONDS = 43_200;

/** Statuses whose offer waits for the client: an expired offer cancels them (ADR 020). */
export const AWAITING_CLIENT: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.accepted,
  APPLICATION_STATUS.specialOffer,
  APPLICATION_STATUS.yhatDecrease,
  APPLICATION_STATUS.yhatIncrease,
];

/** Statuses spec §4 calls inactive; every other one is active (the partial unique index mirrors it). */
export const INACTIVE: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.completed,
  APPLICATION_STATUS.canceled,
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.terminated,
];

/** The application with its current offer, as the loans service signs it. */
export interface ApplicationForSigning {
  application: ApplicationRow;
  offer: OfferRow;
}

/** `POST application`'s body with the loan amount in centavos (the API converts the request's pesos). */
export type CreateApplicationInput = Omit<CreateApplicationRequest, 'loanAmount'> & {
  readonly loanAmount: number;
};
/** `PUT application/{id}`'s body with the amount in centavos. */
export type UpdateApplicationInput = Omit<UpdateApplicationRequest, 'amount'> & { readonly amount: number };
/** A counter-offer approval's body with the amount in centavos. */
export type ApproveOfferInput = Omit<ApproveOfferRequest, 'amount'> & { readonly amount: number };

export interface ApplicationsService {
  /** `yhatLimit` (`yhat-limit.ts`), for the clients' income changes that reach it through this port. */
  refreshLimit(clientId: number, options?: { force?: boolean }): Promise<LoanLimit>;
  /** Runs the decision engine on an application in new, verification or decision error. */
  decideApplication(applicationId: number, actor: AuditActor): Promise<DecisionResult>;
  /**
   * Moves an application along the state machine (conditional update, audited); 409 when not
   * allowed. With `from`, it also refuses (409) when the application is no longer in that status:
   * a caller that decided on a status read earlier must not act on a newer one.
   */
  transition(
    tx: Executor,
    applicationId: number,
    to: ApplicationStatus,
    actor: AuditActor,
    reason?: string,
    from?: ApplicationStatus,
  ): Promise<ApplicationRow>;
  /**
   * For the loans service's signing, inside its transaction: the client's application locked
   * (`FOR UPDATE`) in status accepted (3) with its current, unexpired offer. `not_found`,
   * `invalid_transition` (409) or `offer_expired` (410) otherwise.
   */
  forSigning(tx: Executor, clientId: number, applicationId: number): Promise<ApplicationForSigning>;
  /** accepted (3) → signing (2) once the agreement is signed; the offer becomes `accepted`. */
  markSigning(tx: Executor, applicationId: number, actor: AuditActor): Promise<ApplicationRow>;
  /** signing (2) → completed (4) once the loan is issued. */
  markCompleted(tx: Executor, applicationId: number, actor: AuditActor): Promise<ApplicationRow>;
  /**
   * Expires offers whose time is up at `now` (each client's sandbox clock honoured): the offer is
   * marked expired, and an application waiting for the client (3, 13, 17, 18) is canceled.
   * Idempotent; for the jobs queue. Returns how many offers expired.
   */
  expireOffers(now: Date): Promise<{ expiredOffers: number; canceledApplications: number }>;
  /** Profile flags (spec §3) from applications and loans. */
  profileFlags(clientId: number): Promise<ApplicationProfileFlags>;
  /** The API view of a row (its {@link applicationViewColumns} are enough). */
  view(row: ApplicationViewRow): Application;
}

/** The pay-date request string of the calculator from the §7 body. */
export function payDatesValue(payDates: ApplicationRow['payDates']): string {
  return [payDates.first_repayment_option, payDates.second_repayment_option]
    .filter((value) => value !== undefined)
    .map(String)
    .join(',');
}

export { isUniqueViolation } from '@lender/db';
