// A consumer's ESM use of @lender/flow, run by the registry round trip against the published tarball.
import assert from 'node:assert/strict';
import { createFlowMachine, decide, FLOW_POLL_INTERVAL_MS, ROUTE_KIND, STEP_ROUTES } from '@lender/flow';
import { useFlow } from '@lender/flow/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createActor, SimulatedClock, StateMachine, waitFor } from 'xstate';

const externalLoginUrl = 'https://login.example.com/facebook';
const auth = { loggedIn: true, firstName: 'Ana' };

assert.equal(STEP_ROUTES.work_info, 'registration-employment___es');
assert.equal(ROUTE_KIND['profile-my-loan___es'], 'my-loan');
assert.equal(FLOW_POLL_INTERVAL_MS, 10_000);

assert.deepEqual(
  decide({
    route: 'application-apply___es',
    auth,
    flow: { step: 'relative_info', status: 'active' },
    externalLoginUrl,
  }),
  { type: 'redirect', route: 'registration-reference___es', soft: false, reason: 'step-route' },
);
assert.deepEqual(
  decide({ route: 'registration-belvo___es', auth: { loggedIn: false }, flow: null, externalLoginUrl }),
  {
    type: 'redirect',
    route: 'registration___es',
    soft: true,
    reason: 'logged-out',
    progress: 30,
  },
);
assert.deepEqual(
  decide({
    route: 'registration___es',
    auth,
    flow: { step: 'facebook', status: 'active' },
    query: '?utm_source=x',
    applicationId: 12,
    externalLoginUrl,
  }),
  { type: 'external', url: `${externalLoginUrl}?utm_source=x&applicationId=12`, reason: 'facebook-login' },
);

// The machine polls with the consumer's fetch and the consumer's clock.
let calls = 0;
const clock = new SimulatedClock();
const machine = createFlowMachine({
  fetchFlow: async () => {
    calls += 1;
    return { step: 'belvo', status: calls === 1 ? 'active' : 'completed' };
  },
});
// One XState: the machine is built by the consumer's copy (a peer dependency).
assert.ok(machine instanceof StateMachine, "the flow machine is an instance of the consumer's XState");
const actor = createActor(machine, {
  clock,
  input: { route: 'registration-belvo___es', auth, externalLoginUrl },
});
actor.start();
await waitFor(actor, (snapshot) => snapshot.matches({ polling: 'waiting' }));
assert.deepEqual(actor.getSnapshot().context.decision, { type: 'stay', reason: 'on-step-route' });
clock.increment(FLOW_POLL_INTERVAL_MS);
await waitFor(actor, (snapshot) => snapshot.matches({ polling: 'waiting' }));
assert.equal(calls, 2);
assert.deepEqual(actor.getSnapshot().context.decision, {
  type: 'redirect',
  route: 'application-loading___es',
  soft: false,
  reason: 'flow-completed',
});
actor.stop();

// The React entry renders the decision for a flow the loader already fetched.
function Page() {
  const { decision } = useFlow({
    fetchFlow: async () => ({ step: 'loan_page', status: 'active' }),
    route: 'application-apply___es',
    auth,
    externalLoginUrl,
    initialFlow: { step: 'loan_page', status: 'active' },
  });
  return createElement('p', null, decision.type === 'redirect' ? decision.route : decision.type);
}
assert.equal(renderToString(createElement(Page)), '<p>profile-my-loan___es</p>');

const decideEntry = await import('@lender/flow/decide');
assert.equal(decideEntry.decide, decide);
assert.equal('createFlowMachine' in decideEntry, false);
console.log('@lender/flow esm ok');
