import { APPLICATION_STATUS, type ApplicationStatus } from '@lender/calculator/platform';
import { CoreError } from '../errors/core-error';

const S = APPLICATION_STATUS;

/**
 * The application state machine (spec §4 statuses, ADR 020). A transition not listed here is a 409
 * `invalid_transition`; services apply a transition with a conditional UPDATE (`WHERE status =
 * from`), so two concurrent changes cannot both win.
 *
 * - new → verification (`finish`, or a repeat client's submit) → a decision outcome;
 * - a decision error may be decided again; manual verification is decided by the back office;
 * - counter-offers (13, 17, 18) become accepted when the client approves them;
 * - accepted → signing (the agreement is signed, the loan is being made) → completed (loan issued);
 * - anything still active may be canceled (client, expired offer) or terminated (back office).
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  [S.new]: [S.verification, S.canceled, S.terminated],
  [S.verification]: [
    S.accepted,
    S.rejected,
    S.specialOffer,
    S.manualVerification,
    S.yhatDecrease,
    S.yhatIncrease,
    S.decisionError,
    S.canceled,
    S.terminated,
  ],
  [S.decisionError]: [S.verification, S.canceled, S.terminated],
  [S.manualVerification]: [
    S.accepted,
    S.rejected,
    S.specialOffer,
    S.yhatDecrease,
    S.yhatIncrease,
    S.canceled,
    S.terminated,
  ],
  [S.specialOffer]: [S.accepted, S.canceled, S.terminated],
  [S.yhatDecrease]: [S.accepted, S.canceled, S.terminated],
  [S.yhatIncrease]: [S.accepted, S.canceled, S.terminated],
  [S.accepted]: [S.signing, S.canceled, S.terminated],
  [S.signing]: [S.completed, S.canceled, S.terminated],
  [S.completed]: [],
  [S.canceled]: [],
  [S.rejected]: [],
  [S.terminated]: [],
};

/** Whether the state machine allows `from` → `to`. */
export function canTransition(from: number, to: number): boolean {
  const allowed = APPLICATION_TRANSITIONS[from as ApplicationStatus];
  return allowed !== undefined && (allowed as readonly number[]).includes(to);
}

/** Throws the 409 `invalid_transition` (with `from`/`to` in the message) unless allowed. */
export function assertTransition(from: number, to: number): void {
  if (!canTransition(from, to)) throw new CoreError('invalid_transition', { params: { from, to } });
}
