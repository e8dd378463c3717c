import { Alert } from '@lender/ui';
import { useEffect, useRef, useState } from 'react';

let hydratedOnce = false;

/**
 * A confirmation (issue 15: payments, extensions, profile changes) as a toast in the layout's
 * `ToastRegion` (a labelled live region, spec §9: 5 s), its code loaded when it first shows. Without
 * JavaScript — a form posted the old way — the same words are on the page in a polite status alert
 * instead. `token` tells one
 * confirmation from the next (an action result object, or the URL that carries it), so a new
 * result with the same words shows a new toast and a re-render does not.
 */
export function Confirmation({ message, token }: { message: string | null | undefined; token: unknown }) {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (!message || shown.current === token) return;
    shown.current = token;
    // The toast's code is the layout's lazy chunk (`LazyChrome`), out of the page's first load.
    void import('./LazyChrome').then(({ showToast }) => showToast({ title: message, tone: 'success' }));
  }, [message, token]);
  if (!message || hydrated) return null;
  return (
    <Alert tone="success" role="status">
      {message}
    </Alert>
  );
}
