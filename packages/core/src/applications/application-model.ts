import { APPLICATION_STATUS, type ApplicationStatus } from '@lender/calculator/platform';
import type {
  ActualOffer,
  Application,
  ApplicationPaymentMethod,
  ApproveOfferRequest,
  CreateApplicationRequest,
  LoanLimit,
  PromoCodeResult,
  UpdateApplicationRequest,
} from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { applications, type offers } from '@lender/db/schema';
import type { AuditActor, AuditService } from '../audit/audit';
import type { OfferView } from '../catalog/public-offer';
import type { ApplicationProfileFlags } from '../clients/profile-flags';
import type { Clock } from '../clock';
import type { BehaviourInput } from '../collector-ingest/decision-input';
import type { DecisionResult } from '../decision/engine';
import type { Logger } from '../logger';
import type { NoticePort } from '../notices/notice-model';
import type { PiiCrypto } from '../pii';
import type { SandboxService } from '../sandbox/sandbox';

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
  /** `POST application`: creates the application with its offer; a repeat client's goes to decision at once. */
  create(clientId: number, input: CreateApplicationInput): Promise<Application>;
  /** `PUT application/{id}`: re-prices only when amount, term or pay dates changed; only while new. */
  update(clientId: number, applicationId: number, input: UpdateApplicationInput): Promise<Application>;
  /** The client's active application (`no_active_application` when none). */
  actual(clientId: number): Promise<Application>;
  actualRow(clientId: number): Promise<ApplicationRow | null>;
  actualOffer(clientId: number, applicationId: number): Promise<ActualOffer>;
  paymentMethod(clientId: number): Promise<ApplicationPaymentMethod>;
  /**
   * The client's own offer for an amount (centavos), cycle and dates (first or repeated by the
   * client's loans).
   */
  quote(
    clientId: number,
    request: { amount: number; payCycle: string; payDates: string; promoName?: string | undefined },
  ): Promise<OfferView>;
  checkPromoCode(clientId: number, promoCode: string): Promise<PromoCodeResult>;
  /** `PUT yhat/limit`: the available amount, recomputed at most every 12 h. */
  refreshLimit(clientId: number, options?: { force?: boolean }): Promise<LoanLimit>;
  /** `PUT finish`: sends the new application to decision. */
  finish(clientId: number): Promise<Application>;
  /** Runs the decision engine on an application in new, verification or decision error. */
  decideApplication(applicationId: number, actor: AuditActor): Promise<DecisionResult>;
  /** Counter-offers (spec §4): special offer (13), decrease (17), increase (18). */
  approveOffer(
    clientId: number,
    kind: 'special' | 'decrease' | 'increase',
    input: ApproveOfferInput,
  ): Promise<Application>;
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
  /**
   * The client takes back an offer not signed yet (3, 13, 17, 18 → canceled, reason
   * `client_withdrew`), to ask again for another amount or date (issue 37: the summary's "Cambiar"
   * links). Its offer is superseded; no cool-off applies. Any other status is `invalid_transition`.
   */
  withdraw(clientId: number, applicationId: number): Promise<Application>;
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

/** What the applications service needs. */
export interface ApplicationsDeps {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  audit: AuditService;
  sandbox: SandboxService;
  /** The behavioural-scoring input (issue 18, ADR 230); off when absent. */
  behaviour?: (clientId: number) => Promise<BehaviourInput>;
  /** Borrower notices (issue 38): told inside the transaction of each event. */
  notices?: NoticePort;
}
export { isUniqueViolation } from '@lender/db';
