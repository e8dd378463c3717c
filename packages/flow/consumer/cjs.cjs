// A consumer's CommonJS use of @lender/flow, run by the registry round trip against the published tarball.
const assert = require('node:assert/strict');
const { decide, nextLoadingProgress, routeKind, stepTarget } = require('@lender/flow');
const { useFlow, useFlowDecision } = require('@lender/flow/react');
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');

const externalLoginUrl = 'https://login.example.com/facebook';

assert.equal(stepTarget('new_client_created', { firstNameKnown: true }), 'application-apply___es');
assert.equal(stepTarget('new_client_created', { firstNameKnown: false }), 'registration-details___es');
assert.equal(routeKind('faq___es'), 'public');
assert.equal(nextLoadingProgress(30, { step: 'verification', status: 'active' }), 60);
assert.equal(nextLoadingProgress(90, { step: 'verification', status: 'completed' }), 100);

assert.deepEqual(
  decide({
    route: 'registration-summary___es',
    auth: { loggedIn: true },
    flow: { step: 'verification', status: 'active' },
    trigger: 'poll',
    externalLoginUrl,
  }),
  { type: 'stay', reason: 'verification-step' },
);
assert.deepEqual(
  decide({
    route: 'registration___es',
    auth: { loggedIn: false },
    flow: null,
    sandboxAllowed: true,
    externalLoginUrl,
  }),
  { type: 'sandbox', reason: 'sandbox-allowed' },
);

assert.equal(typeof useFlowDecision, 'function');
function Page() {
  const { decision, progress } = useFlow({
    fetchFlow: async () => ({ step: 'work_info', status: 'active' }),
    route: 'application-loading___es',
    auth: { loggedIn: false },
    externalLoginUrl,
  });
  return createElement('p', null, `${decision.type}:${progress}`);
}
assert.equal(renderToString(createElement(Page)), '<p>redirect:30</p>');

console.log('@lender/flow cjs ok');
