// The jsdom window a worker keeps from file to file (issue 60; see @lender/vitest-config's
// shared-jsdom.mjs). Named by this path, inside the app's root, in vitest.config.ts.
export { default } from '@lender/vitest-config/shared-jsdom';
