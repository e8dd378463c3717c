import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DecideInput, decide, type FlowDecision, type FlowTrigger } from './decide.js';
import { EXPECTED_ALSO, EXPECTED_TARGET, EXTERNAL_LOGIN, STEERED } from './journey-table.fixture.js';
import { ROUTE_KIND, ROUTE_KINDS, ROUTE_NAMES, type RouteName } from './routes.js';
import { FLOW_STATUSES, FLOW_STEPS, type FlowStep } from './steps.js';

const LOGGED_IN = { loggedIn: true, firstName: 'Ana' } as const;
const ACCEPTED: readonly string[] = ['application-accepted___es', 'application-accepted-cash___es'];

function input(overrides: Partial<DecideInput> & Pick<DecideInput, 'route'>): DecideInput {
  return {
    auth: LOGGED_IN,
    flow: { step: 'work_info', status: 'active', errors: [] },
    externalLoginUrl: EXTERNAL_LOGIN,
    applicationId: 'app-7',
    query: '?utm_source=fb',
    ...overrides,
  };
}

// The expected answer for an active, logged-in client whose first name is known, written from the
// spec's rules over the hand-written journey table.
function expected(step: FlowStep, route: RouteName, trigger: FlowTrigger): FlowDecision['type'] | RouteName {
  if (!STEERED[ROUTE_KIND[route]]) return 'stay';
  if (ACCEPTED.includes(route)) return 'stay';
  if (trigger === 'poll' && step === 'verification') return 'stay';
  const target = EXPECTED_TARGET[step];
  if (target === 'external') return 'external';
  if (route === target || (EXPECTED_ALSO[step] ?? []).includes(route)) return 'stay';
  return target;
}

function outcome(decision: FlowDecision): FlowDecision['type'] | RouteName {
  return decision.type === 'redirect' ? decision.route : decision.type;
}

const STEP_ROUTE_PAIRS = FLOW_STEPS.flatMap((step) =>
  ROUTE_NAMES.map((route) => ({ step, route, kind: ROUTE_KIND[route] })),
);

describe('decide: every step on every route (active flow, logged in)', () => {
  it('covers every step × route-kind combination', () => {
    const combos = new Set(STEP_ROUTE_PAIRS.map(({ step, kind }) => `${step}/${kind}`));
    expect(combos.size).toBe(FLOW_STEPS.length * ROUTE_KINDS.length);
  });

  describe.each(['navigation', 'poll'] as const)('on %s', (trigger) => {
    it.each(STEP_ROUTE_PAIRS)('step $step on $route ($kind)', ({ step, route }) => {
      const decision = decide(input({ route, trigger, flow: { step, status: 'active' } }));
      expect(outcome(decision)).toBe(expected(step, route, trigger));
      if (decision.type === 'redirect') expect(decision.soft).toBe(false);
    });
  });
});

describe('decide: status completed', () => {
  it.each(STEP_ROUTE_PAIRS)('step $step on $route goes to application-loading', ({ step, route, kind }) => {
    const decision = decide(input({ route, flow: { step, status: 'completed' } }));
    const stays = !STEERED[kind] || ACCEPTED.includes(route) || route === 'application-loading___es';
    expect(decision).toEqual(
      stays
        ? expect.objectContaining({ type: 'stay' })
        : { type: 'redirect', route: 'application-loading___es', soft: false, reason: 'flow-completed' },
    );
  });

  it('also applies on a poll at the loading page, where it stays', () => {
    expect(
      decide(
        input({
          route: 'application-loading___es',
          trigger: 'poll',
          flow: { step: 'belvo', status: 'completed' },
        }),
      ),
    ).toEqual({ type: 'stay', reason: 'on-step-route' });
  });
});

describe('decide: the verification step', () => {
  it('sends an arriving client to application-loading', () => {
    expect(
      decide(input({ route: 'registration-belvo___es', flow: { step: 'verification', status: 'active' } })),
    ).toEqual({ type: 'redirect', route: 'application-loading___es', soft: false, reason: 'verification' });
  });

  it.each(ROUTE_NAMES)('never moves a polled client on %s', (route) => {
    expect(
      decide(input({ route, trigger: 'poll', flow: { step: 'verification', status: 'active' } })).type,
    ).toBe('stay');
  });
});

describe('decide: the accepted page', () => {
  it.each(FLOW_STEPS.flatMap((step) => ACCEPTED.map((route) => ({ step, route }))))(
    'never moves a client at $step away from $route',
    ({ step, route }) => {
      for (const status of FLOW_STATUSES) {
        for (const trigger of ['navigation', 'poll'] as const) {
          expect(decide(input({ route, trigger, flow: { step, status } }))).toEqual({
            type: 'stay',
            reason: 'accepted-page',
          });
        }
      }
    },
  );
});

describe('decide: logged out', () => {
  const loggedOut = { loggedIn: false, firstName: null };

  it.each(ROUTE_NAMES)('on %s', (route) => {
    const decision = decide(input({ route, auth: loggedOut, flow: null }));
    const kind = ROUTE_KIND[route];
    if (kind === 'public' || kind === 'profile') {
      expect(decision).toEqual({ type: 'stay', reason: 'not-a-flow-route' });
    } else if (kind === 'my-loan') {
      expect(decision).toEqual({
        type: 'redirect',
        route: 'login___es',
        soft: false,
        reason: 'private-page',
      });
    } else if (route === 'registration___es') {
      expect(decision).toEqual({ type: 'stay', reason: 'logged-out', progress: 30 });
    } else {
      expect(decision).toEqual({
        type: 'redirect',
        route: 'registration___es',
        soft: true,
        reason: 'logged-out',
        progress: 30,
      });
    }
  });

  it('ignores a stale flow once logged out', () => {
    expect(
      decide(
        input({
          route: 'application-apply___es',
          auth: loggedOut,
          flow: { step: 'loan_page', status: 'active' },
        }),
      ),
    ).toEqual(expect.objectContaining({ type: 'redirect', route: 'registration___es', soft: true }));
  });
});

describe('decide: sandbox', () => {
  it.each(ROUTE_NAMES)('on %s', (route) => {
    for (const auth of [LOGGED_IN, { loggedIn: false }]) {
      const decision = decide(
        input({ route, auth, sandboxAllowed: true, flow: { step: 'belvo', status: 'active' } }),
      );
      const kind = ROUTE_KIND[route];
      if (kind === 'registration') expect(decision).toEqual({ type: 'sandbox', reason: 'sandbox-allowed' });
      else if (STEERED[kind] || kind === 'my-loan')
        expect(decision).toEqual({ type: 'stay', reason: 'sandbox' });
      else expect(decision).toEqual({ type: 'stay', reason: 'not-a-flow-route' });
    }
  });
});

describe('decide: new_client_created', () => {
  it.each([
    ['Ana', 'registration___es', 'application-apply___es'],
    ['Ana', 'application-apply___es', 'stay'],
    ['Ana', 'registration-details___es', 'stay'],
    [null, 'registration___es', 'registration-details___es'],
    [undefined, 'application-apply___es', 'registration-details___es'],
    ['   ', 'application-apply___es', 'registration-details___es'],
    ['', 'registration-details___es', 'stay'],
  ] as const)('first name %j on %s → %s', (firstName, route, answer) => {
    const decision = decide(
      input({
        route,
        auth: { loggedIn: true, firstName },
        flow: { step: 'new_client_created', status: 'active' },
      }),
    );
    expect(outcome(decision)).toBe(answer);
  });
});

describe('decide: the facebook step', () => {
  const facebook = { step: 'facebook', status: 'active' } as const;

  it('leaves for the external login with the current query plus the application id', () => {
    const decision = decide(
      input({ route: 'registration___es', flow: facebook, query: '?utm_source=fb&x=1' }),
    );
    expect(decision.type).toBe('external');
    const url = new URL(decision.type === 'external' ? decision.url : '');
    expect(`${url.origin}${url.pathname}`).toBe('https://login.example.com/facebook');
    expect([...url.searchParams]).toEqual([
      ['client', 'web'],
      ['utm_source', 'fb'],
      ['x', '1'],
      ['applicationId', 'app-7'],
    ]);
  });

  it('accepts the query as a record, repeats array values and replaces a forged application id', () => {
    const decision = decide(
      input({
        route: 'application-apply___es',
        flow: facebook,
        applicationId: 42,
        query: { tag: ['a', 'b'], applicationId: 'forged', skipped: undefined },
      }),
    );
    expect(decision).toEqual({
      type: 'external',
      url: 'https://login.example.com/facebook?client=web&tag=a&tag=b&applicationId=42',
      reason: 'facebook-login',
    });
  });

  it('rejects an external login URL that is not absolute', () => {
    expect(() =>
      decide(input({ route: 'registration___es', flow: facebook, externalLoginUrl: '/login' })),
    ).toThrow(TypeError);
  });

  it.each([null, undefined, ''])('waits while the application id is %j', (applicationId) => {
    expect(decide(input({ route: 'registration___es', flow: facebook, applicationId }))).toEqual({
      type: 'stay',
      reason: 'awaiting-application',
    });
  });
});

describe('decide: what it cannot know', () => {
  it('stays on a route outside §2 (the app shows its 404)', () => {
    expect(decide(input({ route: 'nope___es' }))).toEqual({ type: 'stay', reason: 'unknown-route' });
  });

  it('stays while the flow is not fetched yet', () => {
    expect(decide(input({ route: 'registration___es', flow: null }))).toEqual({
      type: 'stay',
      reason: 'awaiting-flow',
    });
  });

  it('stays at a step this version does not know', () => {
    const flow = JSON.parse('{"step":"teleport","status":"active"}');
    expect(decide(input({ route: 'registration___es', flow }))).toEqual({
      type: 'stay',
      reason: 'unknown-step',
    });
  });
});

describe('decide: invariants', () => {
  const routeArb = fc.oneof(fc.constantFrom(...ROUTE_NAMES), fc.string());
  const inputArb = fc.record({
    route: routeArb,
    auth: fc.record({ loggedIn: fc.boolean(), firstName: fc.option(fc.string(), { nil: undefined }) }),
    flow: fc.option(
      fc.record({ step: fc.constantFrom(...FLOW_STEPS), status: fc.constantFrom(...FLOW_STATUSES) }),
    ),
    sandboxAllowed: fc.boolean(),
    trigger: fc.constantFrom('navigation' as const, 'poll' as const),
    applicationId: fc.option(fc.oneof(fc.string({ minLength: 1 }), fc.nat())),
    externalLoginUrl: fc.constant(EXTERNAL_LOGIN),
  });

  it('never redirects to the current route, and only to a §2 route', () => {
    fc.assert(
      fc.property(inputArb, (value) => {
        const decision = decide(value);
        if (decision.type === 'redirect') {
          expect(decision.route).not.toBe(value.route);
          expect(ROUTE_NAMES).toContain(decision.route);
        }
      }),
    );
  });

  it('never moves anyone on a public or profile page', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom(...ROUTE_NAMES.filter((r) => !STEERED[ROUTE_KIND[r]])),
        (value, route) => {
          expect(decide({ ...value, route })).toEqual({ type: 'stay', reason: 'not-a-flow-route' });
        },
      ),
    );
  });

  it('sets progress (to 30) only for a logged-out client', () => {
    fc.assert(
      fc.property(inputArb, (value) => {
        const decision = decide(value);
        if ((decision.type === 'stay' || decision.type === 'redirect') && decision.progress !== undefined) {
          expect(value.auth.loggedIn).toBe(false);
          expect(decision.progress).toBe(30);
        }
      }),
    );
  });

  it('soft-redirects only to registration', () => {
    fc.assert(
      fc.property(inputArb, (value) => {
        const decision = decide(value);
        if (decision.type === 'redirect' && decision.soft) expect(decision.route).toBe('registration___es');
      }),
    );
  });
});
