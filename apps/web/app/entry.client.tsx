import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { holdEventsWhileHydrating, OnHydrated } from './lib/hydration-hold';
import { BrowserWords, loadWords, preloadedNamespaces } from './lib/words';

// The page's words first (their files were preloaded by the document's head, issue 37): hydration
// renders exactly what the server did, with the same words.
// Should they not arrive, the page stays as the server sent it: every form works without scripts.
// Until hydration commits, clicks and keys act on the server's HTML (lib/hydration-hold.tsx: React
// 18 fails with #345 at one that lands while Remix waits for the page's data).
loadWords(preloadedNamespaces()).then(() => {
  const release = holdEventsWhileHydrating();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <OnHydrated onHydrated={release}>
          <BrowserWords>
            <RemixBrowser />
          </BrowserWords>
        </OnHydrated>
      </StrictMode>,
    );
  });
}, console.warn);
