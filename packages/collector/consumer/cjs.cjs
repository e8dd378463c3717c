// Registry round trip: the published package required as CommonJS.
const assert = require('node:assert/strict');
const {
  ActionForbiddenError,
  CollectorError,
  createCollector,
  keyClass,
  NOT_STARTED_MESSAGE,
  NotStartedError,
  POINTER_THROTTLE_MS,
  TOKEN_THRESHOLD_MS,
  UPLOAD_INTERVAL_MS,
  ValueInvalidError,
} = require('@lender/collector');

assert.equal(NOT_STARTED_MESSAGE, 'Tracking has not been succesfully started');
assert.equal(UPLOAD_INTERVAL_MS, 10_000);
assert.equal(TOKEN_THRESHOLD_MS, 30 * 60_000);
assert.equal(POINTER_THROTTLE_MS, 100);
assert.deepEqual(['a', '5', ' ', '-', 'Backspace', 'ArrowLeft', 'F5'].map(keyClass), [
  'l',
  'd',
  's',
  'p',
  'x',
  'n',
  'o',
]);
assert.ok(new ActionForbiddenError('Suspended') instanceof CollectorError);
assert.ok(new ValueInvalidError('Bad') instanceof CollectorError);

const collector = createCollector({
  baseUrl: 'http://127.0.0.1:9',
  authKey: 'k',
  publicKey: 'x',
  window: {},
});
collector.stop().then(
  () => assert.fail('stop before start must fail'),
  (error) => {
    assert.ok(error instanceof NotStartedError);
    assert.equal(error.message, 'Tracking has not been succesfully started');
    console.log('cjs ok');
  },
);
