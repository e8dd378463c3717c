import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/** Spec §9: the token is refreshed every 240 s while the borrower is active on the page. */
export const TOKEN_REFRESH_MS = 240_000;

export function TokenRefresher({ intervalMs = TOKEN_REFRESH_MS }: { intervalMs?: number }) {
  const fetcher = useFetcher();
  const active = useRef(false);
  const submitRef = useRef(fetcher.submit);
  submitRef.current = fetcher.submit;
  useEffect(() => {
    const mark = () => {
      active.current = true;
    };
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    for (const event of events) window.addEventListener(event, mark, { passive: true });
    const timer = setInterval(() => {
      if (!active.current || document.visibilityState !== 'visible') return;
      active.current = false;
      submitRef.current({ intent: 'refresh' }, { method: 'post', action: '/session' });
    }, intervalMs);
    return () => {
      clearInterval(timer);
      for (const event of events) window.removeEventListener(event, mark);
    };
  }, [intervalMs]);
  return null;
}
