import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** One answer: a form of its own posting `intent` to `/session`, back to the page. */
export function Choice(props: { intent: string; back: string; className: string; children: ReactNode }) {
  return (
    <form method="post" action="/session">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="redirectTo" value={props.back} />
      <button type="submit" className={props.className}>
        {props.children}
      </button>
    </form>
  );
}

/**
 * A link with `?token=` brought another account's token while this browser is signed in (issue 35,
 * ADR 109): nothing changes until the visitor chooses. Keeping the session is the first, primary
 * choice. Plain forms, so it works without JavaScript and adds no kit code to the first load.
 */
export function AccountSwitch() {
  const t = useT();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <section className="account-switch" aria-labelledby="account-switch-title">
      <h2 id="account-switch-title">{t('common:accountSwitch.title')}</h2>
      <p>{t('common:accountSwitch.text')}</p>
      <div className="account-switch-actions">
        <Choice intent="keep-account" back={back} className="account-switch-keep">
          {t('common:accountSwitch.keep')}
        </Choice>
        <Choice intent="switch-account" back={back} className="account-switch-take">
          {t('common:accountSwitch.switch')}
        </Choice>
      </div>
    </section>
  );
}
