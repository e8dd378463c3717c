import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Container } from '../layout/Layout';
import { useUiText } from '../text/text';
import { cx } from '../utils/cx';
import { MenuIcon, UserRoundIcon } from '../utils/light-icons';
import * as actionStyles from './actions.css';
import * as feedbackStyles from './feedback.css';
import * as styles from './shell.css';

// The header, footer and error page are on every page of the borrower site, so they are built from
// native elements only (no React Aria): the site's first-load JavaScript stays within the design's
// budget. The user menu follows the ARIA menu-button pattern by hand; the mobile drawer is
// a native modal <dialog> (focus kept inside, Escape closes, the page behind is inert).

export interface NavItem {
  href: string;
  label: string;
}

export interface HeaderUser {
  firstName?: string | null;
  email: string;
}

/** The user menu's label: the first name, else the part of the e-mail before the @. */
export function userMenuLabel(user: HeaderUser): string {
  const first = user.firstName?.trim();
  if (first) return first;
  return user.email.split('@')[0] ?? user.email;
}

export interface HeaderProps {
  /** Brand name (configuration; default "Lender"). */
  companyName?: string;
  logo?: ReactNode;
  homeHref?: string;
  /** Navigation links; the spec's four by default (how to pay, FAQ, about, contact). */
  nav?: readonly NavItem[];
  /** The current path, to mark the link of this page. */
  currentPath?: string;
  /** Signed-in client, or null for a guest (shows the login button). */
  user?: HeaderUser | null;
  loginHref?: string;
  profileHref?: string;
  myLoanHref?: string;
  onLogout?: () => void;
  /** 0–100 during registration: shows the progress bar under the header. */
  progress?: number;
  /** Contacts repeated in the mobile drawer. */
  contact?: { phone?: string; email?: string };
}

const defaultNav = (t: ReturnType<typeof useUiText>): NavItem[] => [
  { href: '/como-pagar-tu-prestamo', label: t('header.howToPay') },
  { href: '/preguntas-frecuentes', label: t('header.faq') },
  { href: '/sobre-nosotros', label: t('header.about') },
  { href: '/contactos', label: t('header.contact') },
];

/** The site header: logo, navigation, login or the user menu, progress bar, mobile drawer. */
export function Header({
  companyName = 'Lender',
  logo,
  homeHref = '/',
  nav,
  currentPath,
  user,
  loginHref = '/ingresar',
  profileHref = '/profile',
  myLoanHref = '/profile/my-loan',
  onLogout,
  progress,
  contact,
}: HeaderProps) {
  const t = useUiText();
  const items = nav ?? defaultNav(t);
  const links = (className: string) =>
    items.map((item) => (
      <li key={item.href}>
        <a
          href={item.href}
          className={className}
          aria-current={item.href === currentPath ? 'page' : undefined}
        >
          {item.label}
        </a>
      </li>
    ));
  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.headerRow}>
          <a href={homeHref} className={styles.logo} aria-label={t('header.home', { company: companyName })}>
            {logo ?? (
              <svg aria-hidden width="28" height="28" viewBox="0 0 28 28">
                <rect width="28" height="28" rx="8" fill="currentColor" />
                <path d="M8 19V9h3v7.5h6V19z" fill="#fff" />
              </svg>
            )}
            <span>{companyName}</span>
          </a>
          <nav aria-label={t('header.nav')} className={styles.nav}>
            <ul className={styles.navList}>{links(styles.navLink)}</ul>
          </nav>
          <span className={styles.spacer} />
          <div className={styles.actions}>
            {user ? (
              <UserMenu
                label={userMenuLabel(user)}
                profileHref={profileHref}
                myLoanHref={myLoanHref}
                onLogout={onLogout}
              />
            ) : (
              <a
                href={loginHref}
                className={cx(
                  actionStyles.button({ variant: 'primary', size: 'sm' }),
                  styles.nativeFocus,
                  styles.hoverBrand,
                )}
              >
                {t('header.login')}
              </a>
            )}
            <span className={styles.mobileOnly}>
              <MobileDrawer label={t('header.nav')}>
                <nav aria-label={t('header.nav')}>
                  <ul className={styles.drawerList}>{links(styles.navLink)}</ul>
                </nav>
                {contact?.phone ? (
                  <a
                    className={cx(actionStyles.link, styles.nativeFocus)}
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                  >
                    {contact.phone}
                  </a>
                ) : null}
                {contact?.email ? (
                  <a className={cx(actionStyles.link, styles.nativeFocus)} href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                ) : null}
              </MobileDrawer>
            </span>
          </div>
        </div>
      </Container>
      {progress !== undefined ? <HeaderProgress value={progress} label={t('progress.registration')} /> : null}
    </header>
  );
}

/** The registration progress under the header: role progressbar with its value (no React Aria). */
function HeaderProgress({ value, label }: { value: number; label: string }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={feedbackStyles.progress}
    >
      <span className={feedbackStyles.progressTrack} style={{ display: 'block' }}>
        <span className={feedbackStyles.progressFill} style={{ display: 'block', width: `${percent}%` }} />
      </span>
    </div>
  );
}

const menuItems = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The signed-in client's menu (profile, my loan, logout): a menu button (WAI-ARIA APG) — Enter,
 * Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape closes it and returns to the button; Tab or a click outside close it.
 */
function UserMenu({
  label,
  profileHref,
  myLoanHref,
  onLogout,
}: {
  label: string;
  profileHref: string;
  myLoanHref: string;
  onLogout?: () => void;
}) {
  const t = useUiText();
  const id = useId();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const list = menuItems(root.current);
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(root.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  const item = cx(styles.menuItem, styles.nativeFocus);
  return (
    <div ref={root} className={styles.menuAnchor}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open ? true : undefined}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={t('header.userMenu', { name: label })}
        className={cx(
          actionStyles.button({ variant: 'secondary', size: 'sm' }),
          styles.nativeFocus,
          styles.hoverSoft,
        )}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        <span aria-hidden style={{ display: 'inline-flex' }}>
          <UserRoundIcon size={18} />
        </span>
        <span>{label}</span>
      </button>
      {open ? (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={cx(styles.menuPopover, styles.menuList)}
          onKeyDown={onMenuKey}
          tabIndex={-1}
        >
          <a role="menuitem" tabIndex={-1} className={item} href={profileHref} onClick={() => close(false)}>
            {t('header.profile')}
          </a>
          <a role="menuitem" tabIndex={-1} className={item} href={myLoanHref} onClick={() => close(false)}>
            {t('header.myLoan')}
          </a>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={item}
            style={{ width: '100%', border: 0, background: 'none', font: 'inherit' }}
            onClick={() => {
              close(true);
              onLogout?.();
            }}
          >
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The mobile menu: a button that opens a native modal `<dialog>` on the right (the browser keeps the
 * focus inside and makes the page inert; Escape, the close button, a click on the dimmed page or on
 * a link close it, and the focus returns to the button).
 */
function MobileDrawer({ label, children }: { label: string; children: ReactNode }) {
  const t = useUiText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);
  const iconButton = cx(actionStyles.iconButton, styles.nativeFocus, styles.hoverSunken);
  return (
    <>
      <button
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={iconButton}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden style={{ display: 'inline-flex' }}>
          <MenuIcon size={24} />
        </span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handles the backdrop; the keyboard closes a <dialog> with Escape natively */}
      <dialog
        ref={dialog}
        aria-label={label}
        className={styles.drawer}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> itself; a followed link closes it too.
          if (event.target === event.currentTarget || (event.target as Element).closest('a[href]'))
            setOpen(false);
        }}
      >
        {open ? (
          <div className={styles.drawerBody}>
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <button
                type="button"
                aria-label={t('dialog.close')}
                className={iconButton}
                onClick={() => setOpen(false)}
              >
                <span aria-hidden style={{ fontSize: 24, lineHeight: 1 }}>
                  ×
                </span>
              </button>
            </div>
            {children}
          </div>
        ) : null}
      </dialog>
    </>
  );
}

export interface FooterContact {
  title?: string;
  phone: string;
  email?: string;
  /** "lunes a viernes de 9:00 a 18:00". */
  hours: string;
}

export interface FooterProps {
  companyName?: string;
  customerCare: FooterContact;
  collections: FooterContact;
  /** The about text and the regulatory block (UNE, CONDUSEF, RECA, Buró de Entidades Financieras). */
  about?: ReactNode;
  regulatory?: ReactNode;
  documentsHref?: string;
  social?: readonly { href: string; label: string; icon?: ReactNode }[];
  /** The year shown (the app passes its business-clock year so server and client agree). */
  year: number;
}

function ContactBlock({ heading, contact }: { heading: string; contact: FooterContact }) {
  const t = useUiText();
  return (
    <section aria-label={heading}>
      <h2 className={styles.footerHeading}>{contact.title ?? heading}</h2>
      <ul className={styles.footerList}>
        <li>
          <a className={styles.footerLink} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {contact.phone}
          </a>
        </li>
        {contact.email ? (
          <li>
            <a className={styles.footerLink} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        ) : null}
        <li className={styles.footerText}>{t('footer.hours', { hours: contact.hours })}</li>
      </ul>
    </section>
  );
}

/** The footer on every page: contacts with hours, regulatory block, documents, social, year and name. */
export function Footer({
  companyName = 'Lender',
  customerCare,
  collections,
  about,
  regulatory,
  documentsHref = '/documentos',
  social = [],
  year,
}: FooterProps) {
  const t = useUiText();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.footerGrid}>
          <ContactBlock heading={t('footer.customerCare')} contact={customerCare} />
          <ContactBlock heading={t('footer.collections')} contact={collections} />
          <section aria-label={t('footer.regulatory')}>
            <h2 className={styles.footerHeading}>{t('footer.regulatory')}</h2>
            <div className={styles.footerText}>{regulatory}</div>
            <p className={styles.footerText} style={{ marginTop: 8 }}>
              <a className={styles.footerLink} href={documentsHref}>
                {t('footer.documents')}
              </a>
            </p>
          </section>
        </div>
        {about ? (
          <div className={styles.footerText} style={{ marginTop: 24 }}>
            {about}
          </div>
        ) : null}
        <div className={styles.footerBottom}>
          <p className={styles.footerText}>{t('footer.rights', { year, company: companyName })}</p>
          {social.length > 0 ? (
            <nav aria-label={t('footer.social')}>
              <ul className={styles.footerList} style={{ flexDirection: 'row', gap: 16 }}>
                {social.map((item) => (
                  <li key={item.href}>
                    <a
                      className={styles.footerLink}
                      href={item.href}
                      aria-label={item.icon ? item.label : undefined}
                    >
                      {item.icon ?? item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </Container>
    </footer>
  );
}

export interface ErrorPageProps {
  /** 404 shows the not-found text and links; anything else the maintenance text. */
  status: number;
  /** Contact e-mail for the maintenance text. */
  contactEmail: string;
  /** Links on the 404 page (home first). */
  links?: readonly NavItem[];
  /** Only for admins: the status and message. */
  adminDetails?: { message: string } | null;
}

const textLink = cx(actionStyles.link, styles.nativeFocus);

/** The error page: 404 with links, or maintenance with a contact e-mail; details for admins. */
export function ErrorPage({ status, contactEmail, links, adminDetails }: ErrorPageProps) {
  const t = useUiText();
  const notFound = status === 404;
  const list = links ?? [{ href: '/', label: t('errorPage.home') }, ...defaultNav(t)];
  return (
    <Container>
      <main className={styles.errorPage}>
        <p className={styles.errorCode} aria-hidden>
          {notFound ? '404' : status}
        </p>
        <h1 className={styles.errorTitle}>
          {notFound ? t('errorPage.notFoundTitle') : t('errorPage.maintenanceTitle')}
        </h1>
        {notFound ? (
          <>
            <p style={{ margin: 0 }}>{t('errorPage.notFoundBody')}</p>
            <ul style={{ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
              {list.map((link) => (
                <li key={link.href}>
                  <a className={textLink} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p style={{ margin: 0 }}>
            {t('errorPage.maintenanceBody')}{' '}
            <a className={textLink} href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
          </p>
        )}
        {adminDetails ? (
          <details>
            <summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
              {t('errorPage.details')}
            </summary>
            <dl>
              <dt>{t('errorPage.status')}</dt>
              <dd>{status}</dd>
              <dt>{t('errorPage.message')}</dt>
              <dd style={{ overflowWrap: 'anywhere' }}>{adminDetails.message}</dd>
            </dl>
          </details>
        ) : null}
      </main>
    </Container>
  );
}
