import { APPLICATION_STATUS, type ApplicationStatus } from '@lender/calculator/platform';
import type {
  ApproveOfferRequest,
  CreateApplicationRequest,
  UpdateApplicationRequest,
} from '@lender/contracts';
import { applications, type offers } from '@lender/db/schema';

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

// The bodies as their endpoints take them, with `amount` in centavos where the request has pesos
// (the API's `useCaseRoute` converts them: `pesos`).
/** `POST application`'s body; `loanAmount.amount` in centavos. */
export type CreateApplicationInput = CreateApplicationRequest;
/** `PUT application/{id}`'s body; `amount.amount` in centavos. */
export type UpdateApplicationInput = UpdateApplicationRequest;
/** A counter-offer approval's body; `amount.amount` in centavos. */
export type ApproveOfferInput = ApproveOfferRequest;

/** The pay-date request string of the calculator from the §7 body. */
export function payDatesValue(payDates: ApplicationRow['payDates']): string {
  return [payDates.first_repayment_option, payDates.second_repayment_option]
    .filter((value) => value !== undefined)
    .map(String)
    .join(',');
}

export { isUniqueViolation } from '@lender/db';
