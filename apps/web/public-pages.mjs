// The borrower site's pages that are the same for every visitor without a cookie: the home page and
// the text pages. The site's server answers such a visitor from a render a few seconds old, with a
// nonce of its own (web-kit `createPageCache`, issue 65). A page belongs here only when nothing in it
// depends on who asks; `app/public-pages.test.ts` checks each is a page of the site.
export const PUBLIC_PAGES = [
  '/',
  '/preguntas-frecuentes',
  '/sobre-nosotros',
  '/contactos',
  '/documentos',
  '/como-pagar-tu-prestamo',
  '/aviso-de-privacidad',
  '/terminos-y-condiciones',
  '/somos-nosotros',
];
