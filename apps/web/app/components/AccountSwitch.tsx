import { useLocation } from '@remix-run/react';
import { useT } from '../lib/i18n';

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
        <form method="post" action="/session">
          <input type="hidden" name="intent" value="keep-account" />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className="account-switch-keep">
            {t('common:accountSwitch.keep')}
          </button>
        </form>
        <form method="post" action="/session">
          <input type="hidden" name="intent" value="switch-account" />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className="account-switch-take">
            {t('common:accountSwitch.switch')}
          </button>
        </form>
      </div>
    </section>
  );
}
