import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { decide } from './decide.js';
import { EXTERNAL_LOGIN } from './journey-table.fixture.js';
import {
  createFlowMachine,
  type FetchFlowInput,
  FLOW_POLL_INTERVAL_MS,
  type FlowMachineEvent,
  type FlowMachineInput,
  flowMachine,
} from './machine.js';
import { ROUTE_NAMES } from './routes.js';
import { FLOW_STEPS, type FlowState } from './steps.js';

/** A fake `GET /flow`: answers the current flow, records each call, can fail once. */
function fakeServer(initial: FlowState) {
  const state = { current: initial, failNext: false };
  const calls: FetchFlowInput[] = [];
  const signals: AbortSignal[] = [];
  const logic = fromPromise<FlowState, FetchFlowInput>(async ({ input, signal }) => {
    calls.push(input);
    signals.push(signal);
    if (state.failNext) {
      state.failNext = false;
      throw new Error('Network request failed');
    }
    return state.current;
  });
  return {
    logic,
    calls,
    signals,
    set: (flow: FlowState) => {
      state.current = flow;
    },
    failOnce: () => {
      state.failNext = true;
    },
  };
}

type Server = ReturnType<typeof fakeServer>;

function start(server: Server, input: Partial<FlowMachineInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(flowMachine.provide({ actors: { fetchFlow: server.logic } }), {
    clock,
    input: {
      route: 'registration___es',
      auth: { loggedIn: true, firstName: 'Ana' },
      externalLoginUrl: EXTERNAL_LOGIN,
      ...input,
    },
  });
  actor.start();
  return { actor, clock };
}

type Started = ReturnType<typeof start>;

/** Lets a started fetch answer. */
async function settle({ actor }: Started) {
  await waitFor(actor, (snapshot) => !snapshot.matches({ polling: 'fetching' }));
}

async function tick(started: Started, ms: number) {
  started.clock.increment(ms);
  await settle(started);
}

/** A started machine (logged in, on registration) whose fetches never answer; their abort signals. */
function startNeverAnswering() {
  const signals: AbortSignal[] = [];
  const machine = createFlowMachine({
    fetchFlow: ({ signal }) => {
      signals.push(signal);
      return new Promise<FlowState>(() => {});
    },
  });
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { route: 'registration___es', auth: { loggedIn: true }, externalLoginUrl: EXTERNAL_LOGIN },
  }).start();
  return { signals, actor };
}

/** The machine's current decision. */
const decisionOf = ({ actor }: Started) => actor.getSnapshot().context.decision;

/** The decision that sends the client to `route` at once (not a soft, progress-bar redirect). */
const hardRedirect = (route: string, reason: string) => ({ type: 'redirect', route, soft: false, reason });

const active = (step: FlowState['step']): FlowState => ({ step, status: 'active', errors: [] });

describe('flowMachine: polling', () => {
  it('fetches a logged-in client’s flow at once and then every 10 s', async () => {
    const server = fakeServer(active('work_info'));
    const started = start(server);
    expect(server.calls).toHaveLength(1);
    await settle(started);
    await tick(started, FLOW_POLL_INTERVAL_MS - 1);
    expect(server.calls).toHaveLength(1);
    await tick(started, 1);
    expect(server.calls).toHaveLength(2);
    await tick(started, FLOW_POLL_INTERVAL_MS);
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(server.calls).toHaveLength(4);
    expect(server.calls[0]).toEqual({ auth: { loggedIn: true, firstName: 'Ana' } });
    started.actor.stop();
  });

  it('redirects once the fetched step maps elsewhere', async () => {
    const server = fakeServer(active('work_info'));
    const started = start(server);
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'awaiting-flow' });
    await settle(started);
    expect(decisionOf(started)).toEqual(hardRedirect('registration-employment___es', 'step-route'));
    started.actor.stop();
  });

  it('follows the server when the step moves on between polls', async () => {
    const server = fakeServer(active('work_info'));
    const started = start(server, { route: 'registration-employment___es' });
    await settle(started);
    expect(decisionOf(started).type).toBe('stay');
    server.set(active('relative_info'));
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(decisionOf(started)).toEqual(
      expect.objectContaining({ type: 'redirect', route: 'registration-reference___es' }),
    );
    started.actor.stop();
  });

  it('refetches on navigation and restarts the 10 s timer', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server);
    await settle(started);
    await tick(started, 5_000);
    started.actor.send({ type: 'route.change', route: 'registration-belvo___es' });
    expect(server.calls).toHaveLength(2);
    // Decided on the fetch's answer, not on the flow of the page it left.
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'awaiting-flow' });
    await settle(started);
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'on-step-route' });
    await tick(started, 5_000);
    expect(server.calls).toHaveLength(2);
    await tick(started, 5_000);
    expect(server.calls).toHaveLength(3);
    started.actor.stop();
  });

  it('keeps polling after a failed fetch and clears the error on the next answer', async () => {
    const server = fakeServer(active('belvo'));
    server.failOnce();
    const started = start(server, { route: 'registration-belvo___es' });
    await settle(started);
    expect(started.actor.getSnapshot().context.error).toEqual(new Error('Network request failed'));
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'awaiting-flow' });
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(started.actor.getSnapshot().context.error).toBeNull();
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'on-step-route' });
    started.actor.stop();
  });

  it('fetches now on flow.refresh while waiting', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server);
    await settle(started);
    started.actor.send({ type: 'flow.refresh' });
    expect(server.calls).toHaveLength(2);
    await settle(started);
    started.actor.stop();
  });

  it('aborts the fetch in flight when the actor stops', () => {
    const { signals, actor } = startNeverAnswering();
    expect(signals[0]?.aborted).toBe(false);
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('aborts the fetch in flight on navigation and on log-out', () => {
    const { signals, actor } = startNeverAnswering();
    actor.send({ type: 'route.change', route: 'registration-belvo___es' });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    actor.send({ type: 'auth.change', auth: { loggedIn: false } });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    actor.stop();
  });

  it('polls at the interval given to createFlowMachine', async () => {
    let calls = 0;
    const clock = new SimulatedClock();
    const machine = createFlowMachine({
      fetchFlow: async () => {
        calls += 1;
        return active('belvo');
      },
      pollIntervalMs: 3_000,
    });
    const actor = createActor(machine, {
      clock,
      input: { route: 'registration-belvo___es', auth: { loggedIn: true }, externalLoginUrl: EXTERNAL_LOGIN },
    }).start();
    const started = { actor, clock } as unknown as Started;
    await settle(started);
    await tick(started, 3_000);
    expect(calls).toBe(2);
    actor.stop();
  });

  it('reports a missing fetchFlow as an error instead of throwing', async () => {
    const actor = createActor(flowMachine, {
      clock: new SimulatedClock(),
      input: { route: 'registration___es', auth: { loggedIn: true }, externalLoginUrl: EXTERNAL_LOGIN },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ polling: 'waiting' }));
    expect(String(actor.getSnapshot().context.error)).toMatch(/provide the fetchFlow actor/);
    actor.stop();
  });
});

describe('flowMachine: forbidden transitions', () => {
  it('never fetches for a logged-out client and soft-redirects to registration with progress 30', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server, { route: 'application-apply___es', auth: { loggedIn: false } });
    expect(started.actor.getSnapshot().value).toBe('loggedOut');
    expect(decisionOf(started)).toEqual({
      type: 'redirect',
      route: 'registration___es',
      soft: true,
      reason: 'logged-out',
      progress: 30,
    });
    expect(started.actor.getSnapshot().context.progress).toBe(30);
    started.actor.send({ type: 'flow.refresh' });
    started.clock.increment(6 * FLOW_POLL_INTERVAL_MS);
    expect(server.calls).toHaveLength(0);
    started.actor.stop();
  });

  it('ignores a pushed flow while logged out', () => {
    const server = fakeServer(active('belvo'));
    const started = start(server, { auth: { loggedIn: false } });
    started.actor.send({ type: 'flow.update', flow: active('loan_page') });
    expect(started.actor.getSnapshot().context.flow).toBeNull();
    started.actor.stop();
  });

  it('never fetches in sandbox, and starts sandbox on a registration route', () => {
    const server = fakeServer(active('belvo'));
    const started = start(server, { sandboxAllowed: true });
    expect(started.actor.getSnapshot().value).toBe('sandbox');
    expect(decisionOf(started)).toEqual({ type: 'sandbox', reason: 'sandbox-allowed' });
    started.clock.increment(6 * FLOW_POLL_INTERVAL_MS);
    expect(server.calls).toHaveLength(0);
    started.actor.send({ type: 'route.change', route: 'application-apply___es' });
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'sandbox' });
    started.actor.stop();
  });

  it('never starts a second fetch while one is in flight', () => {
    const server = fakeServer(active('belvo'));
    const started = start(server);
    started.actor.send({ type: 'flow.refresh' });
    started.actor.send({ type: 'flow.refresh' });
    expect(server.calls).toHaveLength(1);
    started.actor.stop();
  });

  it('never moves a polled client at the verification step, but does on navigation', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server, { route: 'registration-belvo___es' });
    await settle(started);
    server.set(active('verification'));
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(started.actor.getSnapshot().context.flow?.step).toBe('verification');
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'verification-step' });
    started.actor.send({ type: 'route.change', route: 'registration-belvo___es' });
    await settle(started);
    expect(decisionOf(started)).toEqual(hardRedirect('application-loading___es', 'verification'));
    started.actor.stop();
  });

  it('does not send a client back to the page a step just left', async () => {
    // The employment form posts, the journey moves on, the site goes to the address page: the flow
    // the machine fetched on the employment page still says work_info.
    const server = fakeServer(active('work_info'));
    const started = start(server, { route: 'registration-employment___es' });
    await settle(started);
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'on-step-route' });
    server.set(active('address'));
    started.actor.send({ type: 'route.change', route: 'registration-address___es' });
    expect(decisionOf(started).type).toBe('stay');
    await settle(started);
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'on-step-route' });
    started.actor.stop();
  });

  it('never moves a client off the accepted page', async () => {
    const server = fakeServer(active('tmc_page'));
    const started = start(server, { route: 'application-accepted-cash___es' });
    await settle(started);
    server.set({ step: 'loan_page', status: 'completed' });
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'accepted-page' });
    started.actor.stop();
  });

  it('stops polling when the client logs out, and starts again on log-in', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server, { auth: { loggedIn: false } });
    started.actor.send({ type: 'auth.change', auth: { loggedIn: true, firstName: 'Ana' } });
    expect(server.calls).toHaveLength(1);
    await settle(started);
    expect(decisionOf(started)).toEqual(
      expect.objectContaining({ type: 'redirect', route: 'registration-belvo___es' }),
    );
    started.actor.send({ type: 'auth.change', auth: { loggedIn: false } });
    started.clock.increment(6 * FLOW_POLL_INTERVAL_MS);
    expect(server.calls).toHaveLength(1);
    expect(decisionOf(started)).toEqual(expect.objectContaining({ reason: 'logged-out' }));
    started.actor.stop();
  });

  it('stops polling when sandbox becomes allowed', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server);
    await settle(started);
    started.actor.send({ type: 'sandbox.change', allowed: true });
    started.clock.increment(6 * FLOW_POLL_INTERVAL_MS);
    expect(server.calls).toHaveLength(1);
    expect(started.actor.getSnapshot().value).toBe('sandbox');
    started.actor.stop();
  });
});

describe('flowMachine: loading progress', () => {
  it('adds 30 per poll while verifying and 45 once completed, up to 100', async () => {
    const server = fakeServer(active('verification'));
    const started = start(server, { route: 'application-loading___es', progress: 30 });
    await settle(started);
    const progress = () => started.actor.getSnapshot().context.progress;
    expect(progress()).toBe(30);
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(progress()).toBe(60);
    server.set({ step: 'verification', status: 'completed' });
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(progress()).toBe(90);
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(progress()).toBe(100);
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(progress()).toBe(100);
    started.actor.stop();
  });

  it('goes 45, 90, 100 when the flow is completed from the start', async () => {
    const server = fakeServer({ step: 'belvo', status: 'completed' });
    const started = start(server, { route: 'application-loading___es' });
    await settle(started);
    const seen: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await tick(started, FLOW_POLL_INTERVAL_MS);
      seen.push(started.actor.getSnapshot().context.progress);
    }
    expect(seen).toEqual([45, 90, 100]);
    started.actor.stop();
  });

  it('does not advance off the loading page, and resets on progress.reset', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server, { route: 'registration-belvo___es', progress: 30 });
    await settle(started);
    await tick(started, FLOW_POLL_INTERVAL_MS);
    await tick(started, FLOW_POLL_INTERVAL_MS);
    expect(started.actor.getSnapshot().context.progress).toBe(30);
    started.actor.send({ type: 'progress.reset' });
    expect(started.actor.getSnapshot().context.progress).toBe(0);
    started.actor.send({ type: 'progress.reset', progress: 250 });
    expect(started.actor.getSnapshot().context.progress).toBe(100);
    started.actor.stop();
  });
});

describe('flowMachine: facebook, pushed flows', () => {
  it('goes external once the application id is known', async () => {
    const server = fakeServer(active('facebook'));
    const started = start(server, { query: { ref: 'x' } });
    await settle(started);
    expect(decisionOf(started)).toEqual({ type: 'stay', reason: 'awaiting-application' });
    started.actor.send({ type: 'application.change', applicationId: 'A-1' });
    expect(decisionOf(started)).toEqual({
      type: 'external',
      url: 'https://login.example.com/facebook?client=web&ref=x&applicationId=A-1',
      reason: 'facebook-login',
    });
    started.actor.stop();
  });

  it('decides on a flow pushed by the app', async () => {
    const server = fakeServer(active('belvo'));
    const started = start(server, { route: 'registration-belvo___es' });
    await settle(started);
    started.actor.send({ type: 'flow.update', flow: active('loan_page') });
    expect(decisionOf(started)).toEqual(
      expect.objectContaining({ type: 'redirect', route: 'profile-my-loan___es' }),
    );
    started.actor.stop();
  });

  it('decides at once from a flow given as input', () => {
    const server = fakeServer(active('loan_page'));
    const started = start(server, { route: 'application-apply___es', flow: active('loan_page') });
    expect(decisionOf(started)).toEqual(
      expect.objectContaining({ type: 'redirect', route: 'profile-my-loan___es' }),
    );
    started.actor.stop();
  });
});

describe('flowMachine: agrees with decide on every step and route', () => {
  const cases = FLOW_STEPS.flatMap((step) => ROUTE_NAMES.map((route) => ({ step, route })));

  it.each(cases)('$step on $route', async ({ step, route }) => {
    const server = fakeServer(active(step));
    const started = start(server, { route, applicationId: 9 });
    await settle(started);
    expect(decisionOf(started)).toEqual(
      decide({
        route,
        auth: { loggedIn: true, firstName: 'Ana' },
        flow: active(step),
        applicationId: 9,
        externalLoginUrl: EXTERNAL_LOGIN,
      }),
    );
    started.actor.stop();
  });
});

describe('flowMachine: state graph', () => {
  it('reaches every state through the app’s events and the fetch’s answer', () => {
    const done = {
      type: 'xstate.done.actor.fetchFlow',
      output: active('belvo'),
    } as unknown as FlowMachineEvent;
    const events: FlowMachineEvent[] = [
      { type: 'auth.change', auth: { loggedIn: true } },
      { type: 'auth.change', auth: { loggedIn: false } },
      { type: 'sandbox.change', allowed: true },
      { type: 'sandbox.change', allowed: false },
      { type: 'route.change', route: 'registration-belvo___es' },
      { type: 'flow.refresh' },
      done,
    ];
    const paths = getShortestPaths(flowMachine, {
      events,
      input: { route: 'registration___es', auth: { loggedIn: false }, externalLoginUrl: EXTERNAL_LOGIN },
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set(['"loggedOut"', '"sandbox"', '{"polling":"fetching"}', '{"polling":"waiting"}'].map(String)),
    );
    const toWaiting = paths.find((path) => path.state.matches({ polling: 'waiting' }));
    expect(toWaiting?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'auth.change',
      'xstate.done.actor.fetchFlow',
    ]);
  });
});
