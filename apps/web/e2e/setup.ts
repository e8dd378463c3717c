import { watchEachTest } from './console';

// Run by Vitest before every suite file (vitest.e2e.config.ts `setupFiles`): each file's tests
// fail on what its pages logged (./console.ts), though the suites share one worker's modules.
watchEachTest();
