import { type ReactNode, useLayoutEffect } from 'react';

// Why the page holds some events while it hydrates (ADR 287). Remix's `RemixBrowser` suspends on
// its first render, outside any Suspense boundary, until it has decoded the page's single-fetch
// data; React 18 waits for that in the hydrating transition. A click, a key or an input event in
// that gap makes React hydrate the whole document at once: the sync render suspends too, React
// retries it as a client render without the sync lane, the retry suspends again and React throws
// "Root did not complete" (#345, react-dom 18.3.1 `performSyncWorkOnRoot`) and never hydrates the
// page (remix-run/remix#10214, react-router#12763, facebook/react#28800). Held until the commit
// that hydrates, those events act on the server's HTML exactly as they do before the modules load:
// links and forms work without scripts (ADR 034) and fields keep what was typed (ADR 263).

/**
 * The events react-dom 18.3 answers with a synchronous hydration of what they land in
 * (`discreteReplayableEvents` in react-dom): the ones the hold stops.
 */
export const SYNC_HYDRATING_EVENTS = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
  'submit',
] as const;

/**
 * From now until the returned function runs, {@link SYNC_HYDRATING_EVENTS} stop at `target` in the
 * capture phase, before React's listeners on the document see them. Their default actions happen
 * (a link opens, a form posts, a key types): only scripts do not hear them. Call it right before
 * `hydrateRoot`; the release is idempotent.
 */
export function holdEventsWhileHydrating(target: EventTarget = window): () => void {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of SYNC_HYDRATING_EVENTS) target.addEventListener(type, stop, true);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    for (const type of SYNC_HYDRATING_EVENTS) target.removeEventListener(type, stop, true);
  };
}

/**
 * Calls `onHydrated` in the commit that hydrates its children: layout effects run inside that
 * commit, after every child's (a field adopting what was typed early), before any event is handled.
 */
export function OnHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(() => onHydrated(), [onHydrated]);
  return <>{children}</>;
}
