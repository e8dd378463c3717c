import type { MessageKey } from '@lender/i18n';
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction } from '@remix-run/react';
import { createSiteTranslator } from './i18n';
import { documentWords } from './words';

// Every page names itself in the browser's tab and history (issue 47): "<page> · <company>", the
// page's words from @lender/i18n (its heading's, mostly) and the company's trade name from the root
// loader (`COMPANY_TRADE_NAME`). `meta` runs outside React, so it reads the words the document has
// (`documentWords`).

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The translator of the words the document has, for a `meta`. */
export const titleWords = () => createSiteTranslator(documentWords());

/** The company's trade name (the root loader's), or the brand's words when the root has no data. */
function brandOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { company?: { tradeName?: unknown } }
    | undefined;
  return typeof root?.company?.tradeName === 'string'
    ? root.company.tradeName
    : titleWords()('common:brand.name');
}

/** "<page> · <company>" as the meta of a page. */
export function titled(page: string, matches: Matches): MetaDescriptor[] {
  return [{ title: titleWords()('common:titles.page', { page, brand: brandOf(matches) }) }];
}

/** A page's `meta`: its title from the words under `key`. */
export function pageTitle(key: MessageKey): MetaFunction {
  return ({ matches }) => titled(titleWords()(key), matches);
}

/**
 * The root's `meta`: the error page's title ("Página no encontrada · <company>" for a 404), else the
 * company's name alone (every page names itself with its own `meta`).
 */
export const rootTitle: MetaFunction = ({ error, matches }) => {
  if (!error) return [{ title: brandOf(matches) }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return titled(titleWords()(notFound ? 'common:titles.notFound' : 'common:titles.error'), matches);
};
