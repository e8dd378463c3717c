// Fail any test that logs through console.error (epic-stack habit): an error printed and
// ignored is a bug hidden. A test that expects one stubs console.error itself
// (`vi.spyOn(console, 'error').mockImplementation(() => {})`) before the code runs.
import { afterEach, beforeEach, vi } from 'vitest';

let calls = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    calls.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
  });
});
afterEach(() => {
  if (calls.length > 0) {
    const logged = calls.join('\n');
    calls = [];
    throw new Error(`console.error was called during the test:\n${logged}`);
  }
});
