import type { RouteName } from '@lender/flow';

/**
 * The site's one route table (spec §2). `id` is the `@lender/flow` route name where the page has
 * one; vite.config.ts builds Remix's routes from it, and `paths.ts` maps names to paths with it.
 */
export interface RouteEntry {
  readonly id: RouteName | `site:${string}`;
  readonly path: string;
  readonly file: string;
  readonly index?: boolean;
}

export const ROUTES = [
  { id: 'index___es', path: '/', file: 'routes/home.tsx', index: true },
  { id: 'about___es', path: '/sobre-nosotros', file: 'routes/about.tsx' },
  { id: 'contact___es', path: '/contactos', file: 'routes/contact.tsx' },
  { id: 'documents___es', path: '/documentos', file: 'routes/documents.tsx' },
  { id: 'faq___es', path: '/preguntas-frecuentes', file: 'routes/faq.tsx' },
  { id: 'how-to-pay___es', path: '/como-pagar-tu-prestamo', file: 'routes/how-to-pay.tsx' },
  { id: 'login___es', path: '/ingresar', file: 'routes/login.tsx' },
  { id: 'print___es', path: '/print', file: 'routes/print.tsx' },
  { id: 'recover___es', path: '/recover', file: 'routes/recover.tsx' },
  { id: 'flow___es', path: '/flow', file: 'routes/flow.tsx' },
  { id: 'registration___es', path: '/registration', file: 'routes/registration.phone.tsx' },
  { id: 'registration-details___es', path: '/registration/details', file: 'routes/registration.details.tsx' },
  {
    id: 'registration-employment___es',
    path: '/registration/employment',
    file: 'routes/registration.employment.tsx',
  },
  {
    id: 'registration-reference___es',
    path: '/registration/reference',
    file: 'routes/registration.reference.tsx',
  },
  { id: 'registration-address___es', path: '/registration/address', file: 'routes/registration.address.tsx' },
  { id: 'registration-belvo___es', path: '/registration/belvo', file: 'routes/registration.belvo.tsx' },
  {
    id: 'registration-debit-credit-card___es',
    path: '/registration/debit-credit-card',
    file: 'routes/registration.debit-credit-card.tsx',
  },
  {
    id: 'registration-id-document-upload___es',
    path: '/registration/id-document-upload',
    file: 'routes/registration.id-document-upload.tsx',
  },
  {
    id: 'registration-payroll-upload___es',
    path: '/registration/payroll-upload',
    file: 'routes/registration.payroll-upload.tsx',
  },
  {
    id: 'registration-bank-statement-upload___es',
    path: '/registration/bank-statement-upload',
    file: 'routes/registration.bank-statement-upload.tsx',
  },
  { id: 'registration-summary___es', path: '/registration/summary', file: 'routes/registration.summary.tsx' },
  { id: 'application-apply___es', path: '/application/apply', file: 'routes/application.apply.tsx' },
  { id: 'application-loading___es', path: '/application/loading', file: 'routes/application.loading.tsx' },
  { id: 'application-accepted___es', path: '/application/accepted', file: 'routes/application.accepted.tsx' },
  {
    id: 'application-accepted-cash___es',
    path: '/application/accepted-cash',
    file: 'routes/application.accepted-cash.tsx',
  },
  { id: 'application-rejected___es', path: '/application/rejected', file: 'routes/application.rejected.tsx' },
  {
    id: 'application-manual-verification___es',
    path: '/application/manual-verification',
    file: 'routes/application.manual-verification.tsx',
  },
  {
    id: 'application-offer-increase___es',
    path: '/application/offer-increase',
    file: 'routes/application.offer-increase.tsx',
  },
  {
    id: 'application-offer-decrease___es',
    path: '/application/offer-decrease',
    file: 'routes/application.offer-decrease.tsx',
  },
  { id: 'profile___es', path: '/profile', file: 'routes/profile.tsx' },
  { id: 'profile-my-loan___es', path: '/profile/my-loan', file: 'routes/profile.my-loan.tsx' },
  { id: 'profile-no-loan___es', path: '/profile/no-loan', file: 'routes/profile.no-loan.tsx' },
  { id: 'profile-change-email___es', path: '/profile/change-email', file: 'routes/profile.change-email.tsx' },
  {
    id: 'profile-change-password___es',
    path: '/profile/change-password',
    file: 'routes/profile.change-password.tsx',
  },
  { id: 'profile-change-phone___es', path: '/profile/change-phone', file: 'routes/profile.change-phone.tsx' },
  {
    id: 'site:profile-notifications',
    path: '/profile/notifications',
    file: 'routes/profile.notifications.tsx',
  },
  // The PDFs a borrower opens (issue 47): resource routes, no component (lib/document-links.ts).
  {
    id: 'site:application-document',
    path: '/application/documents/:type',
    file: 'routes/application.document.ts',
  },
  { id: 'site:profile-document', path: '/profile/documents/:id', file: 'routes/profile.document.ts' },
  // Issue 47: a payment's receipt (comprobante de pago), by its folio; a resource route too.
  {
    id: 'site:payment-receipt',
    path: '/profile/comprobantes/:folio',
    file: 'routes/profile.payment-receipt.ts',
  },
  { id: 'site:privacy', path: '/aviso-de-privacidad', file: 'routes/privacy.tsx' },
  { id: 'site:terms', path: '/terminos-y-condiciones', file: 'routes/terms.tsx' },
  { id: 'site:logout', path: '/logout', file: 'routes/logout.tsx' },
  { id: 'site:session', path: '/session', file: 'routes/session.tsx' },
  { id: 'site:link-sign-in', path: '/continuar', file: 'routes/link-sign-in.tsx' },
  { id: 'site:web-proxy', path: '/web/*', file: 'routes/web-proxy.ts' },
  { id: 'site:healthz', path: '/healthz', file: 'routes/healthz.ts' },
  { id: 'site:unsubscribe', path: '/unsubscribe/:token', file: 'routes/unsubscribe.tsx' },
  { id: 'site:not-found', path: '*', file: 'routes/not-found.tsx' },
] as const satisfies readonly RouteEntry[];

export type SiteRouteId = (typeof ROUTES)[number]['id'];
