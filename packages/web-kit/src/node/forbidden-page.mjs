// The page a cross-site form gets from a site's doors (site-server.mjs): the app's words, the
// brand's colours, one stylesheet allowed by its hash, no script.
import { createHash } from 'node:crypto';

/** @param {string} text */
function html(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FORBIDDEN_STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f1d;background:#f6f8f7;line-height:1.5}',
  'header{background:#0d6b45;color:#fff;padding:16px 24px;font-weight:700;font-size:1.25rem}',
  'main{max-width:560px;margin:48px auto;padding:0 24px}',
  'h1{font-size:1.5rem;line-height:1.3;margin:0 0 12px}',
  'p{margin:0 0 24px}',
  'a{display:inline-block;background:#0d6b45;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600}',
  'a:focus-visible{outline:3px solid #1b1f1d;outline-offset:2px}',
].join('');

/** The page's policy: its one stylesheet by hash, nothing else. */
export const FORBIDDEN_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(FORBIDDEN_STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The forbidden page's words from `@lender/i18n`'s `common` namespace (es-MX): its
 * `errorPage.forbiddenTitle`, `forbiddenText`, `goHome`, and the brand (`brand.name` unless given).
 * @param {{ brand: { name: string }; errorPage: { forbiddenTitle: string; forbiddenText: string; goHome: string } }} common
 * @param {string} [brand]
 * @returns {{ lang: string; brand: string; title: string; text: string; home: string }}
 */
export function forbiddenWordsOf(common, brand = common.brand.name) {
  return {
    lang: 'es-MX',
    brand,
    title: common.errorPage.forbiddenTitle,
    text: common.errorPage.forbiddenText,
    home: common.errorPage.goHome,
  };
}

/**
 * The page a refused cross-site form gets: the app's words, the brand's colours, no script.
 * @param {{ lang: string; brand: string; title: string; text: string; home: string }} words
 * @returns {string}
 */
export function forbiddenPageHtml(words) {
  return `<!doctype html>
<html lang="${html(words.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(words.title)} · ${html(words.brand)}</title>
<style>${FORBIDDEN_STYLE}</style>
</head>
<body>
<header>${html(words.brand)}</header>
<main>
<h1>${html(words.title)}</h1>
<p>${html(words.text)}</p>
<a href="/">${html(words.home)}</a>
</main>
</body>
</html>
`;
}
