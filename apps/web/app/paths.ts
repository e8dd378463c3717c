import type { RouteName } from '@lender/flow';

/**
 * The URL of every `@lender/flow` route name (spec §2). The flow decides in names
 * (`registration-employment___es`) and spec §2 gives the URLs, which are not derived from the names
 * (`about___es` is `/sobre-nosotros`), so this map is written out. It is not a route table: Remix
 * finds each page by its folder in `app/routes/` (the folder's name is the URL); `paths.test.ts`
 * checks every URL here against the routes Remix builds.
 */
export const FLOW_PATHS: { readonly [Name in RouteName]: string } = {
  index___es: '/',
  about___es: '/sobre-nosotros',
  contact___es: '/contactos',
  documents___es: '/documentos',
  faq___es: '/preguntas-frecuentes',
  'how-to-pay___es': '/como-pagar-tu-prestamo',
  login___es: '/ingresar',
  print___es: '/print',
  recover___es: '/recover',
  flow___es: '/flow',
  registration___es: '/registration',
  'registration-details___es': '/registration/details',
  'registration-employment___es': '/registration/employment',
  'registration-reference___es': '/registration/reference',
  'registration-address___es': '/registration/address',
  'registration-belvo___es': '/registration/belvo',
  'registration-debit-credit-card___es': '/registration/debit-credit-card',
  'registration-id-document-upload___es': '/registration/id-document-upload',
  'registration-payroll-upload___es': '/registration/payroll-upload',
  'registration-bank-statement-upload___es': '/registration/bank-statement-upload',
  'registration-summary___es': '/registration/summary',
  'application-apply___es': '/application/apply',
  'application-loading___es': '/application/loading',
  'application-accepted___es': '/application/accepted',
  'application-accepted-cash___es': '/application/accepted-cash',
  'application-rejected___es': '/application/rejected',
  'application-manual-verification___es': '/application/manual-verification',
  'application-offer-increase___es': '/application/offer-increase',
  'application-offer-decrease___es': '/application/offer-decrease',
  profile___es: '/profile',
  'profile-my-loan___es': '/profile/my-loan',
  'profile-no-loan___es': '/profile/no-loan',
  'profile-change-email___es': '/profile/change-email',
  'profile-change-password___es': '/profile/change-password',
  'profile-change-phone___es': '/profile/change-phone',
};

/**
 * The site's own pages the code links to that no flow name names: the notices page, the "continue
 * as" page of a sign-in link (ADR 278) and the PDFs (issue 47: resource routes, `:param` filled in
 * by `lib/document-links.ts` and `lib/receipt-links.ts`). `paths.test.ts` checks these too.
 */
export const SITE_PATHS = {
  profileNotifications: '/profile/notifications',
  profileRfc: '/profile/rfc',
  profileRights: '/profile/mis-derechos',
  profileProvenIncome: '/profile/comprueba-tus-ingresos',
  profileRightsArchive: '/profile/mis-derechos/archivo/:id',
  linkSignIn: '/continuar',
  applicationDocument: '/application/documents/:type',
  profileDocument: '/profile/documents/:id',
  paymentReceipt: '/profile/comprobantes/:folio',
  paymentCep: '/profile/comprobantes/:folio/:file',
  invoiceFile: '/profile/facturas/:id/:format',
} as const;

/** The path of a `@lender/flow` route name. */
export function pathOf(name: RouteName): string {
  return FLOW_PATHS[name];
}

const NAMES = Object.entries(FLOW_PATHS) as ReadonlyArray<[RouteName, string]>;

/** The route name of a pathname, if it is one of spec §2's pages. */
export function routeNameOf(pathname: string): RouteName | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return NAMES.find(([, path]) => path === clean)?.[0];
}

// The fixed paths and the registration test live in a module without the flow's names (ADR 085).
export { isRegistrationPath, PATHS } from './site-paths';
