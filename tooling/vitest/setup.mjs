// Fail any test that logs through console.error (epic-stack habit): an error printed and
// ignored is a bug hidden. A test that expects one stubs console.error itself
// (`vi.spyOn(console, 'error').mockImplementation(() => {})`) before the code runs.
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

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

// A file ends only when the module loads it started have: with shared modules (`shareModules` in
// ./index.mjs) a worker runs file after file, and Vitest drops the answer to a module request the
// worker sends after the file that started the load has finished (each file has its own channel).
// The load then fails 60 s later, `Timeout calling "fetch"`, in every later file that imports the
// module: the site's suite lost four files so three times, after a test rendered a `React.lazy` part
// (the flow poller) whose own imports went out as the file ended. Reproduced in isolation by a file
// that starts an `import()` of a module whose import is slow to transform and a file that imports
// it next; this hook makes it pass.
afterAll(() => vi.dynamicImportSettled());
