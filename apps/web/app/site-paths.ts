/**
 * The site's fixed paths, written out so the layout (on every first load) does not carry the flow's
 * names and paths (`paths.ts`) only to look a few of them up: ADR 085, the home page's budget.
 * `paths.test.ts` checks each against `pathOf` and the routes Remix builds.
 */
export const PATHS = {
  home: '/',
  login: '/ingresar',
  registration: '/registration',
  flow: '/flow',
  apply: '/application/apply',
  privacy: '/aviso-de-privacidad',
  terms: '/terminos-y-condiciones',
  documents: '/documentos',
  /** "¿Somos nosotros?" (issue 66): check a phone, CLABE or message; linked from the footer. */
  contactCheck: '/somos-nosotros',
} as const;

/** Spec §2's registration routes: `/registration` and everything under it. */
export function isRegistrationPath(pathname: string): boolean {
  return pathname === '/registration' || pathname.startsWith('/registration/');
}

/** The application's own pages on the way to a signed loan: apply, a changed offer, the offer and its signature. */
const WIZARD_APPLICATION_PATHS: readonly string[] = [
  '/application/apply',
  '/application/offer-increase',
  '/application/offer-decrease',
  '/application/accepted',
];

/**
 * The pages of the way to a signed loan, where the header shows how far the borrower is (issue 47):
 * the registration's and {@link WIZARD_APPLICATION_PATHS}. The loading page has a bar of its own.
 */
export function isWizardPath(pathname: string): boolean {
  return isRegistrationPath(pathname) || WIZARD_APPLICATION_PATHS.includes(pathname);
}
