// The test-times reporter names each failed test with its first error line, so `npm test`'s closing
// lines say what failed even when a CI log keeps only its tail (issue 60).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTests } from '../vitest/times-reporter.mjs';

const fail = (message) => ({ state: 'fail', errors: [{ message }] });

test('names a failed test by its suites, with the first line of its error', () => {
  const file = {
    filepath: '/x/a.test.ts',
    name: 'a.test.ts',
    result: { state: 'fail' },
    tasks: [
      {
        name: 'outer',
        result: { state: 'fail' },
        tasks: [
          { name: 'fails', result: fail('expected 1 to be 2\n  at line 3') },
          { name: 'passes', result: { state: 'pass' } },
        ],
      },
    ],
  };
  assert.deepEqual(failedTests(file), ['outer > fails — expected 1 to be 2']);
});

test('a file that failed outside its tests (a hook, an import) is named itself', () => {
  const file = {
    filepath: '/x/b.test.ts',
    name: 'b.test.ts',
    result: fail('Cannot find module x'),
    tasks: [],
  };
  assert.deepEqual(failedTests(file), ['b.test.ts — Cannot find module x']);
});

test('a passing file, or a retried test that passed, names nothing', () => {
  const file = {
    filepath: '/x/c.test.ts',
    name: 'c.test.ts',
    result: { state: 'pass' },
    tasks: [{ name: 't', result: { state: 'pass', retryCount: 1 } }],
  };
  assert.deepEqual(failedTests(file), []);
});
