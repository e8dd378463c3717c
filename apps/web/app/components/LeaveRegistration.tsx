import { Button, Dialog, Inline } from '@lender/ui';
import { useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { isRegistrationPath } from '../site-paths';

/** The same-origin, non-registration path a click on a link would open, if the popup should ask first. */
export function leavingTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin || isRegistrationPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Spec §2 popup: while a visitor's registration progress is not 0, following a link out of the
 * registration pages first asks; confirming clears the progress (`POST /session`,
 * `leave-registration`) and goes there; staying closes the popup. The popup also closes by itself
 * whenever the route changes. Without JavaScript the links simply navigate.
 */
export default function LeaveRegistration({ step, pathname }: { step: number; pathname: string }) {
  const t = useT();
  const submit = useSubmit();
  const [target, setTarget] = useState<string | null>(null);
  const active = step !== 0 && isRegistrationPath(pathname);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const to = leavingTarget(event, window.location.origin);
      if (to === null) return;
      // Capture phase on the document: before React Aria's or Remix's link handlers navigate.
      event.preventDefault();
      event.stopPropagation();
      setTarget(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);

  return (
    <Dialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null);
      }}
      closeKey={pathname}
      role="alertdialog"
      title={t('registration:leave.title')}
      actions={
        <Inline gap="2" justify="flex-end">
          <Button variant="secondary" onPress={() => setTarget(null)}>
            {t('registration:leave.stay')}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              const to = target ?? '/';
              setTarget(null);
              submit(
                { intent: 'leave-registration', redirectTo: to },
                { method: 'post', action: '/session' },
              );
            }}
          >
            {t('registration:leave.confirm')}
          </Button>
        </Inline>
      }
    >
      <p>{t('registration:leave.body')}</p>
    </Dialog>
  );
}
