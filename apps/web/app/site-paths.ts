/**
 * The site's fixed paths, written out so the layout (on every first load) does not carry the route
 * table (`route-config.ts`, about 1 KB gzip) only to look five of them up: ADR 085, the home page's
 * budget. `route-config.test.ts` checks each against the table (`pathOf`).
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
} as const;

/** Spec §2's registration routes: `/registration` and everything under it. */
export function isRegistrationPath(pathname: string): boolean {
  return pathname === '/registration' || pathname.startsWith('/registration/');
}
