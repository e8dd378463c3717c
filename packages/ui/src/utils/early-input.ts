import { useEffect, useLayoutEffect } from 'react';

// useLayoutEffect warns when rendered on the server; these effects only matter in a browser.
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps what a person typed or chose before the page's scripts ran. The server's HTML is usable at
 * once, so on a slow phone a borrower fills the phone field, ticks a box or picks an option while
 * the modules still load (and the browser may autofill or restore a form the same way). React
 * keeps the element's value when it hydrates, but a controlled field's state still holds the
 * server's value, and its next render would wipe what the person entered. Once, right after the
 * field mounts and before anything renders again, `read` tells what the element holds when it
 * differs from what React rendered (`undefined` when they agree), and `adopt` takes it into state.
 */
export function useEarlyInput<T>(read: () => T | undefined, adopt: (value: T) => void): void {
  // Once, at mount (the hydration's commit): later renders are the field's own.
  useBrowserLayoutEffect(() => {
    const value = read();
    if (value !== undefined) adopt(value);
  }, []);
}
