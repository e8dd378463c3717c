import { Menu as MenuIcon, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link as AriaLink, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Container } from '../layout/Layout';
import { useUiText } from '../text/text';
import { Button, IconButton, Link } from './Actions';
import { Drawer } from './Data';
import { ProgressBar } from './Feedback';
import * as styles from './shell.css';

export interface NavItem {
  href: string;
  label: string;
}

export interface HeaderUser {
  firstName?: string | null;
  email: string;
}

/** The user menu's label: the first name, else the part of the e-mail before the @ (spec §2). */
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
  const [drawer, setDrawer] = useState(false);
  const items = nav ?? defaultNav(t);
  const links = (className: string) =>
    items.map((item) => (
      <li key={item.href}>
        <AriaLink
          href={item.href}
          className={className}
          aria-current={item.href === currentPath ? 'page' : undefined}
        >
          {item.label}
        </AriaLink>
      </li>
    ));
  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.headerRow}>
          <AriaLink
            href={homeHref}
            className={styles.logo}
            aria-label={t('header.home', { company: companyName })}
          >
            {logo ?? (
              <svg aria-hidden width="28" height="28" viewBox="0 0 28 28">
                <rect width="28" height="28" rx="8" fill="currentColor" />
                <path d="M8 19V9h3v7.5h6V19z" fill="#fff" />
              </svg>
            )}
            <span>{companyName}</span>
          </AriaLink>
          <nav aria-label={t('header.nav')} className={styles.nav}>
            <ul className={styles.navList}>{links(styles.navLink)}</ul>
          </nav>
          <span className={styles.spacer} />
          <div className={styles.actions}>
            {user ? (
              <MenuTrigger>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<UserRound size={18} />}
                  aria-label={t('header.userMenu', { name: userMenuLabel(user) })}
                >
                  {userMenuLabel(user)}
                </Button>
                <Popover className={styles.menuPopover} placement="bottom end">
                  <Menu
                    aria-label={t('header.userMenu', { name: userMenuLabel(user) })}
                    style={{ outline: 'none' }}
                  >
                    <MenuItem className={styles.menuItem} href={profileHref}>
                      {t('header.profile')}
                    </MenuItem>
                    <MenuItem className={styles.menuItem} href={myLoanHref}>
                      {t('header.myLoan')}
                    </MenuItem>
                    <MenuItem className={styles.menuItem} onAction={onLogout}>
                      {t('header.logout')}
                    </MenuItem>
                  </Menu>
                </Popover>
              </MenuTrigger>
            ) : (
              <Link href={loginHref} variant="primary" size="sm">
                {t('header.login')}
              </Link>
            )}
            <span className={styles.mobileOnly}>
              <IconButton
                label={t('header.openMenu')}
                icon={<MenuIcon size={24} />}
                onPress={() => setDrawer(true)}
              />
            </span>
          </div>
        </div>
      </Container>
      {progress !== undefined ? <ProgressBar value={progress} /> : null}
      <Drawer isOpen={drawer} onOpenChange={setDrawer} label={t('header.nav')}>
        <nav aria-label={t('header.nav')}>
          <ul className={styles.drawerList}>{links(styles.navLink)}</ul>
        </nav>
        {contact?.phone ? (
          <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
        ) : null}
        {contact?.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : null}
      </Drawer>
    </header>
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
          <AriaLink className={styles.footerLink} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {contact.phone}
          </AriaLink>
        </li>
        {contact.email ? (
          <li>
            <AriaLink className={styles.footerLink} href={`mailto:${contact.email}`}>
              {contact.email}
            </AriaLink>
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
              <AriaLink className={styles.footerLink} href={documentsHref}>
                {t('footer.documents')}
              </AriaLink>
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
                    <AriaLink
                      className={styles.footerLink}
                      href={item.href}
                      aria-label={item.icon ? item.label : undefined}
                    >
                      {item.icon ?? item.label}
                    </AriaLink>
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
  /** Only for admins (spec §2): the status and message. */
  adminDetails?: { message: string } | null;
}

/** Spec §2's error page: 404 with links, or maintenance with a contact e-mail; details for admins. */
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
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p style={{ margin: 0 }}>
            {t('errorPage.maintenanceBody')} <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
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
