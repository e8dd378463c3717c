// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageTitle } from './i18n';

/** The route matches `meta` receives: the root's data carries the admin's language. */
const signedIn = (language: unknown) => [
  { id: 'root', data: { language } },
  { id: 'routes/_app', data: {} },
];

describe('pageTitle', () => {
  it('names the page in the admin’s language, after the app', () => {
    expect(pageTitle(signedIn('es-MX'), (t) => t('backoffice:nav.clients'))).toEqual([
      { title: 'Clientes · Lender back-office' },
    ]);
    expect(pageTitle(signedIn('en'), (t) => t('backoffice:nav.clients'))).toEqual([
      { title: 'Clients · Lender back-office' },
    ]);
    expect(pageTitle(signedIn('en'), (t) => t('backoffice:titles.loan', { id: 12 }))).toEqual([
      { title: 'Loan 12 · Lender back-office' },
    ]);
    expect(
      pageTitle(signedIn('es-MX'), (t) => t('backoffice:titles.complaint', { folio: 'UNE-2026-000007' })),
    ).toEqual([{ title: 'Queja UNE-2026-000007 · Lender back-office' }]);
  });

  it('keeps a name as typed (no HTML escaping: a title is text)', () => {
    expect(pageTitle(signedIn('es-MX'), () => 'Ruiz & Hijos <SA>')).toEqual([
      { title: 'Ruiz & Hijos <SA> · Lender back-office' },
    ]);
  });

  it('falls back to Spanish without a known language, and to the app’s name without a page', () => {
    expect(pageTitle([], (t) => t('backoffice:nav.loans'))).toEqual([
      { title: 'Préstamos · Lender back-office' },
    ]);
    expect(pageTitle(signedIn('fr'), (t) => t('backoffice:nav.loans'))).toEqual([
      { title: 'Préstamos · Lender back-office' },
    ]);
    expect(pageTitle(signedIn('en'))).toEqual([{ title: 'Lender back-office' }]);
  });
});
