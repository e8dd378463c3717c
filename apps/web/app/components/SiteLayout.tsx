import { formatPhone } from '@lender/i18n';
import { Footer, Header } from '@lender/ui';
import { Form, useLocation, useNavigate, useNavigation, useSubmit } from '@remix-run/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../lib/hydrated';
import { useT } from '../lib/i18n';
import type { RootData } from '../lib/root-data';
import { isRegistrationPath, PATHS } from '../site-paths';

// Loaded only when they show, so a guest's first load does not carry them (DESIGN.md budget): the
// leave-registration popup, the signed-in client's flow poller (XState) and token refresher, the
// sandbox banner, the loading overlay and the toasts (mounted after hydration).
const LeaveRegistration = lazy(() => import('./LeaveRegistration'));
const FlowPoller = lazy(() => import('./FlowPoller').then((m) => ({ default: m.FlowPoller })));
const TokenRefresher = lazy(() => import('./TokenRefresher').then((m) => ({ default: m.TokenRefresher })));
const SandboxBanner = lazy(() => import('./LazyChrome').then((m) => ({ default: m.SandboxBanner })));
const LoadingOverlay = lazy(() => import('./LazyChrome').then((m) => ({ default: m.LoadingOverlay })));
const ToastRegion = lazy(() => import('./LazyChrome').then((m) => ({ default: m.ToastRegion })));

/** Shows the overlay only for navigations that take a moment (no flash on fast ones). */
function useSlowNavigation(delayMs = 350): boolean {
  const navigation = useNavigation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (navigation.state === 'idle') {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [navigation.state, delayMs]);
  return slow;
}

/** Spec §2's layout: header with progress and user menu, drawer, footer, overlay, toasts, sandbox banner. */
export function SiteLayout({ root, children }: { root: RootData; children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const submit = useSubmit();
  const slow = useSlowNavigation();
  const hydrated = useHydrated();
  const sandboxForm = useRef<HTMLFormElement>(null);
  // The sandbox banner is in the server's HTML (a tester sees it at once), in a boundary that waits
  // for its lazy chunk while the page hydrates: it is the same element on every render of the layout,
  // so the layout re-rendering (the hydrated flag, a navigation) never updates a boundary still
  // hydrating (React error #421).
  const sandboxBanner = useMemo(
    () =>
      root.sandbox ? (
        <Suspense fallback={null}>
          <SandboxBanner
            message={t('common:sandbox.banner')}
            onDisable={() => sandboxForm.current?.requestSubmit()}
          />
        </Suspense>
      ) : null,
    [root.sandbox, t],
  );
  const nav = [
    { href: '/como-pagar-tu-prestamo', label: t('common:nav.howToPay') },
    { href: '/preguntas-frecuentes', label: t('common:nav.faq') },
    { href: '/sobre-nosotros', label: t('common:nav.about') },
    { href: '/contactos', label: t('common:nav.contact') },
  ];
  const { cc, dc } = root.contacts;
  const { une } = root.company;
  // Client-side navigation for the site's links without React Aria's RouterProvider (ADR 036: it
  // kept React Aria on every first load): a plain click on a same-origin page link goes through
  // Remix's router like a <Link>. The leave-registration guard listens in the capture phase first
  // and may cancel the click; the API proxy (/web/...) and files (a dot in the last segment) load
  // as documents.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/web/')) return;
      if (/\.[a-z0-9]+$/i.test(url.pathname) || anchor.dataset.reload !== undefined) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common:nav.skipToContent')}
      </a>
      {root.sandbox ? (
        <>
          {sandboxBanner}
          <Form method="post" action="/session" ref={sandboxForm} hidden>
            <input type="hidden" name="intent" value="disable-sandbox" />
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          </Form>
        </>
      ) : null}
      <Header
        companyName={root.company.tradeName}
        nav={nav}
        currentPath={location.pathname}
        user={root.user}
        loginHref={PATHS.login}
        onLogout={() => submit(null, { method: 'post', action: '/logout' })}
        progress={root.progress}
        contact={{ phone: formatPhone(cc.phone), email: cc.email }}
      />
      <div id="main" tabIndex={-1} className="site-main">
        {children}
      </div>
      <Footer
        companyName={root.company.tradeName}
        year={root.year}
        customerCare={{ phone: formatPhone(cc.phone), email: cc.email, hours: cc.hours }}
        collections={{ phone: formatPhone(dc.phone), email: dc.email, hours: dc.hours }}
        documentsHref={PATHS.documents}
        about={<p>{t('common:footer.about')}</p>}
        regulatory={
          <ul className="regulatory">
            <li>
              {t('common:footer.une')}: {formatPhone(une.phone)}, {une.email}
            </li>
            <li>
              <a href="https://www.condusef.gob.mx" rel="noopener noreferrer">
                {t('common:footer.condusef')}
              </a>
              : 55 5340 0999
            </li>
            <li>{t('common:footer.reca', { reca: root.company.recaNumber })}</li>
            <li>
              <a href="https://www.buro.gob.mx" rel="noopener noreferrer">
                {t('common:footer.buro')}
              </a>
            </li>
            <li>
              <a href={PATHS.privacy}>{t('common:footer.privacy')}</a> ·{' '}
              <a href={PATHS.terms}>{t('common:footer.terms')}</a>
            </li>
            <li>
              <a href={PATHS.contactCheck}>{t('common:contactCheck.footerLink')}</a>
            </li>
            <li>{t('common:footer.legalName', { name: root.company.legalName })}</li>
          </ul>
        }
        social={[
          { href: 'https://www.facebook.com/', label: 'Facebook' },
          { href: 'https://www.instagram.com/', label: 'Instagram' },
        ]}
      />
      {/* The helpers that draw nothing until something happens mount once the page has hydrated,
          so the server's HTML holds no boundary of theirs: a boundary still waiting for its lazy
          chunk when the layout re-renders is React error #421 (issue 47, signed-in pages). */}
      {hydrated ? (
        <Suspense fallback={null}>
          {slow ? <LoadingOverlay fullScreen label={t('common:states.loading')} /> : null}
          <ToastRegion />
        </Suspense>
      ) : null}
      {hydrated && root.user ? (
        <Suspense fallback={null}>
          <TokenRefresher />
          <FlowPoller firstName={root.user.firstName} />
        </Suspense>
      ) : null}
      {hydrated && root.registrationStep !== 0 && isRegistrationPath(location.pathname) ? (
        <Suspense fallback={null}>
          <LeaveRegistration step={root.registrationStep} pathname={location.pathname} />
        </Suspense>
      ) : null}
    </>
  );
}
