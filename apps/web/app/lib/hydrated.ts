import { useEffect, useState } from 'react';

/**
 * False in the server render and the first browser render, true after hydration. What it turns on
 * must not sit in a Suspense boundary the server rendered: the layout's lazy helpers mount only once
 * it is true (`SiteLayout`), so the re-render it causes never reaches a boundary still hydrating
 * (React error #421).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
