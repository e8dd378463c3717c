// A consumer's TypeScript use of @lender/flow, type-checked by the registry round trip
// (nodenext ESM, nodenext CJS as types.cts, and bundler resolution).
import {
  createFlowMachine,
  decide,
  type FlowDecision,
  type FlowMachineEvent,
  type FlowState,
  type FlowStep,
  ROUTE_KIND,
  type RouteKind,
  type RouteName,
  STEP_ROUTES,
  type StepTarget,
} from '@lender/flow';
import { type UseFlowOptions, type UseFlowResult, useFlow } from '@lender/flow/react';

const step: FlowStep = 'address';
const target: StepTarget = STEP_ROUTES[step];
const kind: RouteKind = ROUTE_KIND['registration-address___es'];
const flow: FlowState = { step, status: 'active', errors: [] };

const decision: FlowDecision = decide({
  route: 'registration___es',
  auth: { loggedIn: true, firstName: null },
  flow,
  externalLoginUrl: 'https://login.example.com/facebook',
});

export function describeDecision(answer: FlowDecision): string {
  switch (answer.type) {
    case 'redirect': {
      const route: RouteName = answer.route;
      return `${answer.soft ? 'soft ' : ''}redirect to ${route}`;
    }
    case 'external':
      return `leave for ${answer.url}`;
    case 'sandbox':
      return 'start sandbox';
    case 'stay':
      return `stay (${answer.reason})`;
  }
}

const machine = createFlowMachine({
  fetchFlow: async ({ signal }) => {
    signal.throwIfAborted();
    return flow;
  },
  pollIntervalMs: 10_000,
});
const event: FlowMachineEvent = { type: 'route.change', route: 'registration-address___es' };

const options: UseFlowOptions = {
  fetchFlow: async () => flow,
  route: 'registration___es',
  auth: { loggedIn: true },
  externalLoginUrl: 'https://login.example.com/facebook',
  onDecision: (next) => describeDecision(next),
};
export const hook: (options: UseFlowOptions) => UseFlowResult = useFlow;

// @ts-expect-error: not a step of spec §4
export const wrongStep: FlowStep = 'payment';
// @ts-expect-error: route names carry the ___es suffix
export const wrongRoute: RouteName = 'registration-address';

export { decision, event, kind, machine, options, target };
