// `@lender/calculator/platform`: what belongs to this lending platform rather than to loan
// arithmetic — its client, application and loan status codes, the journey's steps and the progress
// bar over a borrower's stages, client classification by those statuses, and the framework-free state of its calculator screen
// (reducer, events, selectors). Moved out of the root entry in 0.1.0; see the README's
// "Migrating" section.
export {
  type CalculatorDisabledContext,
  type CalculatorHiddenContext,
  isCalculatorDisabled,
  isCalculatorHidden,
} from './amount';
export {
  type CalculatorEvent,
  type CalculatorFieldErrors,
  type CalculatorInit,
  type CalculatorState,
  type CalculatorTarget,
  calculatorReducer,
  initialCalculatorState,
  selectButtonLabel,
  selectFieldErrors,
  selectOfferRequest,
  selectPayDateOptions,
  selectSlider,
  selectTarget,
} from './calculator-state';
export {
  type ClassifiedClient,
  type ClientType,
  clientType,
  isApplicationActive,
  isRepeatClient,
  isRolloverAvailable,
  type Rollover,
} from './classification';
export { FLOW_STATUSES, FLOW_STEPS, type FlowStatus, type FlowStep } from './flow-steps';
export {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusName,
  CLIENT_STATUS,
  CLIENT_STATUSES,
  type ClientStatus,
  type ClientStatusName,
  LOAN_STATUS,
  LOAN_STATUSES,
  type LoanStatus,
  type LoanStatusName,
} from './statuses';
export {
  PROGRESS_INITIAL_REGISTRATION,
  PROGRESS_TOTAL,
  type PreAccountStage,
  preAccountPath,
  WIZARD_STAGES,
  type WizardPath,
  type WizardStage,
  wizardPercent,
} from './wizard-progress';
