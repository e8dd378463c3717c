import type { MessageKey } from '@lender/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, NavLink, Outlet, useLoaderData, useLocation } from '@remix-run/react';
import { Notice } from '../components/form';
import { SessionExpiry } from '../components/session-expiry';
import { useT } from '../i18n';
import { commitSession, sessionData } from '../server/api.server';
import { type Permission, requireAdmin } from '../server/auth.server';
import { readableSummaries } from '../server/summaries.server';

/**
 * The left navigation (DESIGN.md, back-office): each item shows only with its permission; the
 * summaries show when the role may read one of them.
 */
const NAV = [
  { to: '/', key: 'backoffice:nav.dashboard', permission: 'dashboard.read', end: true },
  { to: '/clients', key: 'backoffice:nav.clients', permission: 'clients.read' },
  { to: '/queue', key: 'backoffice:nav.manualVerification', permission: 'applications.queue' },
  { to: '/loans', key: 'backoffice:nav.loans', permission: 'loans.read' },
  { to: '/collections', key: 'backoffice:nav.collections', permission: 'collections.read' },
  { to: '/complaints', key: 'backoffice:nav.complaints', permission: 'complaints.read' },
  { to: '/spei-claims', key: 'backoffice:nav.speiClaims', permission: 'complaints.read' },
  { to: '/disaster-zones', key: 'backoffice:nav.disasterZones', permission: 'relief.read' },
  { to: '/compliance', key: 'backoffice:nav.compliance', permission: 'any-compliance' },
  { to: '/payout-holds', key: 'backoffice:paymentOversight.holds.link', permission: 'compliance.read' },
  { to: '/privacy', key: 'backoffice:nav.privacy', permission: 'privacy.read' },
  { to: '/payments', key: 'backoffice:nav.payments', permission: 'payments.read' },
  { to: '/cfdis', key: 'backoffice:nav.fiscal', permission: 'fiscal.read' },
  { to: '/reconciliation', key: 'backoffice:nav.reconciliation', permission: 'payments.reconcile' },
  { to: '/summaries', key: 'backoffice:nav.summaries', permission: 'any-summary' },
  { to: '/reports/risk', key: 'backoffice:risk.nav', permission: 'reports.read' },
  { to: '/regulator', key: 'backoffice:risk.regulatorNav', permission: 'reports.read' },
  { to: '/approvals', key: 'backoffice:nav.approvals', permission: 'approvals.read' },
  { to: '/messages', key: 'backoffice:nav.messages', permission: 'outbox.read' },
  { to: '/audit', key: 'backoffice:nav.audit', permission: 'audit.read' },
  { to: '/settings', key: 'backoffice:nav.settings', permission: 'settings.read' },
  { to: '/credit-policy', key: 'backoffice:nav.creditPolicy', permission: 'settings.read' },
  { to: '/users', key: 'backoffice:nav.users', permission: 'users.read' },
] as const satisfies ReadonlyArray<{
  to: string;
  key: MessageKey;
  permission: Permission | 'any-summary' | 'any-compliance';
  end?: boolean;
}>;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const notice = sessionData.notice(admin.session) ?? null;
  if (notice) admin.headers.set('Set-Cookie', await commitSession(admin.session));
  return data(
    {
      user: admin.user,
      permissions: admin.permissions,
      showSummaries: readableSummaries(admin).length > 0,
      notice,
    },
    { headers: admin.headers },
  );
}

/** A notice's tone: what an action did is a success, unless it says it is a warning (partly done). */
function noticeTone(notice: string): 'success' | 'warning' {
  try {
    return (JSON.parse(notice) as { tone?: string }).tone === 'warning' ? 'warning' : 'success';
  } catch {
    return 'success';
  }
}

/** A flash notice: `{"key": …, "params": …}` written by `redirectWithNotice`. */
export function noticeText(notice: string, t: ReturnType<typeof useT>): string {
  try {
    const { key, params } = JSON.parse(notice) as {
      key: MessageKey;
      params?: Record<string, string | number>;
    };
    // A parameter may itself be words to look up (`backoffice:status.client.2`): the action
    // reports the API's answer as codes, the page says it in the admin's language.
    const words = Object.fromEntries(
      Object.entries(params ?? {}).map(([name, value]) => [
        name,
        typeof value === 'string' && /^backoffice:[\w.+-]+$/.test(value) ? t(value as MessageKey) : value,
      ]),
    );
    return t(key, words);
  } catch {
    return '';
  }
}

export default function AppLayout() {
  const { user, permissions, showSummaries, notice } = useLoaderData<typeof loader>();
  const t = useT();
  const location = useLocation();
  const granted = new Set(permissions);
  // Compliance: the officer's lists (`compliance.read`), or only the form every working role uses to
  // report a worrying operation (`compliance.raise`).
  const shown = (permission: (typeof NAV)[number]['permission']) =>
    permission === 'any-summary'
      ? showSummaries
      : permission === 'any-compliance'
        ? granted.has('compliance.read') || granted.has('compliance.raise')
        : granted.has(permission);
  const nav = NAV.filter((item) => shown(item.permission));
  const links = (
    <ul>
      {nav.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={'end' in item ? item.end : false} prefetch="intent">
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#main">
        {t('backoffice:app.skip')}
      </a>
      <header className="bo-topbar">
        <a className="bo-brand-name" href="/">
          {t('backoffice:app.name')}
        </a>
        <details className="bo-mobile-nav" key={location.pathname}>
          <summary>{t('backoffice:app.openMenu')}</summary>
          <nav aria-label={t('backoffice:app.mainNav')}>{links}</nav>
        </details>
        <Form method="get" action="/clients" className="bo-topbar-search" role="search">
          <label htmlFor="topbar-search" className="bo-visually-hidden">
            {t('backoffice:topbar.search')}
          </label>
          <input id="topbar-search" type="search" name="q" placeholder={t('backoffice:topbar.search')} />
        </Form>
        <div className="bo-topbar-user">
          <a href="/profile">{t('backoffice:topbar.signedInAs', { name: user.name })}</a>
          <Form method="post" action="/logout">
            <button type="submit" className="bo-button bo-button-secondary bo-button-small">
              {t('backoffice:topbar.logout')}
            </button>
          </Form>
        </div>
      </header>
      <nav className="bo-sidenav" aria-label={t('backoffice:app.mainNav')}>
        {links}
      </nav>
      <main id="main" className="bo-main" tabIndex={-1}>
        <SessionExpiry />
        {notice ? <Notice tone={noticeTone(notice)}>{noticeText(notice, t)}</Notice> : null}
        <Outlet />
      </main>
    </div>
  );
}
