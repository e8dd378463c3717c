import { afterAll, beforeAll } from 'vitest';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Tells React that the calling file's tests drive it through `act()` (React warns of an update
 * outside one only then), and puts the flag back after the file: with shared modules (issue 60)
 * the next file runs in the same process, where Testing Library's files leave it unset.
 */
export function reactActEnvironment(): void {
  const global = globalThis as ActGlobal;
  let before: boolean | undefined;
  beforeAll(() => {
    before = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    global.IS_REACT_ACT_ENVIRONMENT = before;
  });
}
