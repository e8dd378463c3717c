import { useLocation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';

/** The warning shows this long before the session ends (issue 36: two minutes). */
export const WARN_BEFORE_MS = 2 * 60_000;
/** Where a page's typed values wait while its admin signs in again. */
const DRAFT_PREFIX = 'bo-draft:';

interface Status {
  expiresAt: number | null;
  now: number;
}

/** The values typed in a page's forms (never passwords, hidden fields or files). */
function draftOf(root: ParentNode): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'form input[name], form textarea[name], form select[name]',
  )) {
    if (
      field instanceof HTMLInputElement &&
      ['password', 'hidden', 'file', 'checkbox', 'radio'].includes(field.type)
    )
      continue;
    const initial = field instanceof HTMLSelectElement ? undefined : field.defaultValue;
    if (field.value !== '' && field.value !== initial) values[field.id || field.name] = field.value;
  }
  return values;
}

/**
 * The session's end, two minutes ahead (issue 36): a dialog counts down and "Seguir trabajando"
 * refreshes the session without leaving the page, so nothing typed is lost. Should the session
 * end anyway, what was typed in the page's forms is kept in this browser (`sessionStorage`) and
 * put back when the admin, signed in again, comes back to the page.
 */
export function SessionExpiry() {
  const t = useT();
  const location = useLocation();
  const [latest, setLatest] = useState<Status | null>(null);
  const [keeping, setKeeping] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  const [restored, setRestored] = useState(false);
  const offset = useRef(0);

  // A plain request, not a fetcher: a failed one (the network, a page being left) must never
  // put the page's error panel up; the next navigation asks again. A session already over
  // answers with the login page: the countdown ends now (what was typed is kept, below).
  const ask = useCallback(async (keep: boolean, signal?: AbortSignal) => {
    try {
      const answer = await fetch(`/session/status${keep ? '?keep=1' : ''}`, { signal });
      if (answer.redirected && new URL(answer.url).pathname === '/login') {
        offset.current = 0;
        setLatest({ expiresAt: Date.now(), now: Date.now() });
        return;
      }
      if (!answer.ok || !answer.headers.get('content-type')?.includes('application/json')) return;
      const status = (await answer.json()) as Status;
      offset.current = status.now - Date.now();
      setLatest(status);
    } catch {
      // Aborted or unreachable: nothing to say yet.
    }
  }, []);

  // Every page asks when its session ends (a navigation may have refreshed the token).
  useEffect(() => {
    const controller = new AbortController();
    void ask(false, controller.signal);
    return () => controller.abort();
  }, [ask, location.pathname, location.search]);

  useEffect(() => {
    const expiresAt = latest?.expiresAt;
    if (!expiresAt) return;
    const tick = () => {
      const remaining = expiresAt - (Date.now() + offset.current);
      setLeft(remaining);
      if (remaining <= 0) {
        const draft = draftOf(document);
        if (Object.keys(draft).length > 0)
          sessionStorage.setItem(`${DRAFT_PREFIX}${location.pathname}`, JSON.stringify(draft));
        window.location.assign(
          `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`,
        );
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [latest?.expiresAt, location.pathname, location.search]);

  // What was typed before the session ended, back in its fields.
  useEffect(() => {
    const key = `${DRAFT_PREFIX}${location.pathname}`;
    const saved = sessionStorage.getItem(key);
    if (!saved) return;
    sessionStorage.removeItem(key);
    const draft = JSON.parse(saved) as Record<string, string>;
    let any = false;
    for (const [name, value] of Object.entries(draft)) {
      const field =
        document.getElementById(name) ?? document.querySelector(`form [name="${CSS.escape(name)}"]`);
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ) {
        field.value = value;
        field.closest('details')?.setAttribute('open', '');
        any = true;
      }
    }
    setRestored(any);
  }, [location.pathname]);

  const warning = left !== null && left > 0 && left <= WARN_BEFORE_MS;
  const seconds = Math.max(0, Math.ceil((left ?? 0) / 1000));
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <>
      {restored ? (
        <div className="bo-notice bo-notice-info" role="status">
          {t('backoffice:session.restored')}
        </div>
      ) : null}
      {warning ? (
        <div className="bo-session-warning" role="alertdialog" aria-labelledby="session-warning-text">
          <p className="bo-flush" id="session-warning-text">
            {t('backoffice:session.expiring', { time })}
          </p>
          <button
            type="button"
            className="bo-button bo-button-primary"
            onClick={() => {
              setKeeping(true);
              void ask(true).finally(() => setKeeping(false));
            }}
            disabled={keeping}
          >
            {t('backoffice:session.keep')}
          </button>
        </div>
      ) : null}
    </>
  );
}
