// `@lender/flow/decide`: the pure rules (decide, the step → route table, routes, steps,
// progress) without the XState machine, for a Remix loader or a server: no XState in the bundle.
export {
  type DecideInput,
  decide,
  type ExternalDecision,
  type FlowAuth,
  type FlowDecision,
  type FlowQuery,
  type FlowTrigger,
  type RedirectDecision,
  type RedirectReason,
  type SandboxDecision,
  type StayDecision,
  type StayReason,
} from './decide.js';
export {
  clampProgress,
  LOADING_PROGRESS_INCREMENT_DECIDING,
  LOADING_PROGRESS_INCREMENT_VERIFYING,
  nextLoadingProgress,
  PROGRESS_INITIAL_REGISTRATION,
  PROGRESS_TOTAL,
  type PreAccountStage,
  preAccountPath,
  WIZARD_STAGES,
  type WizardPath,
  type WizardStage,
  wizardPercent,
} from './progress.js';
export {
  ACCEPTED_ROUTES,
  isRouteName,
  ROUTE_KIND,
  ROUTE_KINDS,
  ROUTE_NAMES,
  ROUTE_SUFFIX,
  type RouteKind,
  type RouteName,
  routeKind,
} from './routes.js';
export {
  allowedRoutes,
  EXTERNAL,
  STEP_ALSO_ALLOWED,
  STEP_ROUTES,
  type StepTarget,
  stepTarget,
} from './step-routes.js';
export {
  FLOW_STATUSES,
  FLOW_STEPS,
  type FlowState,
  type FlowStatus,
  type FlowStep,
  isFlowStep,
} from './steps.js';
