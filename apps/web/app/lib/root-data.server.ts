import { readTokenClaims } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { companyFor } from './company.server';
import { affiliateCookie, affiliateFromQuery } from './cookies.server';
import { env } from './env.server';
import { serverTranslator } from './i18n.server';
import { captureLinkToken } from './link-token.server';
import { siteShell } from './shell.server';

/**
 * The root route's loader (`root.tsx`): what every page's shell shows. Here, below the root and
 * the layout, so the layout and the pages read its type (`lib/root-data.ts`) without importing the root.
 */
export async function rootLoader(request: Request) {
  const captured = await captureLinkToken(request);
  if (captured) throw captured;
  const [shell, company] = await Promise.all([siteShell(request), companyFor(request)]);
  const headers = new Headers(shell.headers);
  const affiliate = affiliateFromQuery(new URL(request.url));
  if (affiliate) headers.append('Set-Cookie', await affiliateCookie().serialize(affiliate));
  // No words here: the browser reads them from static files (lib/words.tsx, issue 37).
  return data(
    {
      user: shell.user,
      isAdmin: shell.token ? readTokenClaims(shell.token)?.account_type === 'user' : false,
      sandbox: shell.sandbox,
      progress: shell.progress,
      registrationStep: shell.registrationStep,
      // A link brought another account's token (issue 35): the visitor chooses (AccountSwitch).
      ...(shell.accountSwitch ? { accountSwitch: true as const } : {}),
      // The lender's identity from the API: what every document and notice prints (issue 61).
      company,
      // Spec §3's two contacts are the company's too (the API's CONTACT_CC_*, CONTACT_DC_*).
      contacts: {
        cc: { phone: company.phone, email: company.email, hours: company.hours },
        dc: company.collections,
      },
      year: new Date().getFullYear(),
      title: serverTranslator()('common:brand.name'),
      externalLoginUrl: env().externalLoginUrl,
    },
    { headers },
  );
}
