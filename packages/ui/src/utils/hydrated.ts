import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `false` in the server render and while React hydrates it, `true` afterwards. Fields render their
 * native HTML control (a `<select>`, an `<input type="number">`) until then, so a page works
 * without JavaScript, and React Aria's richer control replaces it once the browser runs the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
