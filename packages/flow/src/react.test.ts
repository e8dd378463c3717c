import { createElement } from 'react';
import { act, create, type ReactTestRenderer } from 'react-test-renderer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { FlowDecision } from './decide.js';
import { EXTERNAL_LOGIN } from './journey-table.fixture.js';
import { FLOW_POLL_INTERVAL_MS } from './machine.js';
import { type UseFlowOptions, type UseFlowResult, useFlow } from './react.js';
import type { FlowState } from './steps.js';

beforeAll(() => {
  // Tells React this is a test environment where act() is used (otherwise it warns).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let renderer: ReactTestRenderer | undefined;
afterEach(() => {
  act(() => renderer?.unmount());
  renderer = undefined;
});

function Probe({
  options,
  onResult,
}: {
  options: UseFlowOptions;
  onResult: (result: UseFlowResult) => void;
}) {
  onResult(useFlow(options));
  return null;
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function setup(flow: FlowState, overrides: Partial<UseFlowOptions> = {}) {
  const server = { flow, calls: 0 };
  const clock = new SimulatedClock();
  const decisions: FlowDecision[] = [];
  let latest: UseFlowResult | undefined;
  const options = (more: Partial<UseFlowOptions> = {}): UseFlowOptions => ({
    fetchFlow: async () => {
      server.calls += 1;
      return server.flow;
    },
    route: 'registration___es',
    auth: { loggedIn: true, firstName: 'Ana' },
    externalLoginUrl: EXTERNAL_LOGIN,
    clock,
    onDecision: (decision) => decisions.push(decision),
    ...overrides,
    ...more,
  });
  const element = (more?: Partial<UseFlowOptions>) =>
    createElement(Probe, {
      options: options(more),
      onResult: (result) => {
        latest = result;
      },
    });
  act(() => {
    renderer = create(element());
  });
  return {
    server,
    clock,
    decisions,
    result: () => latest!,
    rerender: (more: Partial<UseFlowOptions>) => act(() => renderer?.update(element(more))),
  };
}

describe('useFlow', () => {
  it('starts the machine, fetches, and reports each new decision once', async () => {
    const view = setup({ step: 'work_info', status: 'active' });
    await flush();
    expect(view.server.calls).toBe(1);
    expect(view.result().decision).toEqual({
      type: 'redirect',
      route: 'registration-employment___es',
      soft: false,
      reason: 'step-route',
    });
    expect(view.result().flow).toEqual({ step: 'work_info', status: 'active' });
    expect(view.decisions).toEqual([{ type: 'stay', reason: 'awaiting-flow' }, view.result().decision]);
    // Same flow on the next poll: no new decision is reported.
    act(() => view.clock.increment(FLOW_POLL_INTERVAL_MS));
    await flush();
    expect(view.server.calls).toBe(2);
    expect(view.decisions).toHaveLength(2);
  });

  it('sends route changes to the machine, once per change', async () => {
    const view = setup({ step: 'work_info', status: 'active' });
    await flush();
    view.rerender({ route: 'registration-employment___es' });
    await flush();
    expect(view.result().decision).toEqual({ type: 'stay', reason: 'on-step-route' });
    expect(view.server.calls).toBe(2);
    view.rerender({ route: 'registration-employment___es' });
    await flush();
    expect(view.server.calls).toBe(2);
  });

  it('follows log-out and sandbox changes', async () => {
    const view = setup({ step: 'work_info', status: 'active' });
    await flush();
    view.rerender({ route: 'application-apply___es', auth: { loggedIn: false } });
    await flush();
    expect(view.result().decision).toEqual(
      expect.objectContaining({ type: 'redirect', route: 'registration___es', soft: true }),
    );
    expect(view.result().progress).toBe(30);
    view.rerender({ route: 'registration___es', auth: { loggedIn: false }, sandboxAllowed: true });
    await flush();
    expect(view.result().decision).toEqual({ type: 'sandbox', reason: 'sandbox-allowed' });
  });

  it('goes external when the application id arrives at the facebook step', async () => {
    const view = setup({ step: 'facebook', status: 'active' });
    await flush();
    expect(view.result().decision).toEqual({ type: 'stay', reason: 'awaiting-application' });
    view.rerender({ applicationId: 5 });
    expect(view.result().decision).toEqual(expect.objectContaining({ type: 'external' }));
  });

  it('advances the loading progress on each poll', async () => {
    const view = setup({ step: 'verification', status: 'active' }, { route: 'application-loading___es' });
    await flush();
    expect(view.result().progress).toBe(0);
    act(() => view.clock.increment(FLOW_POLL_INTERVAL_MS));
    await flush();
    expect(view.result().progress).toBe(30);
  });

  it('stops polling on unmount', async () => {
    const view = setup({ step: 'belvo', status: 'active' });
    await flush();
    act(() => renderer?.unmount());
    renderer = undefined;
    view.clock.increment(5 * FLOW_POLL_INTERVAL_MS);
    await flush();
    expect(view.server.calls).toBe(1);
  });
});
