import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { FlowDecision, FlowQuery } from './decide.js';
import {
  type CreateFlowMachineOptions,
  createFlowMachine,
  type FlowMachine,
  type FlowMachineInput,
} from './machine.js';
import type { FlowState } from './steps.js';

/** The running flow actor. */
export type FlowActorRef = ActorRefFrom<FlowMachine>;

/** Options of {@link useFlow}: the machine's input, kept in sync on every render. */
export interface UseFlowOptions
  extends Pick<
    FlowMachineInput,
    'route' | 'auth' | 'externalLoginUrl' | 'sandboxAllowed' | 'query' | 'applicationId'
  > {
  /** Fetches `GET /web/private/client/flow`; the latest function is always the one called. */
  readonly fetchFlow: CreateFlowMachineOptions['fetchFlow'];
  /** A flow already fetched by the page's loader. */
  readonly initialFlow?: FlowState | null;
  /** @default 0 */
  readonly initialProgress?: number;
  /** Read once, on the first render. @default FLOW_POLL_INTERVAL_MS */
  readonly pollIntervalMs?: number;
  /** Read once, on the first render; tests pass a `SimulatedClock`. */
  readonly clock?: ActorOptions<FlowMachine>['clock'];
  /** Called with each new decision (not with a repeat of the same one), after the render. */
  readonly onDecision?: (decision: FlowDecision) => void;
}

/** What {@link useFlow} returns. */
export interface UseFlowResult {
  readonly decision: FlowDecision;
  /** The progress bar, `0..100`. */
  readonly progress: number;
  /** The last fetched flow, or `null`. */
  readonly flow: FlowState | null;
  readonly actorRef: FlowActorRef;
}

/**
 * Runs the flow machine for a component: starts it on mount, stops it on unmount, sends
 * `route.change`, `auth.change`, `sandbox.change` and `application.change` when the options change,
 * and re-renders when the decision or the progress changes.
 *
 * @example
 * ```tsx
 * import { useFlow } from '@lender/flow/react';
 *
 * function FlowGuard({ routeName }: { routeName: string }) {
 *   const navigate = useNavigate();
 *   useFlow({
 *     fetchFlow: ({ signal }) => fetch('/web/private/client/flow', { signal }).then(readFlow),
 *     route: routeName,
 *     auth: { loggedIn: true, firstName: 'Ana' },
 *     externalLoginUrl: 'https://login.example.com/facebook',
 *     onDecision: (decision) => {
 *       if (decision.type === 'redirect') navigate(toPath(decision.route), { replace: decision.soft });
 *       if (decision.type === 'external') window.location.assign(decision.url);
 *     },
 *   });
 *   return null;
 * }
 * ```
 */
export function useFlow(options: UseFlowOptions): UseFlowResult {
  const fetchRef = useRef(options.fetchFlow);
  const onDecisionRef = useRef(options.onDecision);
  useEffect(() => {
    fetchRef.current = options.fetchFlow;
    onDecisionRef.current = options.onDecision;
  });

  const [machine] = useState(() =>
    createFlowMachine({
      fetchFlow: (request) => fetchRef.current(request),
      ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
    }),
  );
  const actorRef = useActorRef(machine, {
    input: {
      route: options.route,
      auth: options.auth,
      externalLoginUrl: options.externalLoginUrl,
      sandboxAllowed: options.sandboxAllowed ?? false,
      query: options.query,
      applicationId: options.applicationId ?? null,
      flow: options.initialFlow ?? null,
      progress: options.initialProgress ?? 0,
    },
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });

  const routeKey = `${options.route}\u0000${queryKey(options.query)}`;
  const { loggedIn, firstName } = options.auth;
  const sandboxAllowed = options.sandboxAllowed ?? false;
  const applicationId = options.applicationId ?? null;
  const synced = useRef({ routeKey, loggedIn, firstName, sandboxAllowed, applicationId });

  useEffect(() => {
    const last = synced.current;
    // Each change is sent once: the actor already started from the first render's values.
    if (last.sandboxAllowed !== sandboxAllowed)
      actorRef.send({ type: 'sandbox.change', allowed: sandboxAllowed });
    if (last.loggedIn !== loggedIn || last.firstName !== firstName) {
      actorRef.send({ type: 'auth.change', auth: { loggedIn, firstName } });
    }
    if (last.applicationId !== applicationId) actorRef.send({ type: 'application.change', applicationId });
    if (last.routeKey !== routeKey) {
      actorRef.send({ type: 'route.change', route: options.route, query: options.query });
    }
    synced.current = { routeKey, loggedIn, firstName, sandboxAllowed, applicationId };
  }, [actorRef, routeKey, loggedIn, firstName, sandboxAllowed, applicationId, options.route, options.query]);

  const decision = useFlowDecision(actorRef);
  const progress = useSelector(actorRef, (snapshot) => snapshot.context.progress);
  const flow = useSelector(actorRef, (snapshot) => snapshot.context.flow);

  useEffect(() => {
    onDecisionRef.current?.(decision);
  }, [decision]);

  return { decision, progress, flow, actorRef };
}

/**
 * The current decision of a flow actor; the same object until the decision really changes, so it
 * can drive an effect.
 *
 * @example
 * ```tsx
 * const decision = useFlowDecision(actorRef);
 * if (decision.type === 'redirect') return <Navigate to={toPath(decision.route)} replace={decision.soft} />;
 * ```
 */
export function useFlowDecision(actorRef: FlowActorRef): FlowDecision {
  return useSelector(actorRef, (snapshot) => snapshot.context.decision, sameDecision);
}

/**
 * The progress bar of a flow actor, `0..100`.
 *
 * @example
 * ```tsx
 * const progress = useFlowProgress(actorRef);
 * return <progress max={100} value={progress} />;
 * ```
 */
export function useFlowProgress(actorRef: FlowActorRef): number {
  return useSelector(actorRef, (snapshot) => snapshot.context.progress);
}

function sameDecision(a: FlowDecision, b: FlowDecision): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function queryKey(query: FlowQuery | undefined): string {
  return query === undefined ? '' : typeof query === 'string' ? query : JSON.stringify(query);
}
