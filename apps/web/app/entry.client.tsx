import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserWords, loadWords, preloadedNamespaces } from './lib/words';

// The page's words first (their files were preloaded by the document's head, issue 37): hydration
// renders exactly what the server did, with the same words.
// Should they not arrive, the page stays as the server sent it: every form works without scripts.
loadWords(preloadedNamespaces()).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BrowserWords>
          <RemixBrowser />
        </BrowserWords>
      </StrictMode>,
    );
  });
}, console.warn);
