import { assign, fromPromise, setup } from 'xstate';
import {
  type DecideInput,
  decide,
  type FlowAuth,
  type FlowDecision,
  type FlowQuery,
  type FlowTrigger,
} from './decide.js';
import { clampProgress, nextLoadingProgress } from './progress.js';
import type { FlowState } from './steps.js';

/** How often a logged-in client's flow is refreshed. */
export const FLOW_POLL_INTERVAL_MS = 10_000;

const LOADING_ROUTE = 'application-loading___es';

/** What the machine starts from. */
export interface FlowMachineInput {
  /** The current route name. */
  readonly route: string;
  readonly auth: FlowAuth;
  /** The absolute URL of the external (facebook) login. */
  readonly externalLoginUrl: string;
  /** @default false */
  readonly sandboxAllowed?: boolean;
  /** The current query, for the external login. */
  readonly query?: FlowQuery;
  /** The client's application id, for the external login. @default null */
  readonly applicationId?: string | number | null;
  /** A flow already fetched (e.g. by a Remix loader); it is still refreshed at once. @default null */
  readonly flow?: FlowState | null;
  /** The progress bar's starting value. @default 0 */
  readonly progress?: number;
}

/** The machine's context: its input plus what it learnt and decided. */
export interface FlowMachineContext {
  readonly route: string;
  readonly auth: FlowAuth;
  readonly externalLoginUrl: string;
  readonly sandboxAllowed: boolean;
  readonly query: FlowQuery | undefined;
  readonly applicationId: string | number | null;
  readonly flow: FlowState | null;
  /** `navigation` until the first poll after arriving on a route, then `poll`. */
  readonly trigger: FlowTrigger;
  /** The current answer: act on it (navigate, leave, start sandbox) when it changes. */
  readonly decision: FlowDecision;
  /** The progress bar, `0..100`. */
  readonly progress: number;
  /** The last fetch failure, cleared by the next success. */
  readonly error: unknown;
}

/** The events the apps send (named `domain.verb`). */
export type FlowMachineEvent =
  | { readonly type: 'route.change'; readonly route: string; readonly query?: FlowQuery }
  | { readonly type: 'auth.change'; readonly auth: FlowAuth }
  | { readonly type: 'sandbox.change'; readonly allowed: boolean }
  | { readonly type: 'application.change'; readonly applicationId: string | number | null }
  | { readonly type: 'flow.refresh' }
  | { readonly type: 'flow.update'; readonly flow: FlowState }
  | { readonly type: 'progress.reset'; readonly progress?: number };

/** What the `fetchFlow` actor receives. */
export interface FetchFlowInput {
  readonly auth: FlowAuth;
}

function decisionOf(context: Omit<FlowMachineContext, 'decision' | 'error'>): FlowDecision {
  const input: DecideInput = {
    route: context.route,
    auth: context.auth,
    flow: context.flow,
    sandboxAllowed: context.sandboxAllowed,
    trigger: context.trigger,
    query: context.query,
    applicationId: context.applicationId,
    externalLoginUrl: context.externalLoginUrl,
  };
  return decide(input);
}

/**
 * The client-journey machine. It decides on start and on every change,
 * and while a client is logged in (and sandbox is not allowed) it fetches the flow at once and
 * then every {@link FLOW_POLL_INTERVAL_MS}. The decision lives in `context.decision`; the app
 * acts on it. On `application-loading___es` every poll also advances `context.progress`.
 *
 * The `fetchFlow` actor must be provided (the default one fails every fetch); the `pollInterval`
 * delay may be. Timers use the actor's clock, so tests pass a `SimulatedClock`.
 *
 * States: `sandbox`, `loggedOut`, `polling.fetching`, `polling.waiting`.
 *
 * @example
 * ```ts
 * import { createActor, fromPromise } from 'xstate';
 * import { flowMachine } from '@lender/flow';
 *
 * const actor = createActor(
 *   flowMachine.provide({
 *     actors: { fetchFlow: fromPromise(({ signal }) => sdk.client.flow({ signal })) },
 *   }),
 *   { input: { route: 'registration___es', auth: { loggedIn: true }, externalLoginUrl } },
 * );
 * actor.subscribe(({ context }) => follow(context.decision));
 * actor.start();
 * ```
 */
export const flowMachine = setup({
  types: {
    context: {} as FlowMachineContext,
    events: {} as FlowMachineEvent,
    input: {} as FlowMachineInput,
  },
  actors: {
    fetchFlow: fromPromise<FlowState, FetchFlowInput>(() =>
      Promise.reject(new Error('@lender/flow: provide the fetchFlow actor (flowMachine.provide)')),
    ),
  },
  delays: {
    pollInterval: FLOW_POLL_INTERVAL_MS,
  },
  guards: {
    isSandboxAllowed: ({ context }) => context.sandboxAllowed,
    isLoggedIn: ({ context }) => context.auth.loggedIn,
    isOnLoadingRoute: ({ context }) => context.route === LOADING_ROUTE,
  },
  actions: {
    decide: assign({ decision: ({ context }) => decisionOf(context) }),
    applyDecisionProgress: assign({
      progress: ({ context }) =>
        context.decision.type === 'stay' || context.decision.type === 'redirect'
          ? clampProgress(context.decision.progress ?? context.progress)
          : context.progress,
    }),
    startNavigation: assign({ trigger: 'navigation' as FlowTrigger }),
    markPoll: assign({ trigger: 'poll' as FlowTrigger }),
    // A navigation forgets the flow it knew: the page it leaves may have moved the journey on (a
    // step's form posts, then the site goes to the next page), and a decision on the old flow would
    // send the client back there until the fetch below answers. It decides on that answer.
    storeRoute: assign(({ event }) => {
      if (event.type !== 'route.change') return {};
      return { route: event.route, query: event.query, trigger: 'navigation' as FlowTrigger, flow: null };
    }),
    storeAuth: assign(({ context, event }) =>
      event.type === 'auth.change' ? { auth: event.auth } : { auth: context.auth },
    ),
    storeSandbox: assign(({ context, event }) =>
      event.type === 'sandbox.change'
        ? { sandboxAllowed: event.allowed }
        : { sandboxAllowed: context.sandboxAllowed },
    ),
    storeApplication: assign(({ context, event }) =>
      event.type === 'application.change'
        ? { applicationId: event.applicationId }
        : { applicationId: context.applicationId },
    ),
    storePushedFlow: assign(({ context, event }) =>
      event.type === 'flow.update' ? { flow: event.flow, error: null } : { flow: context.flow },
    ),
    storeFetchedFlow: assign((_, params: { flow: FlowState }) => ({ flow: params.flow, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    advanceProgress: assign({
      progress: ({ context }) => nextLoadingProgress(context.progress, context.flow),
    }),
    resetProgress: assign(({ event }) =>
      event.type === 'progress.reset' ? { progress: clampProgress(event.progress ?? 0) } : {},
    ),
  },
}).createMachine({
  id: 'flow',
  context: ({ input }) => {
    const base = {
      route: input.route,
      auth: input.auth,
      externalLoginUrl: input.externalLoginUrl,
      sandboxAllowed: input.sandboxAllowed ?? false,
      query: input.query,
      applicationId: input.applicationId ?? null,
      flow: input.flow ?? null,
      trigger: 'navigation' as FlowTrigger,
      progress: clampProgress(input.progress ?? 0),
    };
    return { ...base, decision: decisionOf(base), error: null };
  },
  initial: 'resolving',
  on: {
    'route.change': { target: '.resolving', actions: 'storeRoute' },
    'auth.change': { target: '.resolving', actions: 'storeAuth' },
    'sandbox.change': { target: '.resolving', actions: 'storeSandbox' },
    'application.change': { actions: ['storeApplication', 'decide'] },
    'progress.reset': { actions: 'resetProgress' },
  },
  states: {
    resolving: {
      always: [
        { guard: 'isSandboxAllowed', target: 'sandbox' },
        { guard: 'isLoggedIn', target: 'polling' },
        { target: 'loggedOut' },
      ],
    },
    sandbox: {
      entry: ['decide', 'applyDecisionProgress'],
    },
    loggedOut: {
      entry: ['decide', 'applyDecisionProgress'],
    },
    polling: {
      entry: ['startNavigation', 'decide', 'applyDecisionProgress'],
      initial: 'fetching',
      on: {
        'flow.update': { actions: ['storePushedFlow', 'decide', 'applyDecisionProgress'] },
      },
      states: {
        fetching: {
          invoke: {
            id: 'fetchFlow',
            src: 'fetchFlow',
            input: ({ context }) => ({ auth: context.auth }),
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'storeFetchedFlow', params: ({ event }) => ({ flow: event.output }) },
                'decide',
                'applyDecisionProgress',
              ],
            },
            onError: {
              target: 'waiting',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {
          after: {
            pollInterval: [
              { guard: 'isOnLoadingRoute', target: 'fetching', actions: ['markPoll', 'advanceProgress'] },
              { target: 'fetching', actions: 'markPoll' },
            ],
          },
          on: {
            'flow.refresh': { target: 'fetching' },
          },
        },
      },
    },
  },
});

/** The machine's type, for apps that pass the actor around. */
export type FlowMachine = typeof flowMachine;

/** Options of {@link createFlowMachine}. */
export interface CreateFlowMachineOptions {
  /** Fetches `GET /web/private/client/flow`; abort when `signal` fires (navigation, stop). */
  readonly fetchFlow: (options: {
    readonly signal: AbortSignal;
    readonly auth: FlowAuth;
  }) => PromiseLike<FlowState>;
  /** @default FLOW_POLL_INTERVAL_MS */
  readonly pollIntervalMs?: number;
}

/**
 * {@link flowMachine} with the fetch (and optionally the poll interval) provided, for apps that
 * would rather not import `fromPromise` themselves.
 *
 * @example
 * ```ts
 * import { createActor } from 'xstate';
 * import { createFlowMachine } from '@lender/flow';
 *
 * const machine = createFlowMachine({ fetchFlow: ({ signal }) => sdk.client.flow({ signal }) });
 * const actor = createActor(machine, {
 *   input: { route: 'registration___es', auth: { loggedIn: true }, externalLoginUrl },
 * }).start();
 * ```
 */
export function createFlowMachine(options: CreateFlowMachineOptions): FlowMachine {
  const { fetchFlow, pollIntervalMs = FLOW_POLL_INTERVAL_MS } = options;
  return flowMachine.provide({
    actors: {
      fetchFlow: fromPromise<FlowState, FetchFlowInput>(({ input, signal }) =>
        fetchFlow({ signal, auth: input.auth }),
      ),
    },
    delays: { pollInterval: pollIntervalMs },
  });
}
