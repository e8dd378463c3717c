import type { Environment } from 'vitest/environments';

/** A jsdom environment whose window a worker keeps from file to file (see ./shared-jsdom.mjs). */
declare const sharedJsdom: Environment;
export default sharedJsdom;
